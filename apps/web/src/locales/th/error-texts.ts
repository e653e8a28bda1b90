import type { ErrorTexts } from '../en';
import { errors } from './errors';
import { responsible } from './responsible';

/**
 * The error texts (spec §8) and the responsible-play section, whose refusals quote its periods:
 * a chunk of their own, which a prerendered public page fetches once it works and which every
 * error waits for before it is shown (lib/i18n.ts).
 */
export const thErrorTexts = { responsible, errors } satisfies ErrorTexts;
