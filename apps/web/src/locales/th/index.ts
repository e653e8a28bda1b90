import type { Messages } from '../en';
import { thErrorTexts } from './error-texts';
import { thMember } from './member';
import { thPublic } from './public';

export const th = { ...thPublic, ...thErrorTexts, ...thMember } satisfies Messages;
