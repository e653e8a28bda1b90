import type { Locale } from '@wallet/contract';
import { useMemo, useSyncExternalStore } from 'react';
import type { Messages } from '@/locales';

/*
 * The app's own translator (decision 033): what the screens use of i18next and react-i18next
 * (a typed `t` with `{{name}}` placeholders and `_one`/`_other` plurals, message tables filed per
 * language as their chunks arrive, a language switch that waits for its table, a hook that
 * renders again on a switch), in a few hundred bytes instead of 16 KB on every page's first path.
 */

/** `a.b_one` and `a.b_other` are asked for as `a.b` with a count (the plural forms stay askable). */
type PluralBase<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base | K : K;

/** Every text's dotted key in the message table. */
type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${PluralBase<K>}`
    : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = KeysOf<Messages>;

/** A text's values: `{{name}}` takes `name`; `count` also picks the plural form. */
export type MessageValues = Record<string, string | number | undefined>;

export type TFunction = (key: MessageKey, values?: MessageValues) => string;

type Table = { [key: string]: string | Table };
type Listener = (locale: Locale) => void;

/**
 * The plural form for `count`: English says "1 game" and "2 games"; Thai and Lao do not inflect,
 * so their tables' `_other` form is always the one (as Unicode's plural rules for th and lo say).
 * Written out rather than asked of Intl.PluralRules, whose first call loads locale data (a long
 * pause on a slow phone, decision 029).
 */
const pluralForm = (locale: Locale, count: number): 'one' | 'other' =>
  locale === 'en' && count === 1 ? 'one' : 'other';

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** Files `source` into `target`, section by section (a copy: the loaded chunk stays as it was). */
function mergeInto(target: Table, source: Table): Table {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (typeof value === 'object' && typeof current === 'object') mergeInto(current, value);
    else target[key] = typeof value === 'object' ? mergeInto({}, value) : value;
  }
  return target;
}

export class Translator {
  /** The language shown; undefined until `start`. */
  language: Locale | undefined;
  /** Values every text may name (the deployment's currency word and symbol). */
  defaults: MessageValues = {};
  private readonly tables = new Map<Locale, Table>();
  private readonly listeners = new Set<Listener>();
  private readonly pending = new Map<Locale, Promise<void>>();
  private loadTable: (locale: Locale) => Promise<Table> = () => Promise.resolve({});
  private version = 0;

  /** Starts in `locale` with how a language's table is fetched; settles once it is filed. */
  start(locale: Locale, load: (locale: Locale) => Promise<object>): Promise<void> {
    this.loadTable = load as (locale: Locale) => Promise<Table>;
    this.language = locale;
    return this.ensureTable(locale);
  }

  get started(): boolean {
    return this.language !== undefined;
  }

  /**
   * Shows `locale` once its table is there (fetched first when it is not). A table that fails
   * to load leaves the language as it was and rejects: the page keeps speaking one language.
   */
  async changeLanguage(locale: Locale): Promise<void> {
    await this.ensureTable(locale);
    this.language = locale;
    this.notify();
  }

  /** Files `messages` into `locale`'s table, beside (and over) what it holds. */
  addMessages(locale: Locale, messages: object): void {
    const table = this.tables.get(locale) ?? {};
    mergeInto(table, messages as Table);
    this.tables.set(locale, table);
  }

  hasMessages(locale: Locale): boolean {
    return this.tables.has(locale);
  }

  /** Whether the current language has a text under `key` (a plural's base counts). */
  exists(key: string): boolean {
    return this.lookup(key) !== undefined || this.lookup(`${key}_other`) !== undefined;
  }

  /**
   * The text under `key` in the current language with its `{{name}}` placeholders filled (a
   * missing value leaves nothing); the key itself when the table has no such text.
   */
  readonly t: TFunction = (key, values) => {
    const count = values?.count;
    const text =
      (typeof count === 'number' && this.language
        ? this.lookup(`${key}_${pluralForm(this.language, count)}`)
        : undefined) ?? this.lookup(key);
    if (text === undefined) return key;
    if (!text.includes('{{')) return text;
    return text.replace(PLACEHOLDER, (_, name: string) => {
      const value = values?.[name] ?? this.defaults[name];
      return value === undefined ? '' : String(value);
    });
  };

  /** `listener` hears every language shown (again, when the texts' values changed). */
  on(_event: 'languageChanged', listener: Listener): void {
    this.listeners.add(listener);
  }

  off(_event: 'languageChanged', listener: Listener): void {
    this.listeners.delete(listener);
  }

  /** Every text renders again (the language, or a value all texts may name, changed). */
  notify(): void {
    this.version++;
    const locale = this.language;
    if (locale) for (const listener of [...this.listeners]) listener(locale);
  }

  /** For React: a number that changes whenever texts must render again. */
  readonly subscribe = (onChange: () => void): (() => void) => {
    this.listeners.add(onChange);
    return () => this.listeners.delete(onChange);
  };

  readonly snapshot = (): number => this.version;

  private ensureTable(locale: Locale): Promise<void> {
    if (this.tables.has(locale)) return Promise.resolve();
    let pending = this.pending.get(locale);
    if (!pending) {
      pending = this.loadTable(locale).then(
        (messages) => {
          this.addMessages(locale, messages);
          this.pending.delete(locale);
        },
        (error: unknown) => {
          // the next switch tries the network again
          this.pending.delete(locale);
          throw error;
        },
      );
      this.pending.set(locale, pending);
    }
    return pending;
  }

  private lookup(key: string): string | undefined {
    const locale = this.language;
    let node: string | Table | undefined = locale ? this.tables.get(locale) : undefined;
    for (const part of key.split('.')) {
      if (typeof node !== 'object') return undefined;
      node = node[part];
    }
    return typeof node === 'string' ? node : undefined;
  }
}

/** The app's one translator (lib/i18n.ts starts it and loads its tables). */
export const i18n = new Translator();

/**
 * The screens' texts: `t` in the language shown, and a new `t` whenever it changes (so a memo
 * that depends on it follows), as react-i18next's hook of the same name gave.
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const version = useSyncExternalStore(i18n.subscribe, i18n.snapshot, i18n.snapshot);
  return useMemo(
    () => ({ t: (key, values) => i18n.t(key, values), i18n }),
    // the version is what changed: a new `t` for every language shown
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [version],
  );
}
