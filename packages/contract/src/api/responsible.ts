import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { Amount, IsoDate } from './common';
import {
  EXCLUSION_PERIODS,
  LIMIT_PERIODS,
  REALITY_CHECK_MINUTES,
  TIMEOUT_PERIODS,
  type ExclusionPeriod,
  type TimeoutPeriod,
} from '../responsible-periods';

/**
 * Responsible play (issue 15, docs/decisions/015), after the UK Gambling Commission's RTS 12–14:
 * deposit limits, reality checks, time-outs and self-exclusion. The server enforces every rule
 * on the money paths; the web explains them. The periods are plain values the web app's first
 * path reads too: they live apart from the schemas (responsible-periods) and are re-exported.
 */
export * from '../responsible-periods';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a break or an exclusion started at `from` ends: days and weeks are exact, months and
 * years calendar ones (same day, later month). The server decides with it and the web says it
 * before the member confirms, so both follow one rule.
 */
export function periodEnd(from: Date, period: TimeoutPeriod | ExclusionPeriod): Date {
  const end = new Date(from);
  switch (period) {
    case '1d':
      return new Date(from.getTime() + DAY_MS);
    case '7d':
      return new Date(from.getTime() + 7 * DAY_MS);
    case '6w':
      return new Date(from.getTime() + 42 * DAY_MS);
    case '1m':
      end.setUTCMonth(end.getUTCMonth() + 1);
      return end;
    case '6m':
      end.setUTCMonth(end.getUTCMonth() + 6);
      return end;
    case '1y':
      end.setUTCFullYear(end.getUTCFullYear() + 1);
      return end;
    case '5y':
      end.setUTCFullYear(end.getUTCFullYear() + 5);
      return end;
  }
}

/** Hours before a raised or removed limit may be confirmed (RTS 12: 24 h cooling-off). */
export const LIMIT_RAISE_HOURS = 24;
/** Days between asking to lift an ended self-exclusion and its lifting. */
export const EXCLUSION_LIFT_DAYS = 7;

const LimitAmount = Amount.refine((n) => n >= 1, { message: 'at least 1' }).nullable();
export const DepositLimits = z.strictObject({
  daily: LimitAmount,
  weekly: LimitAmount,
  monthly: LimitAmount,
});
export type DepositLimits = z.infer<typeof DepositLimits>;

export const LimitWindow = z.object({
  period: z.enum(LIMIT_PERIODS),
  limit: Amount.nullable(),
  /** Credited in the window now. */
  used: Amount,
  /** What may still be deposited in this window (null: no limit). */
  remaining: Amount.nullable(),
  /** When some of the window frees up again (the oldest deposit leaves it, or the month ends). */
  freesAt: IsoDate.nullable(),
});
export type LimitWindow = z.infer<typeof LimitWindow>;

export const PendingLimit = z.object({
  period: z.enum(LIMIT_PERIODS),
  /** The higher limit asked for, or null to remove the limit. */
  amount: Amount.nullable(),
  requestedAt: IsoDate,
  confirmableAt: IsoDate,
});
export type PendingLimit = z.infer<typeof PendingLimit>;

export const ResponsibleState = z.object({
  limits: z.array(LimitWindow),
  /** The least any deposit may be now across all limits (null: no limit). */
  remaining: Amount.nullable(),
  pending: z.array(PendingLimit),
  realityCheck: z.object({
    intervalMinutes: z.number().int(),
    /** When this play session began (the sign-in), for the reality-check clock. */
    sessionStartedAt: IsoDate.nullable(),
  }),
  timeout: z.object({ until: IsoDate }).nullable(),
  exclusion: z
    .object({
      until: IsoDate,
      /** Asked to lift after the term: lifted at `liftsAt` (7-day cooling-off). */
      liftRequestedAt: IsoDate.nullable(),
      liftsAt: IsoDate.nullable(),
    })
    .nullable(),
});
export type ResponsibleState = z.infer<typeof ResponsibleState>;

/** What the reality check shows: the session's time, stakes, payouts and net position. */
export const RealityCheck = z.object({
  since: IsoDate,
  minutes: z.number().int().nonnegative(),
  rounds: z.number().int().nonnegative(),
  stakes: Amount,
  payouts: Amount,
  /** payouts − stakes: negative when the member is down. */
  net: z.number(),
});
export type RealityCheck = z.infer<typeof RealityCheck>;

/** One change on the record (member or staff), for the member's history and the back-office. */
export const ResponsibleEvent = z.object({
  at: IsoDate,
  actor: z.string().describe('"member" or the staff login'),
  kind: z.string(),
  detail: z
    .record(z.string(), z.unknown())
    .describe('what changed; limit amounts (from, to) in minor units (satang, att)'),
});
export type ResponsibleEvent = z.infer<typeof ResponsibleEvent>;

export const responsibleApi = {
  state: defineEndpoint({
    method: 'GET',
    path: '/api/responsible',
    summary:
      'Limits in force with what is left, pending raises, reality check, time-out, exclusion',
    access: 'member',
    response: ResponsibleState,
  }),
  setLimits: defineEndpoint({
    method: 'PUT',
    path: '/api/responsible/limits',
    summary: 'Set deposit limits: lower ones apply at once, higher or removed ones wait 24 h',
    access: 'member',
    moves: 'none',
    body: DepositLimits,
    response: ResponsibleState,
  }),
  confirmLimits: defineEndpoint({
    method: 'POST',
    path: '/api/responsible/limits/confirm',
    summary: 'Confirm the raises whose 24 hours have passed (LIMIT_PENDING before then)',
    access: 'member',
    moves: 'none',
    response: ResponsibleState,
  }),
  setRealityCheck: defineEndpoint({
    method: 'PUT',
    path: '/api/responsible/reality-check',
    summary: 'Reality-check interval in minutes (0 = off)',
    access: 'member',
    moves: 'none',
    body: z.strictObject({
      intervalMinutes: z.union(REALITY_CHECK_MINUTES.map((m) => z.literal(m))),
    }),
    response: ResponsibleState,
  }),
  realityCheck: defineEndpoint({
    method: 'GET',
    path: '/api/responsible/reality-check',
    summary: 'Time, stakes, payouts and net position since the session began (game rounds)',
    access: 'member',
    response: RealityCheck,
  }),
  timeout: defineEndpoint({
    method: 'POST',
    path: '/api/responsible/timeout',
    summary: 'Take a break at once; it cannot be shortened (money can still be withdrawn)',
    access: 'member',
    moves: 'none',
    body: z.strictObject({ period: z.enum(TIMEOUT_PERIODS) }),
    response: ResponsibleState,
  }),
  exclusion: defineEndpoint({
    method: 'POST',
    path: '/api/responsible/exclusion',
    summary: 'Exclude oneself at once (6 months or more); games are emptied to the wallet',
    access: 'member',
    moves: 'none',
    body: z.strictObject({ period: z.enum(EXCLUSION_PERIODS), confirm: z.literal(true) }),
    response: ResponsibleState,
  }),
  liftExclusion: defineEndpoint({
    method: 'POST',
    path: '/api/responsible/exclusion/lift',
    summary: 'Ask to lift an ended self-exclusion: lifted after 7 days of cooling-off',
    access: 'member',
    moves: 'none',
    response: ResponsibleState,
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/api/responsible/history',
    summary: 'Every change of the member’s limits, checks, breaks and exclusions, newest first',
    access: 'member',
    response: z.object({ events: z.array(ResponsibleEvent) }),
  }),
} as const;
