import type { LimitWindow, RealityCheck, ResponsibleState } from '@wallet/contract';

/** One deposit-limit window as GET /api/responsible answers it (issue 15); no limit by default. */
export function limitWindow(
  period: LimitWindow['period'],
  fields: Partial<LimitWindow> = {},
): LimitWindow {
  return { period, limit: null, used: 0, remaining: null, freesAt: null, ...fields };
}

/** GET /api/responsible: nothing set, signed in at `sessionStartedAt`. */
export function responsibleState(fields: Partial<ResponsibleState> = {}): ResponsibleState {
  return {
    limits: [limitWindow('daily'), limitWindow('weekly'), limitWindow('monthly')],
    remaining: null,
    pending: [],
    realityCheck: { intervalMinutes: 0, sessionStartedAt: '2025-05-01T03:00:00.000Z' },
    timeout: null,
    exclusion: null,
    ...fields,
  };
}

/** GET /api/responsible/reality-check. */
export function realityCheck(fields: Partial<RealityCheck> = {}): RealityCheck {
  return {
    since: '2025-05-01T03:00:00.000Z',
    minutes: 15,
    rounds: 42,
    stakes: 840,
    payouts: 610.5,
    net: -229.5,
    ...fields,
  };
}
