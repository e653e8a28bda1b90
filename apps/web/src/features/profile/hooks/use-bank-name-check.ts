import { bankAccountNameNeedsFix } from '@wallet/contract';
import { useProfile } from '../api/get-profile';

/**
 * True while the signed-in member's bank account name has to be corrected before going on
 * (spec §4: a KTB, TMB or BBL account whose stored name is not English letters).
 */
export function useBankNameFixNeeded(): boolean {
  const bankAccount = useProfile().data?.bankAccount;
  return bankAccount
    ? bankAccountNameNeedsFix(bankAccount.bankCode, bankAccount.bankAccountName)
    : false;
}
