import { api, type BodyOf } from '@wallet/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useInvalidatingMutation, type MutationCallbacks } from '@/lib/react-query';

/** Every staff account with its role, status and last sign-in. */
export const getStaff = () => apiClient.request(api.operatorStaff.listStaff);

export function useStaffList() {
  return useQuery({ queryKey: queryKeys.staff, queryFn: getStaff });
}

export type AddStaffInput = BodyOf<typeof api.operatorStaff.addStaff>;

/** A new account; the answer is its one-time setup link. */
export const addStaff = (body: AddStaffInput) =>
  apiClient.request(api.operatorStaff.addStaff, { body });

export function useAddStaff(
  options: MutationCallbacks<Awaited<ReturnType<typeof addStaff>>, AddStaffInput> = {},
) {
  return useInvalidatingMutation(addStaff, [queryKeys.staff], options);
}

export type UpdateStaffInput = BodyOf<typeof api.operatorStaff.updateStaff>;

/** A new role or status (only what changed), with a reason. */
export const updateStaff = (login: string, body: UpdateStaffInput) =>
  apiClient.request(api.operatorStaff.updateStaff, { params: { login }, body });

export function useUpdateStaff(
  login: string,
  options: MutationCallbacks<Awaited<ReturnType<typeof updateStaff>>, UpdateStaffInput> = {},
) {
  return useInvalidatingMutation(
    (body: UpdateStaffInput) => updateStaff(login, body),
    [queryKeys.staff],
    options,
  );
}

/** Password and authenticator reset; the answer is a new setup link. */
export const resetStaff = (login: string, reason: string) =>
  apiClient.request(api.operatorStaff.resetStaff, { params: { login }, body: { reason } });

export function useResetStaff(
  login: string,
  options: MutationCallbacks<Awaited<ReturnType<typeof resetStaff>>, string> = {},
) {
  return useInvalidatingMutation(
    (reason: string) => resetStaff(login, reason),
    [queryKeys.staff],
    options,
  );
}
