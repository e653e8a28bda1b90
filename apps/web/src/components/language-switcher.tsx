import { LOCALES, type Locale } from '@wallet/contract';
import { useState } from 'react';
import { useTranslation } from '@/lib/translator';
import { changeLocale, htmlLangOf, useLocale } from '@/lib/i18n';
import './language-switcher.css';

/** th / ລາວ / EN as a labelled radio group: one tap, keyboard arrows, announced state. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  // the chosen language shows checked at once, while its messages (a chunk of their own) load
  const [choosing, setChoosing] = useState<Locale | null>(null);
  const choose = (option: Locale) => {
    setChoosing(option);
    // a table that cannot be fetched (offline) leaves the language shown as it was
    void changeLocale(option)
      .catch(() => undefined)
      .finally(() => setChoosing(null));
  };
  return (
    <fieldset className={['lang-switch', className].filter(Boolean).join(' ')}>
      <legend className="visually-hidden">{t('language.label')}</legend>
      {LOCALES.map((option) => (
        <label key={option} className="lang-switch__option">
          <input
            type="radio"
            name="language"
            value={option}
            checked={(choosing ?? locale) === option}
            onChange={() => choose(option)}
            className="lang-switch__input"
          />
          <span className="lang-switch__text" lang={htmlLangOf(option)}>
            <span aria-hidden="true">{t(`language.${option}`)}</span>
            <span className="visually-hidden">{t(`language.names.${option}`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
