import { ENGLISH_NAME_BANKS } from '../constants';

export type BankAccountNameError = 'REQUIRED' | 'BANK_ACCOUNT_NAME_ENG';

const ENGLISH_NAME = /^[A-Za-z ]+$/;

/** spec §5: KTB, TMB and BBL accounts must carry an English name. */
export function requiresEnglishName(bankCode: string): boolean {
  return (ENGLISH_NAME_BANKS as readonly string[]).includes(bankCode.trim().toUpperCase());
}

/** spec §5 bank step: required; letters A-Z and spaces only for the English-name banks. */
export function validateBankAccountName(
  bankCode: string,
  name: string,
): BankAccountNameError | null {
  if (name.trim() === '') return 'REQUIRED';
  if (requiresEnglishName(bankCode) && !ENGLISH_NAME.test(name)) return 'BANK_ACCOUNT_NAME_ENG';
  return null;
}

/** spec §5 edit dialog: required, letters A-Z and spaces only whatever the bank. */
export function validateEditedBankAccountName(name: string): BankAccountNameError | null {
  if (name.trim() === '') return 'REQUIRED';
  return ENGLISH_NAME.test(name) ? null : 'BANK_ACCOUNT_NAME_ENG';
}

/**
 * spec §4: the forced bank-name edit — an English-name bank (KTB, TMB, BBL) holding a name that is
 * not A-Z. The member app opens the edit it cannot close; the server refuses payouts until then.
 */
export function bankAccountNameNeedsFix(bankCode: string, name: string): boolean {
  return requiresEnglishName(bankCode) && validateEditedBankAccountName(name) !== null;
}

/** spec §2/§5: names are shown and stored uppercase, single-spaced. */
export function normalizeBankAccountName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toUpperCase();
}
