import { DEFAULT_LOCALE, LOCALES, type Locale } from '@wallet/contract';
import type { ErrorTexts, MemberMessages, Messages, PublicMessages } from '@/locales';
import { isApiError } from './api-error';
import { isPublicErrorCode } from './public-error-codes';
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
 * Each message table is three chunks: what the public pages and the frame around every page say;
 * the error texts (spec §8, with the responsible-play section their refusals quote); and what the
 * member's screens say (about half). The first screen loads the current language's only, and
 * another is fetched when the user switches to it (the switch waits for it before switching). A
 * prerendered public page hydrates with the public part alone and fetches the error texts once it
 * works (`loadErrorTexts`; every failure of a call waits for them before it is shown); a member
 * screen's route fetches the member part with its own chunks (`loadMemberMessages`); every other
 * start loads all three.
 */
const publicLoaders: Record<Locale, () => Promise<PublicMessages>> = {
  th: () => import('@/locales/th/public').then((m) => m.thPublic),
  la: () => import('@/locales/la/public').then((m) => m.laPublic),
  en: () => import('@/locales/en/public').then((m) => m.enPublic),
};
/** The parts a language's table may be filed without, and fetched for later. */
type LaterPart = 'errors' | 'member';
const partLoaders: Record<LaterPart, Record<Locale, () => Promise<ErrorTexts | MemberMessages>>> = {
  errors: {
    th: () => import('@/locales/th/error-texts').then((m) => m.thErrorTexts),
    la: () => import('@/locales/la/error-texts').then((m) => m.laErrorTexts),
    en: () => import('@/locales/en/error-texts').then((m) => m.enErrorTexts),
  },
  member: {
    th: () => import('@/locales/th/member').then((m) => m.thMember),
    la: () => import('@/locales/la/member').then((m) => m.laMember),
    en: () => import('@/locales/en/member').then((m) => m.enMember),
  },
};

/** The parts wanted: every language is then loaded with them. */
const wanted: Record<LaterPart, boolean> = { errors: true, member: true };
const added: Record<LaterPart, Map<Locale, Promise<void>>> = {
  errors: new Map(),
  member: new Map(),
};
/** The parts filed, by language (a settled `added` promise, read synchronously). */
const filed: Record<LaterPart, Set<Locale>> = { errors: new Set(), member: new Set() };

/** `part` of `locale`, added to the language's table once (deep, beside the public). */
function addPart(part: LaterPart, locale: Locale): Promise<void> {
  let adding = added[part].get(locale);
  if (!adding) {
    adding = partLoaders[part][locale]().then((messages) => {
      i18n.addMessages(locale, messages);
      filed[part].add(locale);
    });
    // a failed fetch (the network) is tried again by the next caller
    adding.catch(() => added[part].delete(locale));
    added[part].set(locale, adding);
  }
  return adding;
}

/**
 * A language's table as the translator first files it: the public part, and the parts wanted.
 * The error texts are not needed to show the language (a failed call asks for them again), so
 * the table is filed without them when they cannot load.
 */
function loadTable(locale: Locale): Promise<object> {
  const later = (['errors', 'member'] as const).filter((part) => wanted[part]);
  return Promise.all([
    publicLoaders[locale](),
    ...later.map((part) =>
      partLoaders[part][locale]().then(
        (messages) => ({ part, messages }),
        (error: unknown) => (part === 'errors' ? null : Promise.reject(error)),
      ),
    ),
  ]).then(([messages, ...parts]) => {
    const table: object = { ...messages };
    for (const loaded of parts) {
      if (!loaded) continue;
      // filed with the table: the part counts as added for this language
      added[loaded.part].set(locale, Promise.resolve());
      filed[loaded.part].add(locale);
      Object.assign(table, loaded.messages);
    }
    return table;
  });
}

/** From now on `part` comes with every language; settles once the current language has it. */
function wantPart(part: LaterPart): Promise<void> {
  wanted[part] = true;
  // a language switched to before now was loaded without it
  for (const locale of LOCALES) {
    if (i18n.hasMessages(locale)) void addPart(part, locale).catch(() => {});
  }
  return addPart(part, currentLocale());
}

/**
 * The member screens' messages in the current language (and, from now on, in any language
 * switched to): a member screen's route waits for this before it renders. Settles at once when
 * they are there already.
 */
export const loadMemberMessages = (): Promise<void> => wantPart('member');

/**
 * The error texts in the current language (and in any language switched to): a prerendered page
 * asks for them once it works, and a failed call waits for them before it is shown.
 */
export const loadErrorTexts = (): Promise<void> => wantPart('errors');

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
    wanted.errors = wanted.member = parts === 'whole';
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
  // the error texts are not waited for: a failed call asks for them again
  if (wanted.errors) void addPart('errors', locale).catch(() => undefined);
  if (wanted.member) await addPart('member', locale);
}

/** The current language, re-rendering on change; part of every lookup's query key (spec §7). */
export function useLocale(): Locale {
  useTranslation();
  return currentLocale();
}

/**
 * Spec §8: a code is translated through the message table when a key exists, raw otherwise. A
 * code asked for before the error texts arrived (one the page found itself, a chat refusal) has
 * every text render again once they are there.
 */
export function translateCode(code: string): string {
  if (isPublicErrorCode(code)) return i18n.t(`publicErrors.${code}`);
  const key = `errors.${code}`;
  if (i18n.exists(key)) return i18n.t(key as ErrorKey);
  if (!filed.errors.has(currentLocale())) {
    void loadErrorTexts().then(
      () => i18n.notify(),
      () => undefined,
    );
  }
  return code;
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
