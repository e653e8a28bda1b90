import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '@/lib/session';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/fields';
import { Page } from '@/components/ui/page';
import { MemberActions } from './member-actions';
import { MemberJournal } from './member-journal';
import { MemberNotes } from './member-notes';
import { MemberOverview } from './member-overview';
import { MemberProfile } from './member-profile';
import { MemberResponsible } from './member-responsible';
import { MemberSearchResults, SEARCH_MAX, SEARCH_MIN } from './member-search';

/** A phone number typed with spaces or dashes; exactly 10 digits opens the member directly. */
const PHONE = /^\d{10}$/;

export function MembersPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const phone = params.get('phone') ?? '';
  const q = (params.get('q') ?? '').trim();
  const [text, setText] = useState(phone || q);
  const [tooShort, setTooShort] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    const digits = value.replace(/[\s-]/g, '');
    if (PHONE.test(digits)) {
      setTooShort(false);
      setParams({ phone: digits });
    } else if (value.length >= SEARCH_MIN) {
      setTooShort(false);
      setParams({ q: value.slice(0, SEARCH_MAX) });
    } else {
      setTooShort(true);
    }
  };
  // the search stays in the URL so Back returns to the results
  const open = (next: string) => setParams(q ? { q, phone: next } : { phone: next });
  const anyAction = can('members.write') || can('money.adjust') || can('coins.grant');
  return (
    <Page title={t('members.title')}>
      <form className="filters" role="search" onSubmit={submit} noValidate>
        <TextField
          label={t('members.search')}
          hint={t('members.searchHint')}
          error={tooShort ? t('members.searchTooShort') : null}
          type="search"
          autoComplete="off"
          value={text}
          maxLength={SEARCH_MAX}
          onChange={(event) => {
            setText(event.target.value);
            if (tooShort) setTooShort(false);
          }}
        />
        <Button type="submit" variant="primary">
          {t('members.find')}
        </Button>
      </form>
      {phone && q.length >= SEARCH_MIN ? (
        <p>
          <Button variant="ghost" size="sm" onClick={() => setParams({ q })}>
            {t('members.backToResults')}
          </Button>
        </p>
      ) : null}
      {phone ? (
        <div className="member-layout">
          <div className="stack">
            <MemberProfile key={`p-${phone}`} phone={phone} />
            <MemberResponsible key={`r-${phone}`} phone={phone} />
            <MemberOverview key={phone} phone={phone} />
            <MemberJournal key={`j-${phone}`} phone={phone} />
          </div>
          <div className="stack">
            <MemberNotes key={`n-${phone}`} phone={phone} />
            {anyAction ? <MemberActions key={`a-${phone}`} phone={phone} /> : null}
          </div>
        </div>
      ) : q.length >= SEARCH_MIN ? (
        <MemberSearchResults q={q} onOpen={open} />
      ) : (
        <p className="muted">{t('members.prompt')}</p>
      )}
    </Page>
  );
}
