import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '@/app/session';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/fields';
import { Page } from '@/components/ui/page';
import { MemberActions } from './member-actions';
import { MemberOverview } from './member-overview';

export function MembersPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const phone = params.get('phone') ?? '';
  const [text, setText] = useState(phone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.replace(/[\s-]/g, '');
    if (value) setParams({ phone: value });
  };
  const anyAction = can('members.write') || can('money.adjust') || can('coins.grant');
  return (
    <Page title={t('members.title')}>
      <form className="filters" role="search" onSubmit={submit}>
        <TextField
          label={t('members.phone')}
          inputMode="tel"
          autoComplete="off"
          value={text}
          maxLength={20}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="primary">
          {t('members.find')}
        </Button>
      </form>
      {phone ? (
        <div className="member-layout">
          <MemberOverview key={phone} phone={phone} />
          {anyAction ? <MemberActions key={`a-${phone}`} phone={phone} /> : null}
        </div>
      ) : (
        <p className="muted">{t('members.prompt')}</p>
      )}
    </Page>
  );
}
