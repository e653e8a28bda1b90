import { useEffect } from 'react';
import { pendingMoney } from '@/lib/pending-money';

/** The mark of a bank transfer watched (lib/pending-money): one at a time. */
export const BANK_WATCH_KEY = 'bank-transfer';
/**
 * Issue 26: "within 2 s of the credit": the wallet is read every second while watched, so a
 * credit shows at most a second plus one round trip after it (at 2 s, a read just missed plus the
 * round trip went past 2 s in the browser test).
 */
export const BANK_WATCH_POLL_MS = 1_000;
/**
 * How long after the bank-transfer tab is shown: time to copy the account, transfer in the
 * banking app and come back. It is also the server's default bankFeed.maxAgeMinutes (10): a
 * text older than that is not credited automatically anyway (it waits for staff).
 */
export const BANK_WATCH_MS = 10 * 60_000;

/**
 * Issue 26, member side: "when it is [credited automatically], home shows the money within 2 s
 * of the credit without a reload, with the money-received toast." A bank credit starts on the
 * server (a forwarded bank text, modules/bank-feed), so nothing is pending on the member's side
 * for the wallet's polling (lib/pending-money) to wait for, and its backoff (3 s first) would be
 * too slow anyway. The smallest honest mechanism: showing the tab of an AUTO account marks a
 * deposit on its way with a fixed 1 s pace for BANK_WATCH_MS. The wallet query then reads GET
 * /api/wallet every second while the page is visible (TanStack does not poll a hidden page: while
 * the member is in their banking app nothing is read; coming back reads at once,
 * useRefreshOnReturn), and home's useMoneyReceived says "Money received" when the wallet and the
 * total rise, which ends the watch (it drops the deposit marks). Showing the tab again starts a
 * new window. The cost: GET /api/wallet also reads every game's balance, at most 600 reads in a
 * window. Decision 026: while the member's socket is connected the credit is pushed instead and
 * the wallet does not poll at all (lib/money-live); this 1 s pace is the fallback when it is down,
 * and the mark still lets home announce the money.
 */
export function useBankTransferWatch(watch: boolean): void {
  useEffect(() => {
    if (!watch) return;
    // a new window from now (marking an existing key would keep its old start)
    pendingMoney.drop(BANK_WATCH_KEY);
    pendingMoney.mark(BANK_WATCH_KEY, 'deposit', {
      every: BANK_WATCH_POLL_MS,
      until: Date.now() + BANK_WATCH_MS,
    });
    // kept after the modal closes: the member transfers in their banking app meanwhile
  }, [watch]);
}
