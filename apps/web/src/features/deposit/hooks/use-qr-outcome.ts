import { useQueryClient } from '@tanstack/react-query';
import { QR_OUTCOMES, type QrOutcome, type QrState } from '@wallet/contract';
import { useCallback, useEffect, useState } from 'react';
import { sharedQueryKeys } from '@/lib/query-keys';

/** `bonus`: the bonus the server says was credited with this deposit (issue 23 §2), or 0. */
export type QrPaidNotice = { qrcodeId: string; outcome: QrOutcome; amount: number; bonus: number };

const outcomes: readonly string[] = Object.values(QR_OUTCOMES);
const isOutcome = (message: string): message is QrOutcome => outcomes.includes(message);

/**
 * The QR this view was showing was paid (the server reports it for a few minutes after, see
 * QR_OUTCOMES): the notice to show in its place, and a dismiss. Only a QR this view saw live is
 * announced, so opening the modal later does not repeat an old payment. When one arrives, the
 * wallet and the statement reload so the new balance shows at once.
 */
export function useQrOutcome(state: QrState | undefined): [QrPaidNotice | null, () => void] {
  const queryClient = useQueryClient();
  const [seenLive, setSeenLive] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  // remember the live QR during render (derived state), so no paint shows a stale frame
  if (state?.hasQrcode && state.qrcodeId && state.qrcodeId !== seenLive) {
    setSeenLive(state.qrcodeId);
  }
  const notice =
    state &&
    !state.hasQrcode &&
    state.qrcodeId &&
    state.qrcodeId === seenLive &&
    state.qrcodeId !== dismissed &&
    isOutcome(state.message)
      ? {
          qrcodeId: state.qrcodeId,
          outcome: state.message,
          amount: state.amount,
          bonus: state.bonusAmount ?? 0,
        }
      : null;
  const paidId = notice?.qrcodeId;
  useEffect(() => {
    if (!paidId) return;
    void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.wallet });
    void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.statement });
  }, [paidId, queryClient]);
  const dismiss = useCallback(() => setDismissed(paidId ?? null), [paidId]);
  return [notice, dismiss];
}
