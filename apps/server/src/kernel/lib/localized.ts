import { z } from 'zod';
import { LOCALES, type Locale } from '@wallet/contract';

/** A text kept in every language the app speaks (th, la, en). */
export const localized = <T extends z.ZodType>(inner: T) =>
  z.strictObject({ th: inner, la: inner, en: inner });
export type Localized<T> = Record<Locale, T>;

export const pick = <T>(value: Localized<T>, locale: Locale): T => value[locale];

/**
 * Accept-Language → app locale. Lao's ISO code is "lo"; the app's own key is "la" (spec §1),
 * so both are understood. Anything else falls back to Thai.
 */
export function localeFromHeader(header: string | undefined): Locale {
  if (!header) return 'th';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
    if (tag === 'lo') return 'la';
    if ((LOCALES as readonly string[]).includes(tag ?? '')) return tag as Locale;
  }
  return 'th';
}
