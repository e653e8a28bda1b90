import { QR_MINIMUM, type QrBank } from '../constants';

/** spec §5: KBANK needs at least 1, WW 100 and E2P 50 before a QR can be created. */
export function canCreateQr(bank: QrBank, amount: number): boolean {
  return Number.isFinite(amount) && amount >= QR_MINIMUM[bank];
}
