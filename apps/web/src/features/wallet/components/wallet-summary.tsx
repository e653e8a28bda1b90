import { type WalletResponse } from '@wallet/contract';
import { formatAmount } from '@/lib/money';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/lib/translator';
import { Button } from '@/components/ui/button/button';
import { AlertIcon, RefreshIcon, WalletIcon } from '@/components/ui/icons/icons';
import { TransferIcon } from '@/components/ui/icons/member-icons';
import { convertedAmount, notReadNow, totalBalance } from '@/lib/slot-balance';
import { useRefreshBalances } from '../hooks/use-refresh-balances';
import { LastSyncTime } from './last-sync-time';
import { WalletParts } from './wallet-parts';
import './wallet.css';
import { moneySymbol } from '@/lib/i18n';

/**
 * Spec §2 /user/home header: member name, logo, the balance-refresh control with the last
 * update time, and the total balance in baht (the wallet plus every game, converted). `footer`
 * is what the screen adds below the balances (the invite bonus with its Receive button).
 */
export function WalletSummary({
  wallet,
  onTransfer,
  footer,
}: {
  wallet: WalletResponse;
  onTransfer: () => void;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const syncId = useId();
  const notRead = notReadNow(wallet.slots);
  const { refresh, isRefreshing } = useRefreshBalances();
  const inGames = wallet.slots
    .filter((slot) => slot.isActive)
    .reduce((sum, slot) => sum + Math.round(convertedAmount(slot) * 100), 0);

  return (
    <section className="wallet-card" aria-labelledby={titleId}>
      <h2 className="visually-hidden" id={titleId}>
        {t('home.balanceTitle')}
      </h2>
      <div className="wallet-card__top">
        <span className="wallet-card__logo" aria-hidden="true">
          <WalletIcon size={22} />
        </span>
        <div className="wallet-card__who">
          <p className="wallet-card__name">{wallet.profile.name}</p>
          <LastSyncTime id={syncId} />
        </div>
        <button
          type="button"
          className={`icon-action wallet-card__refresh${isRefreshing ? ' is-spinning' : ''}`}
          aria-label={t('home.refresh')}
          aria-describedby={syncId}
          aria-busy={isRefreshing || undefined}
          // aria-disabled keeps focus on the control while it runs (refresh() ignores a second press)
          aria-disabled={isRefreshing || undefined}
          onClick={() => refresh()}
        >
          <RefreshIcon size={20} />
        </button>
      </div>
      <div className="wallet-card__balance">
        <div>
          <p className="wallet-card__label">{t('home.totalBalance')}</p>
          <p className="wallet-card__total">
            <span className="wallet-card__currency">{moneySymbol()}</span>
            {formatAmount(totalBalance(wallet.wallet.amount, wallet.slots))}
          </p>
        </div>
        {/* spec §2 home: a total holding a balance not read from its game just now says so (read
            right after the total; shown below the row of the total and Transfer) */}
        {notRead > 0 ? (
          <p className="wallet-card__not-read">
            <AlertIcon size={14} />
            <span>{t('home.totalNotRead', { count: notRead })}</span>
          </p>
        ) : null}
        <Button
          className="wallet-card__transfer"
          onClick={onTransfer}
          icon={<TransferIcon size={18} />}
        >
          {t('home.transfer')}
        </Button>
      </div>
      <WalletParts
        symbol={moneySymbol()}
        wallet={formatAmount(wallet.wallet.amount)}
        inGames={formatAmount(inGames / 100)}
      />
      {footer}
    </section>
  );
}
