import { QueryClient, onlineManager } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** A failed read is asked again at most twice (three tries in all). */
export const MAX_RETRIES = 2;
/** Waits between tries: 0.5 s, then 1 s; never more than 2 s (issue 13). */
const RETRY_BASE_MS = 500;
const RETRY_MAX_MS = 2_000;

/**
 * Whether a failed read is worth another try: not a 4xx answer (it will not change), and not
 * while the browser is offline (the call cannot get through; the screen says so at once and
 * reads again when the connection is back).
 */
export function shouldRetry(failures: number, error: unknown): boolean {
  if (failures >= MAX_RETRIES) return false;
  if (!navigator.onLine || !onlineManager.isOnline()) return false;
  return !(isApiError(error) && error.status >= 400 && error.status < 500);
}

export const retryDelay = (attempt: number): number =>
  Math.min(RETRY_BASE_MS * 2 ** attempt, RETRY_MAX_MS);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // issue 13: offline, a call fails at once instead of pausing, so every list and refresh
        // ends in its error state with a Retry (TanStack's default `online` mode waits, pending,
        // for the connection: a spinner forever); a reconnect still reads everything again
        networkMode: 'always',
        retry: shouldRetry,
        retryDelay,
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}

export const queryClient = createQueryClient();
