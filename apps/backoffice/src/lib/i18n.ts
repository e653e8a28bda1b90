import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { resources } from '@/locales';
import { isApiError } from './api-error';

export const LANGUAGES = ['th', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
const STORAGE_KEY = 'backoffice.lang';

export const i18n = i18next.createInstance();

const isLanguage = (value: string | null | undefined): value is Language =>
  !!value && (LANGUAGES as readonly string[]).includes(value);

function storedLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function initI18n(language?: Language): typeof i18n {
  const lng = language ?? storedLanguage() ?? 'th';
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', (next) => {
      if (isLanguage(next)) document.documentElement.lang = next;
    });
    void i18n.use(initReactI18next).init({
      resources,
      lng,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  }
  document.documentElement.lang = currentLanguage();
  return i18n;
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'th';
}

export async function changeLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // private mode: the choice lasts this page only
  }
  await i18n.changeLanguage(language);
}

export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.language) ? instance.language : 'th';
}

/** A code is translated through the message table when a key exists, raw otherwise. */
export function translateCode(code: string): string {
  const key = `errors.${code}`;
  return i18n.exists(key) ? i18n.t(key) : code;
}

export function errorMessage(error: unknown): string {
  if (isApiError(error)) return translateCode(error.code);
  return i18n.t('common.unexpected');
}
