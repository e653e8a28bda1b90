import { formatAmount, type WalletResponse } from '@wallet/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/toast/toast-context';
import { pendingMoney } from '@/lib/pending-money';
import { totalBalance } from '@/lib/slot-balance';

const toMinor = (amount: number) => Math.round(amount * 100);

/**
 * Issue 13: while home is shown, a wallet answer whose balance rose while a deposit was on its
 * way says "Money received: ฿X" (a polite toast, role=status). X is what reached the wallet and
 * also raised the total, so money moved in from a game (the total stays) or won in a game (the
 * wallet stays) is not taken for a deposit. Announced once: the deposits marked are cleared.
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
    pendingMoney.dropAll('deposit');
    toast.show({
      tone: 'success',
      message: t('home.moneyReceived', { amount: formatAmount(received / 100) }),
    });
  }, [wallet, t, toast]);
}
