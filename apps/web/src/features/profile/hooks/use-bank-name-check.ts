import { bankAccountNameNeedsFix } from '@wallet/contract';
import { useProfile } from '../api/get-profile';

type BankAccount = { bankCode: string; bankAccountName: string };

/** Spec §4: KTB, TMB and BBL accounts whose stored name is not English letters must be fixed. */
export const needsEnglishName = ({ bankCode, bankAccountName }: BankAccount): boolean =>
  bankAccountNameNeedsFix(bankCode, bankAccountName);

/** True while the signed-in member's bank account name has to be corrected before going on. */
export function useBankNameFixNeeded(): boolean {
  const bankAccount = useProfile().data?.bankAccount;
  return bankAccount ? needsEnglishName(bankAccount) : false;
}
