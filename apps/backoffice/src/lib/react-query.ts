import {
  useMutation,
  useQueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';

/**
 * What a screen adds to a feature's mutation hook: its own reactions (a toast, closing a dialog,
 * clearing a form). The hook keeps the request and what it does to the cache.
 */
export type MutationCallbacks<TData, TVariables = void> = Pick<
  UseMutationOptions<TData, Error, TVariables>,
  'onSuccess' | 'onError' | 'onSettled'
>;

/**
 * A mutation that refreshes the reads it changes: the screen's own reactions run first (a toast,
 * closing a dialog), then each query in `invalidates` (its own key, from lib/query-keys) is
 * marked stale and refetched.
 */
export function useInvalidatingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  invalidates: readonly QueryKey[],
  options: MutationCallbacks<TData, TVariables> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn,
    onSuccess: (...args) => {
      const done = options.onSuccess?.(...args);
      for (const queryKey of invalidates) void client.invalidateQueries({ queryKey });
      return done;
    },
  });
}
