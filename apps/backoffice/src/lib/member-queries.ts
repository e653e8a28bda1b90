import { api } from '@wallet/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { formatCurrency, formatMoney } from './format';

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

/** Who the member is (the same cache key as the member page's profile card). */
export const useMemberProfile = (phone: string) =>
  useQuery({
    queryKey: ['operator', 'member', phone, 'profile'],
    queryFn: ({ signal }) =>
      apiClient.request(api.operatorMembers.member, { params: { phone }, signal }),
  });

/**
 * An amount of this member's, written in their wallet's currency (฿ or ₭); the plain number
 * until the profile has answered, never another currency's sign.
 */
export function useMemberMoney(phone: string): (value: number | null | undefined) => string {
  const currency = useMemberProfile(phone).data?.currency;
  return (value) => (currency ? formatCurrency(value, currency) : formatMoney(value));
}
