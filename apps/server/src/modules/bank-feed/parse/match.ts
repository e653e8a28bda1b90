import { normaliseBankCode } from './banks';
import type { Payer } from './types';

/** A member's registered bank account, as the members table holds it. */
export type RegisteredAccount = {
  bankCode: string;
  accountNo: string;
  /** The name on the account (the bank step of registration); needed for SCB→SCB texts. */
  accountName?: string | null;
};

/** The fewest letters of a shown name that say anything about a person. */
const MIN_NAME_LETTERS = 3;

const TITLES = /^(?:MR|MRS|MS|MISS|DR)\.? +/;

/** Upper case, single spaces, no leading title, English letters and spaces only. */
function englishName(name: string): string {
  return name
    .toUpperCase()
    .replace(/[^A-Z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(TITLES, '');
}

function digitsMatch(accountNo: string, payer: Payer): boolean {
  const digits = payer.digits ?? '';
  if (!/^\d+$/.test(digits)) return false;
  if (payer.firstDigits !== undefined) {
    if (!/^\d+$/.test(payer.firstDigits) || !accountNo.startsWith(payer.firstDigits)) return false;
    if (accountNo.length < payer.firstDigits.length + digits.length) return false;
  }
  if (payer.digitsAt === 'before-last')
    return accountNo.length > digits.length && accountNo.slice(-digits.length - 1, -1) === digits;
  return accountNo.length >= digits.length && accountNo.endsWith(digits);
}

function nameMatches(accountName: string | null | undefined, shown: string): boolean {
  const prefix = englishName(shown);
  if (prefix.replace(/ /g, '').length < MIN_NAME_LETTERS) return false;
  return englishName(accountName ?? '').startsWith(prefix);
}

/**
 * Whether a member's registered account can be the payer a text shows: the bank equal when
 * the text shows one (a bank shown but not recognised matches nobody); the visible digits
 * equal in their positions (last N; KBank's old middle 6; GSB's leading digits too); the name
 * (SCB→SCB) a case-insensitive prefix of the member's English account name. A payer showing
 * neither digits nor a name (a cut-off text, `null`) matches nobody. Whether exactly one
 * member matches is the caller's question.
 */
export function payerMatches(payer: Payer | null, account: RegisteredAccount): boolean {
  if (!payer) return false;
  if (payer.bankShown !== undefined && payer.bank === undefined) return false;
  if (payer.bank !== undefined && payer.bank !== normaliseBankCode(account.bankCode)) return false;
  const hasDigits = payer.digits !== undefined;
  const hasName = payer.name !== undefined;
  if (!hasDigits && !hasName) return false;
  const accountNo = account.accountNo.replace(/\D/g, '');
  if (hasDigits && !digitsMatch(accountNo, payer)) return false;
  if (hasName && !nameMatches(account.accountName, payer.name ?? '')) return false;
  return true;
}
