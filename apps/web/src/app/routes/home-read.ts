import {
  notifyManager,
  type QueryClient,
  type QueryFunction,
  type QueryFunctionContext,
  type QueryKey,
} from '@tanstack/react-query';
import { homeApi, type HomeResponse, type Locale } from '@wallet/contract';
import { getActiveBonusQueryOptions } from '@/features/bonus/api/get-active-bonus';
import { getProfileQueryOptions } from '@/features/profile/api/get-profile';
import { getResponsibleStateQueryOptions } from '@/features/responsible/api/get-responsible-state';
import { getSpinActiveQueryOptions } from '@/features/spinwheel/api/get-spin-active';
import { getWalletQueryOptions } from '@/features/wallet/api/get-wallet';
import { markSynced } from '@/features/wallet/hooks/use-last-sync';
import { isApiError } from '@/lib/api-error';
import { apiClient } from '@/lib/api-client';
import { setWalletCurrency } from '@/lib/i18n';

/** The answer of GET /api/home (added beside spec §7): what home reads for its first screen. */
export const getHome = (locale: Locale): Promise<HomeResponse> =>
  apiClient.request(homeApi.home, { locale });

/** One query of home (its feature's options) and where its answer sits in GET /api/home. */
interface Part {
  options: { queryKey: QueryKey; queryFn?: unknown };
  pick: (home: HomeResponse) => unknown;
}

const part = (options: Part['options'], pick: Part['pick']): Part => ({ options, pick });

/**
 * The queries home needs on load, each under its own feature's key (so every other screen, and
 * whatever invalidates them, keeps working unchanged), with its part of the one answer.
 */
export const homeParts = (locale: Locale): Part[] => [
  part(getWalletQueryOptions(), (home) => home.wallet),
  part(getActiveBonusQueryOptions(locale), (home) => home.activeBonus),
  part(getSpinActiveQueryOptions(), (home) => home.spinActive),
  part(getResponsibleStateQueryOptions(), (home) => home.responsible),
  // the member layout's bank-name check reads the profile (spec §4) on every member screen
  part(getProfileQueryOptions(), (home) => home.profile),
];

/** A session that ended is the app's to handle (to /login); asking each call again is no use. */
const sessionEnded = (error: unknown) => isApiError(error) && error.status === 401;

/**
 * Reads home's first screen in one round trip (GET /api/home) instead of one call per query, and
 * files each part under its query at once, in one batch: the screen renders every answer in one
 * commit, never part of them. While the read is on its way the queries count as fetching, so
 * their hooks (mounting meanwhile) share it instead of asking their own calls. If the read
 * fails (an older server copy without it, an outage), each query asks its own §7 call as before.
 * A read already on its way (the wallet's) is shared: nothing new is asked. Returns `release`,
 * for the screen to call once its hooks have subscribed (or when it goes away first).
 */
export function readHome(queryClient: QueryClient, locale: Locale): () => void {
  const parts = homeParts(locale);
  const walletKey = getWalletQueryOptions().queryKey;
  if (queryClient.getQueryState(walletKey)?.fetchStatus === 'fetching') return () => undefined;

  // the answer is filed once the screen's hooks have all subscribed (`release`): one that came
  // sooner would find no subscriber, and each hook mounting after it would ask its call again
  let release = () => undefined as void;
  const subscribed = new Promise<void>((resolve) => (release = resolve));
  const read = getHome(locale);
  read.catch(() => undefined); // handled below, once the screen has subscribed
  const answer = subscribed
    .then(() => read)
    // in a task of its own: the answer's check (its schema's first parse) and the screen's render
    // of it made one long task on a slow phone
    .then((home) => new Promise<typeof home>((resolve) => setTimeout(() => resolve(home), 0)))
    .then((home) => {
      // what GET /api/wallet's own read does: the currency of every figure, and `last_sync`
      setWalletCurrency(home.wallet.currency);
      markSynced();
      notifyManager.batch(() => {
        for (const { options, pick } of parts) {
          queryClient.setQueryData(options.queryKey, pick(home));
        }
      });
      return home;
    });
  // the rejection is each part's to handle (below); this copy must not go unhandled
  answer.catch(() => undefined);

  for (const { options, pick } of parts) {
    const own = options.queryFn as QueryFunction;
    let first = true;
    void queryClient.prefetchQuery({
      ...(options as { queryKey: QueryKey }),
      // the first try takes its part of the one answer; a retry, or any later read, is its own
      queryFn: (context: QueryFunctionContext) => {
        if (!first) return own(context);
        first = false;
        return answer.then(pick, (error: unknown) => {
          if (sessionEnded(error)) throw error;
          return own(context);
        });
      },
    });
  }
  return release;
}
