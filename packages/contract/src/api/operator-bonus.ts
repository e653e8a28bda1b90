import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  ActiveBonus,
  BonusAmountRule,
  BonusCondition,
  BonusContribution,
  BonusKind,
  BonusOutcome,
  BonusType,
} from './bonus';
import { Amount, IsoDate } from './common';

/** A text in the three languages (spec §1). */
export const LocalizedText = z.strictObject({
  th: z.string().trim().min(1).max(5_000),
  la: z.string().trim().min(1).max(5_000),
  en: z.string().trim().min(1).max(5_000),
});
export type LocalizedText = z.infer<typeof LocalizedText>;

/**
 * A bonus or promotion as the operator defines it (`npm run operator -- bonus:set`). Banner html
 * is checked on the server (only plain formatting tags survive) and cleaned again by DOMPurify in
 * the browser.
 */
export const BonusDefinition = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^[A-Z0-9_-]{2,50}$/, { message: 'upper-case letters, digits, _ and -' }),
  kind: BonusKind,
  type: BonusType,
  maxReceived: z.number().int().min(1).max(1_000),
  amountRule: BonusAmountRule,
  minDeposit: Amount,
  condition: BonusCondition,
  contributions: z.array(BonusContribution).min(1).max(3),
  percentFail: z.number().min(0).max(100),
  maxWithdraw: Amount.nullable(),
  title: LocalizedText,
  description: LocalizedText,
  banners: z
    .array(z.strictObject({ image: z.string().trim().min(1).max(500), html: LocalizedText }))
    .max(10),
  startsAt: IsoDate.nullable(),
  endsAt: IsoDate.nullable(),
  enabled: z.boolean(),
  sortOrder: z.number().int().min(0).max(10_000),
});
export type BonusDefinition = z.infer<typeof BonusDefinition>;

export const MemberBonusRecord = z.object({
  id: z.string(),
  code: z.string(),
  kind: BonusKind,
  status: z.enum(['awaiting_deposit', 'running', 'ending', 'ended']),
  outcome: BonusOutcome.nullable(),
  deposit: Amount.nullable(),
  bonusAmount: Amount.nullable(),
  kept: Amount.nullable(),
  forfeited: Amount.nullable(),
  activatedAt: IsoDate,
  startedAt: IsoDate.nullable(),
  endedAt: IsoDate.nullable(),
});
export type MemberBonusRecord = z.infer<typeof MemberBonusRecord>;

export const RoundsSyncResult = z.object({
  providers: z.array(
    z.object({
      provider: z.string(),
      fetched: z.number().int(),
      inserted: z.number().int(),
      voided: z.number().int(),
      unmatched: z.number().int().describe('rounds of players we do not know'),
      cursor: z.string().nullable(),
      error: z.string().nullable(),
    }),
  ),
  bonusesEnded: z.number().int(),
});
export type RoundsSyncResult = z.infer<typeof RoundsSyncResult>;

const Code = z.object({ code: z.string().trim().min(1).max(50).toUpperCase() });

/** Operator calls of the bonus module (issue 8), for the CLI now and a back-office later. */
export const operatorBonusApi = {
  bonuses: defineEndpoint({
    method: 'GET',
    path: '/api/operator/bonuses',
    summary: 'Every bonus and promotion definition, with how often each was received',
    access: 'operator',
    permission: 'marketing.read',
    response: z.object({
      bonuses: z.array(
        BonusDefinition.extend({ received: z.number().int(), active: z.number().int() }),
      ),
    }),
  }),
  setBonus: defineEndpoint({
    method: 'PUT',
    path: '/api/operator/bonuses/:code',
    summary: 'Create or replace a bonus or promotion definition (validated; html checked)',
    access: 'operator',
    permission: 'marketing.write',
    params: Code,
    body: BonusDefinition,
    response: BonusDefinition,
  }),
  memberBonus: defineEndpoint({
    method: 'GET',
    path: '/api/operator/members/:phone/bonus',
    summary: 'A member’s active bonus with its progress, and their bonus history',
    access: 'operator',
    permission: 'members.read',
    params: z.object({ phone: z.string().min(1).max(20) }),
    response: z.object({
      phone: z.string(),
      active: ActiveBonus.nullable(),
      history: z.array(MemberBonusRecord),
    }),
  }),
  roundsSync: defineEndpoint({
    method: 'POST',
    path: '/api/operator/rounds/sync',
    summary: 'Ingest every provider’s feed of settled rounds now (the job also runs on its own)',
    access: 'operator',
    permission: 'ledger.repair',
    response: RoundsSyncResult,
  }),
} as const;
