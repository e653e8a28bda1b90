import { QR_OUTCOMES, toMinor, type QrBank, type QrState } from '@wallet/contract';
import { pendingMoney } from '@/lib/pending-money';

/**
 * Issue 13: what a QR answer says about money on its way (lib/pending-money). A live QR may be
 * paid until it expires; one paid and credited settles (kept a moment, so the wallet answer that
 * shows it is announced); one paid and held for staff review stays pending on its own; cancelled
 * or expired, nothing is coming.
 */
export function notePendingQr(bank: QrBank, state: QrState): void {
  const key = `qr:${bank}`;
  if (state.hasQrcode) {
    pendingMoney.mark(key, 'deposit', { until: Date.now() + state.expireIn * 1000 });
  } else if (state.qrcodeId && state.message === QR_OUTCOMES.paid) {
    // issue 23 §2: the toast then names what the server credited, as the QR view does
    pendingMoney.settle(key, {
      deposit: toMinor(state.amount),
      bonus: toMinor(state.bonusAmount ?? 0),
    });
  } else if (state.qrcodeId && state.message === QR_OUTCOMES.review) {
    pendingMoney.drop(key);
    pendingMoney.mark(`qr-review:${state.qrcodeId}`, 'deposit');
  } else {
    pendingMoney.drop(key);
  }
}
