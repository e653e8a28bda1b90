import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { CheckboxField } from '@/components/ui/fields';
import { downloadText } from '@/lib/clipboard';

export function RecoveryStep({ codes, login }: { codes: string[]; login: string }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const text = codes.join('\n');
  return (
    <div className="form">
      <h2>{t('setup.step3')}</h2>
      <p>{t('setup.recoveryIntro')}</p>
      <ul className="recovery-codes mono" aria-label={t('setup.recoveryCodes')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="row">
        <CopyButton text={text} label={t('setup.copyAll')} />
        <Button size="sm" onClick={() => downloadText(`recovery-codes-${login}.txt`, `${text}\n`)}>
          {t('setup.download')}
        </Button>
      </div>
      <CheckboxField
        label={t('setup.saved')}
        checked={saved}
        onChange={(event) => setSaved(event.target.checked)}
      />
      {saved ? (
        <Link className="btn btn--primary btn--md" to="/login">
          {t('setup.goToSignIn')}
        </Link>
      ) : (
        <Button variant="primary" disabled>
          {t('setup.goToSignIn')}
        </Button>
      )}
    </div>
  );
}
