import { api, type SignedIn } from '@wallet/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { csrf } from '@/lib/csrf';
import { queryKeys } from '@/lib/query-keys';

/** Reads /me (after a reload this gives the CSRF token again) and keeps the token in memory. */
export async function fetchMe(): Promise<SignedIn> {
  const me = await apiClient.request(api.backoffice.me);
  csrf.set(me.csrfToken);
  return me;
}

export function useMeQuery() {
  return useQuery({ queryKey: queryKeys.me, queryFn: fetchMe, staleTime: Infinity, retry: false });
}

/** After login: remember the token and the staff member without another round trip. */
export function useRememberSignIn() {
  const client = useQueryClient();
  return (signedIn: SignedIn) => {
    csrf.set(signedIn.csrfToken);
    client.setQueryData(queryKeys.me, signedIn);
  };
}
