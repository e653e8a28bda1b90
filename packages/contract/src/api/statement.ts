import { z } from 'zod';
import { STATEMENT_TYPES } from '../constants';
import { defineEndpoint } from '../endpoint';
import { Amount, IsoDate, PageRequest, Total } from './common';

const Linked = z.object({ description: z.string() }).optional();
/** §4: compared case-insensitively; SUCCESS, FAILED, anything else is in progress. */
const Status = z.string().describe('processing | success | failed');

/** §3 statement entry, derived from the ledger journal (ARCHITECTURE § Money). */
export const StatementEntry = z.object({
  statementType: z.enum(STATEMENT_TYPES),
  status: Status,
  from: z.string(),
  to: z.string(),
  amount: Amount,
  createdAt: IsoDate,
  bonus: Linked,
  promotion: Linked,
  invite: Linked,
  refund: Linked,
  luckydraw: Linked,
  /**
   * Issue 26: a bank-transfer deposit seen in the bank feed — the payer's visible digits (or
   * name) as the bank's text shows them, and whether it was credited automatically or by staff;
   * `from` is the payer's bank. Shown as "KBank x-4417 · auto".
   */
  via: z.object({ shown: z.string().nullable(), by: z.enum(['auto', 'staff']) }).optional(),
});
export type StatementEntry = z.infer<typeof StatementEntry>;

export const Slip = z.object({
  createdAt: IsoDate,
  amount: Amount,
  status: Status,
  note: z.string().nullable().describe('a slip reason code (§8), shown in brackets'),
  link: z.string(),
  reference: z.string(),
});
export type Slip = z.infer<typeof Slip>;

export const statementApi = {
  list: defineEndpoint({
    method: 'POST',
    path: '/api/statement',
    summary: 'One page of wallet statement entries, newest first',
    access: 'member',
    moves: 'none',
    body: PageRequest,
    response: z.object({ total: Total, statements: z.array(StatementEntry) }),
  }),
  slips: defineEndpoint({
    method: 'POST',
    path: '/api/statement/slip',
    summary: 'One page of uploaded slips with their check status',
    access: 'member',
    moves: 'none',
    body: PageRequest,
    response: z.object({ total: Total, slips: z.array(Slip) }),
  }),
  slipImage: defineEndpoint({
    method: 'GET',
    path: '/api/statement/slip/reference/:reference',
    summary: 'Where to view the image of one slip',
    access: 'member',
    params: z.object({ reference: z.string().min(1).max(100) }),
    response: z.object({ url: z.string() }),
  }),
} as const;
