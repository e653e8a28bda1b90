import { api } from '@wallet/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The member's responsible-gambling state (limits, break, exclusion) for the deposit review. */
export const getDepositLimits = (phone: string) =>
  apiClient.request(api.operatorMembers.memberResponsible, { params: { phone } });

export function useDepositLimits(phone: string) {
  return useQuery({
    queryKey: queryKeys.members.depositLimits(phone),
    queryFn: () => getDepositLimits(phone),
  });
}
