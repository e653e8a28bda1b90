import { api } from '@wallet/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { formatCurrency, formatMoney } from './format';
import { queryKeys } from './query-keys';

/*
 * One member's reads that more than one feature shows (the member page, the chat inbox's member
 * panel, the deposit review): here, under the same cache keys, so all show the same answer.
 * Features never import each other; what two of them read lives in lib/.
 */

/** The member's balances as the ledger holds them. */
export const getMemberWallet = (phone: string) =>
  apiClient.request(api.operator.memberWallet, { params: { phone } });

export const useMemberWallet = (phone: string) =>
  useQuery({ queryKey: queryKeys.member.wallet(phone), queryFn: () => getMemberWallet(phone) });

/** The member's bonus, if one runs. */
export const getMemberBonus = (phone: string) =>
  apiClient.request(api.operatorBonus.memberBonus, { params: { phone } });

export const useMemberBonus = (phone: string) =>
  useQuery({ queryKey: queryKeys.member.bonus(phone), queryFn: () => getMemberBonus(phone) });

/** Who the member is. */
export const getMemberProfile = (phone: string, signal?: AbortSignal) =>
  apiClient.request(api.operatorMembers.member, { params: { phone }, signal });

export const useMemberProfile = (phone: string) =>
  useQuery({
    queryKey: queryKeys.member.profile(phone),
    queryFn: ({ signal }) => getMemberProfile(phone, signal),
  });

/** The member's last deposits of every status (the server searches by phone; 9 are asked). */
export const getRecentDeposits = (phone: string) =>
  apiClient.request(api.operator.deposits, { query: { status: 'all', q: phone, limit: 9 } });

/** The deposit review's side list and the chat's member panel. */
export const useRecentDeposits = (phone: string) =>
  useQuery({ queryKey: queryKeys.deposits.recent(phone), queryFn: () => getRecentDeposits(phone) });

/**
 * An amount of this member's, written in their wallet's currency (฿ or ₭); the plain number
 * until the profile has answered, never another currency's sign.
 */
export function useMemberMoney(phone: string): (value: number | null | undefined) => string {
  const currency = useMemberProfile(phone).data?.currency;
  return (value) => (currency ? formatCurrency(value, currency) : formatMoney(value));
}
