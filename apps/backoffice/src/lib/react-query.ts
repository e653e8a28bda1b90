import type { UseMutationOptions } from '@tanstack/react-query';

/**
 * What a screen adds to a feature's mutation hook: its own reactions (a toast, closing a dialog,
 * clearing a form). The hook keeps the request and what it does to the cache.
 */
export type MutationCallbacks<TData, TVariables = void> = Pick<
  UseMutationOptions<TData, Error, TVariables>,
  'onSuccess' | 'onError' | 'onSettled'
>;
