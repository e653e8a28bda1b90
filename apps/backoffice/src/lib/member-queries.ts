import { api } from '@wallet/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/**
 * One member's balances as the ledger holds them, and their bonus: shared by the member page and
 * the chat inbox's member panel, under the same cache keys, so both show the same answer.
 */
export const useMemberWallet = (phone: string) =>
  useQuery({
    queryKey: ['operator', 'member', phone, 'wallet'],
    queryFn: () => apiClient.request(api.operator.memberWallet, { params: { phone } }),
  });

export const useMemberBonus = (phone: string) =>
  useQuery({
    queryKey: ['operator', 'member', phone, 'bonus'],
    queryFn: () => apiClient.request(api.operatorBonus.memberBonus, { params: { phone } }),
  });
