import { z } from 'zod';
import {
  LAO_CURRENCIES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TEXT_MAX_LENGTH,
} from '../constants';
import { MessageResponse, defineEndpoint } from '../endpoint';
import { BankName, IsoDate, RecordId } from './common';
import { OtpSendResponse, OtpVerifyRequest } from './otp';

/**
 * Shape rules only. Rules that depend on settings (phone length per deployment, English names for
 * KTB/TMB/BBL) are the §5 validators in ../validators, which the server calls with its settings.
 */
const Text = z.string().trim().min(1).max(TEXT_MAX_LENGTH);
const OptionalText = z.string().trim().max(TEXT_MAX_LENGTH).optional();
/** Added security policy: 8–64 characters; never trimmed. */
export const NewPassword = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
const AnyPassword = z.string().min(1).max(PASSWORD_MAX_LENGTH);
const Username = z.string().trim().min(1).max(20).describe('the phone number');
const BankCode = z.string().trim().min(1).max(20);
const BankAccountNo = z
  .string()
  .trim()
  .regex(/^\d{6,20}$/)
  .describe('digits only; §9 3-3-4 grouping is display only');

/** §3 Registration (bankAccountName is first and last name joined by a space). */
const RegistrationFields = {
  name: Text,
  username: Username,
  password: NewPassword,
  sourceCode: OptionalText,
  inviteCode: OptionalText,
  bankCode: BankCode,
  bankAccountName: Text,
  bankAccountNo: BankAccountNo,
};

/** §4: step 3 validates before the bank step, so the bank fields may still be missing. */
export const ValidateAccountRequest = z.strictObject({
  ...RegistrationFields,
  bankCode: RegistrationFields.bankCode.optional(),
  bankAccountName: RegistrationFields.bankAccountName.optional(),
  bankAccountNo: RegistrationFields.bankAccountNo.optional(),
});
export const RegisterRequest = z.strictObject({
  ...RegistrationFields,
  currency: z.enum(LAO_CURRENCIES).optional().describe('Lao deployment only'),
  otpToken: z
    .string()
    .max(500)
    .optional()
    .describe('Added: the verified token from /api/otp (required when registerOTP is on)'),
});
export type RegisterRequest = z.input<typeof RegisterRequest>;

/**
 * Issue 14: after repeated failed logins for the phone (or from the caller's network) the server
 * answers LOGIN_OTP_REQUIRED and the login needs a fresh SMS code from POST /api/login/otp.
 */
export const LoginRequest = z.strictObject({
  username: Username,
  password: AnyPassword,
  otp: OtpVerifyRequest.optional().describe(
    'Added (issue 14): the login code, needed only after a LOGIN_OTP_REQUIRED answer',
  ),
});
export type LoginRequest = z.input<typeof LoginRequest>;
export const LoginOtpRequest = z.strictObject({ username: Username });
/** The same shape whether or not the phone is a member's: the endpoint cannot find members. */
export const LoginOtpResponse = OtpSendResponse.pick({ otpRef: true, otpToken: true });
export type LoginOtpResponse = z.infer<typeof LoginOtpResponse>;

export const Profile = z.object({
  _id: RecordId,
  name: z.string(),
  username: z.string(),
  createdAt: IsoDate,
});
export const ProfileBankAccount = z.object({
  bankCode: z.string(),
  bankAccountName: z.string(),
  bankAccountNo: z.string(),
  bank: BankName,
});
export const ProfileResponse = z.object({ profile: Profile, bankAccount: ProfileBankAccount });
export type ProfileResponse = z.infer<typeof ProfileResponse>;

export const UpdateProfileRequest = z.strictObject({
  name: Text,
  bankCode: BankCode,
  bankAccountName: Text,
  bankAccountNo: BankAccountNo,
});
export const UpdateBankAccountNameRequest = z.strictObject({
  bankCode: BankCode,
  bankAccountName: Text,
});
export const ChangePasswordRequest = z.strictObject({
  oldPassword: AnyPassword,
  newPassword: NewPassword,
});

export const accountApi = {
  validate: defineEndpoint({
    method: 'POST',
    path: '/api/account/validate',
    summary: 'Check the registration fields entered so far (wizard step 3) without registering',
    access: 'public',
    body: ValidateAccountRequest,
    response: MessageResponse,
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/api/account',
    summary: 'Register a member (phone confirmed by OTP first when registerOTP is on)',
    access: 'public',
    body: RegisterRequest,
    response: MessageResponse,
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/api/login',
    summary: 'Log in with phone and password; answers a session token',
    access: 'public',
    body: LoginRequest,
    response: z.object({ token: z.string() }),
  }),
  loginOtp: defineEndpoint({
    method: 'POST',
    path: '/api/login/otp',
    summary:
      'Added (issue 14): send the login code by SMS when the phone is a member’s; the same answer either way',
    access: 'public',
    body: LoginOtpRequest,
    response: LoginOtpResponse,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/logout',
    summary: 'Added: revoke the current session token',
    access: 'member',
    moves: 'none',
    response: MessageResponse,
  }),
  profile: defineEndpoint({
    method: 'GET',
    path: '/api/account/profile',
    summary: 'The member profile and bank account',
    access: 'member',
    response: ProfileResponse,
  }),
  updateProfile: defineEndpoint({
    method: 'PUT',
    path: '/api/account/profile',
    summary: 'Change name and bank account',
    access: 'member',
    moves: 'none',
    body: UpdateProfileRequest,
    response: MessageResponse,
  }),
  updateBankAccountName: defineEndpoint({
    method: 'PUT',
    path: '/api/account/bankAccountName',
    summary: 'Correct the bank account name (forced to English for KTB, TMB and BBL, §4)',
    access: 'member',
    moves: 'none',
    body: UpdateBankAccountNameRequest,
    response: MessageResponse,
  }),
  changePassword: defineEndpoint({
    method: 'PUT',
    path: '/api/account/changepwd',
    summary: 'Change the password, given the old one',
    access: 'member',
    moves: 'none',
    body: ChangePasswordRequest,
    response: MessageResponse,
  }),
} as const;
