import { useMutation } from '@tanstack/react-query';
import { api, type BodyOf, type ResponseOf } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';

export type VerifyOtpInput = BodyOf<typeof api.otp.verify>;

export const verifyOtp = (body: VerifyOtpInput): Promise<ResponseOf<typeof api.otp.verify>> =>
  apiClient.request(api.otp.verify, { body });

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
