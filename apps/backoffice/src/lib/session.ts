import type { Permission, SignedIn } from '@wallet/contract';
import { createContext, useContext } from 'react';

/** The signed-in staff member, given by the shell to every screen under it. */
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
