import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, useLanguage } from '@/lib/i18n';

const NAMES = { th: 'ไทย', en: 'English' } as const;

/** th / en, each named in its own language. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <label className="lang-switch">
      <span className="visually-hidden">{t('shell.language')}</span>
      <select
        className="input input--sm"
        value={language}
        onChange={(event) => void changeLanguage(event.target.value as (typeof LANGUAGES)[number])}
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {NAMES[lng]}
          </option>
        ))}
      </select>
    </label>
  );
}
