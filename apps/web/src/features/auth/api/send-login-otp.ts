import { useMutation } from '@tanstack/react-query';
import type { accountApi, BodyOf, LoginOtpResponse } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { checked, isLoginOtpAnswer, publicEndpoints } from '@/lib/public-endpoints';

export type SendLoginOtpInput = BodyOf<typeof accountApi.loginOtp>;

/**
 * Issue 14: after LOGIN_OTP_REQUIRED the login needs a code sent by SMS. The answer has the same
 * shape for any phone (the server sends the SMS only to a member's); `otpToken` goes back with
 * the code in the login body, `otpRef` is shown beside the code field.
 */
export const sendLoginOtp = (body: SendLoginOtpInput): Promise<LoginOtpResponse> =>
  apiClient
    .request(publicEndpoints.loginOtp, { body })
    .then((answer) => checked(answer, isLoginOtpAnswer));

export function useSendLoginOtp() {
  return useMutation({ mutationFn: sendLoginOtp });
}
