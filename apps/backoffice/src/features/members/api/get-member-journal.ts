import { api } from '@wallet/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The member's 30 latest ledger entries with every posting (money and coins). */
export const getMemberJournal = (phone: string, signal?: AbortSignal) =>
  apiClient.request(api.operatorMembers.memberJournal, {
    params: { phone },
    query: { limit: 30 },
    signal,
  });

export function useMemberJournal(phone: string) {
  return useQuery({
    queryKey: queryKeys.member.journal(phone),
    queryFn: ({ signal }) => getMemberJournal(phone, signal),
  });
}
