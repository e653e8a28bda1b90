import { api } from '@wallet/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The site's baht deposit accounts (setting deposit.accounts) as the public deposit lookup lists
 * them: a device forwards the texts of one of them. The lookup, as finance cannot read settings.
 */
export const getDepositAccounts = async () => (await apiClient.request(api.lookup.deposit)).banks;

export function useDepositAccounts() {
  return useQuery({ queryKey: queryKeys.bankFeed.accounts, queryFn: getDepositAccounts });
}
