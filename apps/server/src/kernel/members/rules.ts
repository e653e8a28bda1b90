import {
  type BankOption,
  type Currency,
  type ErrorCode,
  normalizeBankAccountName,
  validateBankAccountName,
  validatePhone,
} from '@wallet/contract';
import type { SourceOption } from './types';

export interface RegistrationContext {
  lao: boolean;
  banks: readonly BankOption[];
  sources: readonly SourceOption[];
}

/** spec §5 phone rule, as the server answers it. */
export function phoneError(phone: string, lao: boolean): ErrorCode | null {
  const error = validatePhone(phone, { lao });
  if (error === 'REQUIRED') return 'KEY_MISSING';
  return error;
}

export function sourceError(
  sourceCode: string | undefined,
  ctx: RegistrationContext,
): ErrorCode | null {
  if (!sourceCode) return null;
  return ctx.sources.some((s) => s.code === sourceCode) ? null : 'INVALID_USER_INFO';
}

/**
 * spec §5 bank step: a bank the site lists; KTB/TMB/BBL names in English letters (only those:
 * a Lao bank takes a name in Lao letters). With the wallet's `currency` (spec §2 step 4), the
 * bank must hold it: a LAK wallet is paid out to a Lao bank, a BAHT one to a Thai bank.
 */
export function bankError(
  bankCode: string,
  bankAccountName: string,
  ctx: RegistrationContext,
  currency?: Currency,
): ErrorCode | null {
  const bank = ctx.banks.find((b) => b.code === bankCode);
  if (!bank) return 'INVALID_BANK';
  if (currency && (bank.currency ?? 'BAHT') !== currency) return 'INVALID_BANK';
  const nameError = validateBankAccountName(bankCode, bankAccountName);
  if (nameError === 'REQUIRED') return 'KEY_MISSING';
  return nameError;
}

/** spec §2/§3: LAK or BAHT on the Lao deployment (LAK by default), BAHT everywhere else. */
export function resolveCurrency(
  requested: Currency | undefined,
  lao: boolean,
): Currency | 'INVALID' {
  if (lao) return requested ?? 'LAK';
  return requested === undefined || requested === 'BAHT' ? 'BAHT' : 'INVALID';
}

/** The `PR<id>` invite code of spec §2 → the inviter's member id. */
export function parseInviteCode(code: string | undefined): number | null | 'INVALID' {
  if (!code) return null;
  const match = /^PR(\d{1,15})$/i.exec(code.trim());
  return match ? Number(match[1]) : 'INVALID';
}

export const inviteCodeOf = (memberId: number) => `PR${memberId}`;
export { normalizeBankAccountName };
