import { useProfile } from '../api/get-profile';
import { useBankNameFixNeeded } from '../hooks/use-bank-name-check';
import { BankNameModal } from './bank-name-modal';

/**
 * Spec §4: on every member screen, a KTB/TMB/BBL account whose name is not English letters must
 * be corrected first. The modal cannot be dismissed; it closes once the refetched profile passes.
 */
export function ForcedBankNameModal() {
  const bankAccount = useProfile().data?.bankAccount;
  const open = useBankNameFixNeeded();
  return <BankNameModal open={open} bankAccount={bankAccount} />;
}
