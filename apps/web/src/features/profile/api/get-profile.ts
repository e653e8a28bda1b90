import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountApi, type ProfileResponse } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';

export const getProfile = (): Promise<ProfileResponse> => apiClient.request(accountApi.profile);

/** Shared by the profile screen and the member layout's bank-name check (one request). */
export const getProfileQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'profile'], queryFn: getProfile });

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
