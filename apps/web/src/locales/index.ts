import type { Locale } from '@wallet/contract';
import { en, type ErrorTexts, type MemberMessages, type Messages, type PublicMessages } from './en';
import { la } from './la';
import { th } from './th';

export type { ErrorTexts, MemberMessages, Messages, PublicMessages };

/** Bundled resources (no HTTP backend): one namespace per language. */
export const resources = {
  th: { translation: th },
  la: { translation: la },
  en: { translation: en },
} satisfies Record<Locale, { translation: Messages }>;
