import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { IsoDate } from './common';
import { ResponsibleEvent, ResponsibleState, TIMEOUT_PERIODS } from './responsible';

const MemberPhone = z.object({ phone: z.string().min(1).max(20) });

export const MemberSummary = z.object({
  phone: z.string(),
  name: z.string(),
  status: z.string(),
  currency: z.string(),
  bankCode: z.string(),
  bankAccountNo: z.string(),
  bankAccountName: z.string(),
  createdAt: IsoDate,
  lastLoginAt: IsoDate.nullable(),
});
export type MemberSummary = z.infer<typeof MemberSummary>;

export const JournalLine = z.object({
  id: z.string(),
  at: IsoDate,
  kind: z.string(),
  source: z.string().describe('source kind and id, e.g. deposit 42'),
  memo: z.string().nullable(),
  postings: z.array(z.object({ account: z.string(), currency: z.string(), amount: z.number() })),
});
export type JournalLine = z.infer<typeof JournalLine>;

export const MemberNote = z.object({
  id: z.string(),
  at: IsoDate,
  author: z.string(),
  text: z.string(),
});
export type MemberNote = z.infer<typeof MemberNote>;

/** Looking a member up in the back-office (issue 11): search, profile, journal, notes. */
export const operatorMembersApi = {
  searchMembers: defineEndpoint({
    method: 'GET',
    path: '/api/operator/members',
    summary: 'Members whose phone, name or bank account number contains the text (newest first)',
    access: 'operator',
    permission: 'members.read',
    query: z.strictObject({
      q: z.string().trim().min(2).max(50),
      limit: z.coerce.number().int().min(1).max(100).default(20),
    }),
    response: z.object({ members: z.array(MemberSummary) }),
  }),
  member: defineEndpoint({
    method: 'GET',
    path: '/api/operator/members/:phone',
    summary: 'One member’s profile, status and bank account',
    access: 'operator',
    permission: 'members.read',
    params: MemberPhone,
    response: MemberSummary,
  }),
  memberJournal: defineEndpoint({
    method: 'GET',
    path: '/api/operator/members/:phone/journal',
    summary: 'The member’s latest journal entries with every posting (money and coins)',
    access: 'operator',
    permission: 'members.read',
    params: MemberPhone,
    query: z.strictObject({ limit: z.coerce.number().int().min(1).max(200).default(30) }),
    response: z.object({ entries: z.array(JournalLine) }),
  }),
  memberNotes: defineEndpoint({
    method: 'GET',
    path: '/api/operator/members/:phone/notes',
    summary: 'Staff notes on a member, newest first',
    access: 'operator',
    permission: 'members.read',
    params: MemberPhone,
    response: z.object({ notes: z.array(MemberNote) }),
  }),
  addMemberNote: defineEndpoint({
    method: 'POST',
    path: '/api/operator/members/:phone/notes',
    summary: 'Add a note on a member (kept with its author; notes are never edited)',
    access: 'operator',
    permission: 'members.notes',
    params: MemberPhone,
    body: z.strictObject({ text: z.string().trim().min(1).max(2000) }),
    response: MemberNote,
  }),
  memberResponsible: defineEndpoint({
    method: 'GET',
    path: '/api/operator/members/:phone/responsible',
    summary: 'The member’s limits, break, exclusion and every change with who made it (issue 15)',
    access: 'operator',
    permission: 'members.read',
    params: MemberPhone,
    response: z.object({ state: ResponsibleState, events: z.array(ResponsibleEvent) }),
  }),
  memberTimeout: defineEndpoint({
    method: 'POST',
    path: '/api/operator/members/:phone/responsible/timeout',
    summary: 'Impose a break on a member (never shortens one the member took)',
    access: 'operator',
    permission: 'members.write',
    params: MemberPhone,
    body: z.strictObject({
      period: z.enum(TIMEOUT_PERIODS),
      reason: z.string().trim().min(3).max(500),
    }),
    response: z.object({ state: ResponsibleState, events: z.array(ResponsibleEvent) }),
  }),
} as const;
