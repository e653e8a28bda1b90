import { useMutation } from '@tanstack/react-query';
import { api, type RegisterRequest, type ResponseOf } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';

export const register = (body: RegisterRequest): Promise<ResponseOf<typeof api.account.register>> =>
  apiClient.request(api.account.register, { body });

export function useRegister() {
  return useMutation({ mutationFn: register });
}
