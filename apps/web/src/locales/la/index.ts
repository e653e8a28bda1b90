import type { Messages } from '../en';
import { laMember } from './member';
import { laPublic } from './public';

export const la = { ...laPublic, ...laMember } satisfies Messages;
