import { type WalletResponse } from '@wallet/contract';
import { formatAmount } from '@/lib/money';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/translator';
import { useToast } from '@/components/ui/toast/toast-context';
import { pendingMoney } from '@/lib/pending-money';
import { totalBalance } from '@/lib/slot-balance';

const toMinor = (amount: number) => Math.round(amount * 100);

/**
 * Issue 13: while home is shown, a wallet answer whose balance rose while a deposit was on its
 * way says "Money received: ฿X" (a polite toast, role=status). X is what reached the wallet and
 * also raised the total, so money moved in from a game (the total stays) or won in a game (the
 * wallet stays) is not taken for a deposit. Announced once: the deposits marked are cleared.
 * Issue 23 §2: a deposit the server described (a paid QR) is announced with the server's figures
 * instead, the bonus credited with it named apart, so the toast and the QR view agree.
 */
export function useMoneyReceived(wallet: WalletResponse | undefined): void {
  const { t } = useTranslation();
  const toast = useToast();
  const last = useRef<{ wallet: number; total: number } | null>(null);

  useEffect(() => {
    if (!wallet) return;
    const now = {
      wallet: toMinor(wallet.wallet.amount),
      total: toMinor(totalBalance(wallet.wallet.amount, wallet.slots)),
    };
    const before = last.current;
    last.current = now;
    if (!before) return;
    const received = Math.min(now.wallet - before.wallet, now.total - before.total);
    if (received <= 0 || !pendingMoney.has('deposit')) return;
    // issue 23 §2: when the server said what arrived (a paid QR: its deposit and the bonus
    // credited with it), the toast says those figures, the same ones the QR view shows
    const arrived = pendingMoney.arrived('deposit');
    pendingMoney.dropAll('deposit');
    const message = !arrived
      ? t('home.moneyReceived', { amount: formatAmount(received / 100) })
      : arrived.bonus > 0
        ? t('home.moneyReceivedWithBonus', {
            amount: formatAmount(arrived.deposit / 100),
            bonus: formatAmount(arrived.bonus / 100),
          })
        : t('home.moneyReceived', { amount: formatAmount(arrived.deposit / 100) });
    toast.show({ tone: 'success', message });
  }, [wallet, t, toast]);
}
