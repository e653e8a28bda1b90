import { useMutation } from '@tanstack/react-query';
import { type BodyOf, otpApi, type ResponseOf } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';

export type VerifyOtpInput = BodyOf<typeof otpApi.verify>;

export const verifyOtp = (body: VerifyOtpInput): Promise<ResponseOf<typeof otpApi.verify>> =>
  apiClient.request(otpApi.verify, { body });

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
