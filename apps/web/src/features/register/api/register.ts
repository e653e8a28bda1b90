import { useMutation } from '@tanstack/react-query';
import { accountApi, type RegisterRequest, type ResponseOf } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';

export const register = (body: RegisterRequest): Promise<ResponseOf<typeof accountApi.register>> =>
  apiClient.request(accountApi.register, { body });

export function useRegister() {
  return useMutation({ mutationFn: register });
}
