import { api, type TimeoutPeriod } from '@wallet/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { MutationCallbacks } from '@/lib/react-query';

/** Issue 15: the member's limits, break or exclusion in force, and every change with who. */
export const getMemberResponsible = (phone: string, signal?: AbortSignal) =>
  apiClient.request(api.operatorMembers.memberResponsible, { params: { phone }, signal });

export function useMemberResponsible(phone: string) {
  return useQuery({
    queryKey: queryKeys.member.responsible(phone),
    queryFn: ({ signal }) => getMemberResponsible(phone, signal),
  });
}

/** A break imposed by staff: its length and a reason for the audit. */
export type ImposeBreakInput = { period: TimeoutPeriod; reason: string };

export const imposeBreak = (phone: string, body: ImposeBreakInput) =>
  apiClient.request(api.operatorMembers.memberTimeout, { params: { phone }, body });

/** The answer is the new state: shown at once, then read again. */
export function useImposeBreak(
  phone: string,
  options: MutationCallbacks<Awaited<ReturnType<typeof imposeBreak>>, ImposeBreakInput> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (body: ImposeBreakInput) => imposeBreak(phone, body),
    onSuccess: (...args) => {
      const key = queryKeys.member.responsible(phone);
      client.setQueryData(key, args[0]);
      void client.invalidateQueries({ queryKey: key });
      return options.onSuccess?.(...args);
    },
  });
}
