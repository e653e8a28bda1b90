import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type ActiveBonus,
  type ActiveBonusResponse,
  type ActiveBonusState,
  bonusApi,
  type Locale,
} from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';
import { sharedQueryKeys } from '@/lib/query-keys';

/** Every bonus and promotion query sits under this root: receiving or ending one reloads all. */
export const bonusQueryRoot = sharedQueryKeys.bonus;

/** How often a bonus in play is asked for its progress (issue 8: the bar follows play). */
export const ACTIVE_BONUS_POLL_MS = 5_000;

const LIVE_STATES: readonly ActiveBonusState[] = ['awaiting_deposit', 'running', 'ending'];

/** Spec §7 GET /api/bonus/check/active: the member's bonus or promotion with its progress. */
export const getActiveBonus = (locale: Locale): Promise<ActiveBonusResponse> =>
  apiClient.request(bonusApi.checkActive, { locale });

/** The bonus of an answer, or null when none is active. */
export const activeBonusOf = (data: ActiveBonusResponse | undefined): ActiveBonus | null =>
  data?.bonus ?? null;

/**
 * Polled every 5 s while a bonus waits for its deposit, runs or ends, and read again when the
 * member comes back to the window (from a game), so the progress follows play without a reload.
 */
export const getActiveBonusQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: [...bonusQueryRoot, 'active', locale],
    queryFn: () => getActiveBonus(locale),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => {
      const bonus = activeBonusOf(query.state.data);
      return bonus && LIVE_STATES.includes(bonus.state) ? ACTIVE_BONUS_POLL_MS : false;
    },
  });

/**
 * `poll: false` for readers that only need the current answer (the deposit and withdraw notices,
 * the login reminder): one polling reader per screen (the widget, the bonus page) is enough.
 */
export function useActiveBonus({
  enabled = true,
  poll = true,
}: { enabled?: boolean; poll?: boolean } = {}) {
  const options = getActiveBonusQueryOptions(useLocale());
  return useQuery({
    ...options,
    enabled,
    ...(poll ? {} : { refetchInterval: false as const }),
  });
}

/** Deposits are refused while a credited bonus runs or ends (BONUS_REMAINING, §4). */
export const blocksDeposit = (bonus: ActiveBonus | null): boolean =>
  bonus !== null && (bonus.state === 'running' || bonus.state === 'ending');
