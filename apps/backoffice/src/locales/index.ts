import { en, type Messages } from './en';
import { th } from './th';

export type { Messages };

/** Bundled resources (no HTTP backend): one namespace per language. */
export const resources = {
  th: { translation: th },
  en: { translation: en },
} satisfies Record<'th' | 'en', { translation: Messages }>;
