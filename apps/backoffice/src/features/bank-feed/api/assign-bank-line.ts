import { api } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useInvalidatingMutation, type MutationCallbacks } from '@/lib/react-query';

/** Credit a line to the member with this phone; `amount` (baht) only when the text shows none. */
export type LineAssign = { id: string; phone: string; reason: string; amount?: number };

export const assignBankLine = ({ id, ...body }: LineAssign) =>
  apiClient.request(api.operatorBankFeed.lineAssign, { params: { id }, body });

/** An assignment is a deposit: the queue, the deposits, the day's figures and the member change. */
export function useAssignBankLine(
  options: MutationCallbacks<Awaited<ReturnType<typeof assignBankLine>>, LineAssign> = {},
) {
  return useInvalidatingMutation(
    assignBankLine,
    [queryKeys.bankFeed.all, queryKeys.deposits.all, queryKeys.dashboard],
    options,
  );
}
