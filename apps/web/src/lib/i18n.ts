import { DEFAULT_LOCALE, LOCALES, type Locale } from '@wallet/contract';
import type { MemberMessages, Messages, PublicMessages } from '@/locales';
import { isApiError } from './api-error';
import { responsibleErrorText } from './responsible-error';
import {
  moneyCurrency,
  moneySymbol,
  onCurrencyChange,
  setSiteCurrency,
  setWalletCurrency,
} from './money-currency';
import { storage } from './storage';
import { i18n, useTranslation, type MessageKey } from './translator';

export { i18n };

type ErrorKey = `errors.${keyof Messages['errors']}` & MessageKey;

/** BCP 47 tag for <html lang> and `lang` attributes: the app's "la" is Lao, which is "lo". */
export const htmlLangOf = (locale: Locale): string => (locale === 'la' ? 'lo' : locale);

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/**
 * Each message table is two chunks: what the public pages and the frame around every page say,
 * and what the member's screens say (about half). The first screen loads the current language's
 * only, and another is fetched when the user switches to it (the switch waits for it before
 * switching). A prerendered public page hydrates with the public part alone; a member screen's
 * route fetches the member part with its own chunks (`loadMemberMessages`); every other start
 * loads both.
 */
const publicLoaders: Record<Locale, () => Promise<PublicMessages>> = {
  th: () => import('@/locales/th/public').then((m) => m.thPublic),
  la: () => import('@/locales/la/public').then((m) => m.laPublic),
  en: () => import('@/locales/en/public').then((m) => m.enPublic),
};
const memberLoaders: Record<Locale, () => Promise<MemberMessages>> = {
  th: () => import('@/locales/th/member').then((m) => m.thMember),
  la: () => import('@/locales/la/member').then((m) => m.laMember),
  en: () => import('@/locales/en/member').then((m) => m.enMember),
};

/** Whether the member part is wanted: then every language is loaded whole. */
let memberPartWanted = true;
const memberParts = new Map<Locale, Promise<void>>();

/** The member part of `locale`, added to the language's table once (deep, beside the public). */
function addMemberPart(locale: Locale): Promise<void> {
  let added = memberParts.get(locale);
  if (!added) {
    added = memberLoaders[locale]().then((messages) => {
      i18n.addMessages(locale, messages);
    });
    // a failed fetch (the network) is tried again by the next caller
    added.catch(() => memberParts.delete(locale));
    memberParts.set(locale, added);
  }
  return added;
}

/** A language's table as the translator first files it: the public part, and the member part when wanted. */
function loadTable(locale: Locale): Promise<object> {
  const whole = memberPartWanted;
  return Promise.all([publicLoaders[locale](), whole ? memberLoaders[locale]() : undefined]).then(
    ([messages, member]) => {
      // filed whole: the member part counts as added for this language
      if (member) memberParts.set(locale, Promise.resolve());
      return { ...messages, ...member };
    },
  );
}

/**
 * The member screens' messages in the current language (and, from now on, in any language
 * switched to): a member screen's route waits for this before it renders. Settles at once when
 * they are there already.
 */
export function loadMemberMessages(): Promise<void> {
  memberPartWanted = true;
  // a language switched to before now was loaded without it
  for (const locale of LOCALES) {
    if (i18n.hasMessages(locale)) void addMemberPart(locale).catch(() => {});
  }
  return addMemberPart(currentLocale());
}

/**
 * The deployment's currency as each language writes it in a sentence: the texts say
 * "{{amount}} {{currency}}", baht on the Thai site and kip on the Lao one (spec: a baht wallet,
 * LAK for the Lao deployment).
 */
const CURRENCY_WORDS: Record<'BAHT' | 'LAK', Record<Locale, string>> = {
  BAHT: { th: 'บาท', la: 'ບາດ', en: 'baht' },
  LAK: { th: 'กีบ', la: 'ກີບ', en: 'kip' },
};
/** `{{currency}}` in every text, for the current language and the site's currency. */
function applyCurrencyWord(): void {
  i18n.defaults = {
    currency: CURRENCY_WORDS[moneyCurrency()][currentLocale()],
    symbol: moneySymbol(),
  };
}

// every text and figure re-renders after the currency changed
onCurrencyChange(() => {
  applyCurrencyWord();
  i18n.notify();
});

export { moneyCurrency, moneySymbol, setSiteCurrency, setWalletCurrency };

let ready: Promise<unknown> = Promise.resolve();

/** <html lang> follows the language; prerendering (no document) writes it into the page itself. */
function setHtmlLang(locale: Locale): void {
  if (typeof document === 'undefined') return;
  // the prerendered page came with it: writing it again would have the browser match every
  // style rule against the page once more, in the middle of the app's start
  const lang = htmlLangOf(locale);
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
}

export function initI18n(
  locale: Locale = storage.getLocale() ?? DEFAULT_LOCALE,
  /** 'public': the public part only, for a prerendered public page to hydrate with. */
  parts: 'whole' | 'public' = 'whole',
): typeof i18n {
  if (!i18n.started) {
    memberPartWanted = parts === 'whole';
    i18n.on('languageChanged', (lng) => {
      setHtmlLang(lng);
      applyCurrencyWord();
    });
    // a table that failed to arrive (the network) is asked once more; after that the app renders
    // anyway, and the next switch of language asks again
    ready = i18n
      .start(locale, loadTable)
      .catch(() => new Promise((resolve) => setTimeout(resolve, 500)))
      .then(() => (i18n.hasMessages(locale) ? undefined : i18n.changeLanguage(locale)))
      .catch(() => undefined);
    applyCurrencyWord();
  }
  setHtmlLang(currentLocale());
  return i18n;
}

/** Settles once the message table of the starting language is loaded (render after it). */
export const i18nReady = (): Promise<unknown> => ready;

export function currentLocale(): Locale {
  const lng = i18n.language;
  return lng && isLocale(lng) ? lng : DEFAULT_LOCALE;
}

/** Switch language and remember the choice under the `locale` key (spec §1). */
export async function changeLocale(locale: Locale): Promise<void> {
  storage.setLocale(locale);
  // the language already shown (the first visit's guard confirming Thai, say) is only
  // remembered: a switch is announced as a change and every text on the page would render
  // again, in one long task
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  if (memberPartWanted) await addMemberPart(locale);
}

/** The current language, re-rendering on change; part of every lookup's query key (spec §7). */
export function useLocale(): Locale {
  useTranslation();
  return currentLocale();
}

/** Spec §8: a code is translated through the message table when a key exists, raw otherwise. */
export function translateCode(code: string): string {
  const key = `errors.${code}`;
  return i18n.exists(key) ? i18n.t(key as ErrorKey) : code;
}

/**
 * The translated text of a failure. Issue 15 refusals say their numbers (what may still be
 * deposited and when it frees up, when a break or an exclusion ends) when the body carries them.
 */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) {
    return responsibleErrorText(i18n.t, error) ?? translateCode(error.code);
  }
  return i18n.t('common.unexpected');
}
