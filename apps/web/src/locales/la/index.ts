import type { Messages } from '../en';
import { laErrorTexts } from './error-texts';
import { laMember } from './member';
import { laPublic } from './public';

export const la = { ...laPublic, ...laErrorTexts, ...laMember } satisfies Messages;
