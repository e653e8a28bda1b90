import { enErrorTexts } from './error-texts';
import { enMember } from './member';
import { enPublic } from './public';

/** The source language: th and la must have exactly this shape (checked with `satisfies`). */
export const en = { ...enPublic, ...enErrorTexts, ...enMember };

export type Messages = typeof en;
/** The public pages' part (public.ts), the error texts (error-texts.ts) and the member screens' (member.ts), each a chunk. */
export type PublicMessages = typeof enPublic;
export type ErrorTexts = typeof enErrorTexts;
export type MemberMessages = typeof enMember;
