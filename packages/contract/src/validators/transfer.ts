import { TRANSFER_MIN_BAHT, WALLET_CODE } from '../constants';

export type TransferError =
  'SELECT_ACCOUNT' | 'SAME_ACCOUNT' | 'TRANSFER_MINIMUM' | 'MONEY_NOT_ENOUGH';

export interface TransferInput {
  /** WALLET or a slot code; empty or missing when not chosen yet. */
  from: string | null | undefined;
  to: string | null | undefined;
  amount: number;
  walletAmount: number;
}

/** spec §5 transfer rules, checked in the order the modal shows them. */
export function validateTransfer({
  from,
  to,
  amount,
  walletAmount,
}: TransferInput): TransferError | null {
  if (!from || !to) return 'SELECT_ACCOUNT';
  if (from === to) return 'SAME_ACCOUNT';
  if (!(amount >= TRANSFER_MIN_BAHT)) return 'TRANSFER_MINIMUM'; // also NaN
  if (from === WALLET_CODE && !(walletAmount > 0)) return 'MONEY_NOT_ENOUGH';
  return null;
}
