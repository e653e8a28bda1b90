import type { Messages } from '../en';
import { thMember } from './member';
import { thPublic } from './public';

export const th = { ...thPublic, ...thMember } satisfies Messages;
