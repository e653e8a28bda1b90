import { api, type Permission, type SignedIn } from '@wallet/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { apiClient } from '@/lib/api-client';
import { csrf } from '@/lib/csrf';

export const ME_KEY = ['backoffice', 'me'] as const;

/** Reads /me (after a reload this gives the CSRF token again) and keeps the token in memory. */
export async function fetchMe(): Promise<SignedIn> {
  const me = await apiClient.request(api.backoffice.me);
  csrf.set(me.csrfToken);
  return me;
}

export function useMeQuery() {
  return useQuery({ queryKey: ME_KEY, queryFn: fetchMe, staleTime: Infinity, retry: false });
}

/** After login: remember the token and the staff member without another round trip. */
export function useRememberSignIn() {
  const client = useQueryClient();
  return (signedIn: SignedIn) => {
    csrf.set(signedIn.csrfToken);
    client.setQueryData(ME_KEY, signedIn);
  };
}

export const StaffContext = createContext<SignedIn['staff'] | null>(null);

export function useStaff(): SignedIn['staff'] {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff needs the signed-in shell');
  return staff;
}

export function useCan(): (permission: Permission) => boolean {
  const staff = useStaff();
  return (permission) => staff.permissions.includes(permission);
}
