import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** §4: OTP_VERIFIED on send means the phone is already confirmed and the wizard skips the OTP step. */
export const OtpSendCode = z.enum(['OTP_SENT', 'OTP_VERIFIED']);
export type OtpSendCode = z.infer<typeof OtpSendCode>;

export const OtpSendRequest = z.strictObject({
  phoneNumber: z.string().trim().min(1).max(20),
  otpToken: z
    .string()
    .max(500)
    .optional()
    .describe(
      'Added: a token this client already verified for the phone; with it the answer is OTP_VERIFIED and no SMS is sent',
    ),
});
export const OtpSendResponse = z.object({
  otpRef: z.string().describe('shown beside the code field so the member can match the SMS'),
  otpToken: z.string(),
  code: OtpSendCode,
});
export type OtpSendResponse = z.infer<typeof OtpSendResponse>;

export const OtpVerifyRequest = z.strictObject({
  otpToken: z.string().min(1).max(500),
  otpCode: z.string().regex(/^\d{6}$/),
});

export const otpApi = {
  send: defineEndpoint({
    method: 'POST',
    path: '/api/otp/send',
    summary: 'Send a one-time code by SMS to the phone being registered',
    access: 'public',
    body: OtpSendRequest,
    response: OtpSendResponse,
  }),
  verify: defineEndpoint({
    method: 'POST',
    path: '/api/otp/verify',
    summary: 'Confirm the phone with the 6-digit code',
    access: 'public',
    body: OtpVerifyRequest,
    response: z.object({
      code: z
        .enum(['OTP_CODE_VALID', 'OTP_VERIFIED'])
        .describe('OTP_CODE_VALID: accepted now; OTP_VERIFIED: the phone was already confirmed'),
    }),
  }),
} as const;
