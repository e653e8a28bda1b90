/**
 * The periods of responsible play (issue 15, docs/decisions/015) as plain values, without zod:
 * api/responsible builds its schemas from them and re-exports them.
 */
export const LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
/** Rolling 24 hours, rolling 7 days, and the calendar month in the site's time zone. */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;
export const TIMEOUT_PERIODS = ['1d', '7d', '1m', '6w'] as const;
export type TimeoutPeriod = (typeof TIMEOUT_PERIODS)[number];
export const EXCLUSION_PERIODS = ['6m', '1y', '5y'] as const;
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];
