import { useMutation } from '@tanstack/react-query';
import { type BodyOf, otpApi, type OtpSendResponse } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';

export type SendOtpInput = BodyOf<typeof otpApi.send>;

/**
 * Spec §4: sends the code by SMS (OTP_SENT), or answers OTP_VERIFIED when `otpToken` is a token
 * already verified for this phone, and the wizard skips the OTP step.
 */
export const sendOtp = (body: SendOtpInput): Promise<OtpSendResponse> =>
  apiClient.request(otpApi.send, { body });

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
