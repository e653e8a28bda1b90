import { api } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useInvalidatingMutation, type MutationCallbacks } from '@/lib/react-query';

export type LineDismiss = { id: string; reason: string };

/** Dismiss a line with a reason: nothing is credited (the reason goes to the audit). */
export const dismissBankLine = ({ id, reason }: LineDismiss) =>
  apiClient.request(api.operatorBankFeed.lineDismiss, { params: { id }, body: { reason } });

export function useDismissBankLine(
  options: MutationCallbacks<Awaited<ReturnType<typeof dismissBankLine>>, LineDismiss> = {},
) {
  return useInvalidatingMutation(dismissBankLine, [queryKeys.bankFeed.all], options);
}
