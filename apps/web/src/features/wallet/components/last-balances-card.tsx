import { formatAmount } from '@wallet/contract';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/translator';
import { Button } from '@/components/ui/button/button';
import { RefreshIcon, WalletIcon } from '@/components/ui/icons/icons';
import { ClockIcon, TransferIcon } from '@/components/ui/icons/member-icons';
import { formatDate, formatTime } from '@/lib/format-date';
import type { LastBalances } from '@/lib/last-balances';
import { currencySymbol } from '@/lib/money-currency';
import { convertedAmount } from '@/lib/slot-balance';
import { WalletParts } from './wallet-parts';
import './wallet.css';

/** "14:05", or "25/11/2026 14:05" when the balances were read on another day. */
function asOf(savedAt: number, now: number): string {
  const time = formatTime(savedAt).slice(0, 5);
  return formatDate(savedAt) === formatDate(now) ? time : `${formatDate(savedAt)} ${time}`;
}

/**
 * Spec §2 /user/home: the balance card as the member's last visit left it, painted at once while
 * the fresh read is on its way, and visibly not fresh: its line says "updating… as of 14:05"
 * (a status, so a screen reader hears it), the card is aria-busy, and its controls wait for the
 * fresh answer. Figures are in the snapshot's own currency (the wallet's).
 */
export function LastBalancesCard({ snapshot }: { snapshot: LastBalances }) {
  const { t } = useTranslation();
  // the day it is when the card first paints (the card lasts until the fresh read lands)
  const [now] = useState(() => Date.now());
  const titleId = useId();
  const syncId = useId();
  const symbol = currencySymbol(snapshot.currency);
  const money = (amount: number) => formatAmount(amount, snapshot.currency);
  const inGames =
    snapshot.games.reduce((sum, game) => sum + Math.round(convertedAmount(game) * 100), 0) / 100;

  return (
    <section className="wallet-card wallet-card--stale" aria-labelledby={titleId} aria-busy="true">
      <h2 className="visually-hidden" id={titleId}>
        {t('home.balanceTitle')}
      </h2>
      <div className="wallet-card__top">
        <span className="wallet-card__logo" aria-hidden="true">
          <WalletIcon size={22} />
        </span>
        <div className="wallet-card__who">
          <p className="wallet-card__name">{snapshot.name}</p>
          <p className="wallet-card__sync" id={syncId} role="status">
            <ClockIcon size={14} />
            <span>{t('home.lastKnown', { time: asOf(snapshot.savedAt, now) })}</span>
          </p>
        </div>
        <button
          type="button"
          className="icon-action wallet-card__refresh is-spinning"
          aria-label={t('home.refresh')}
          aria-describedby={syncId}
          aria-disabled
        >
          <RefreshIcon size={20} />
        </button>
      </div>
      <div className="wallet-card__balance">
        <div>
          <p className="wallet-card__label">{t('home.totalBalance')}</p>
          <p className="wallet-card__total">
            <span className="wallet-card__currency">{symbol}</span>
            {money(snapshot.total)}
          </p>
        </div>
        <Button
          className="wallet-card__transfer"
          aria-disabled
          aria-describedby={syncId}
          icon={<TransferIcon size={18} />}
        >
          {t('home.transfer')}
        </Button>
      </div>
      <WalletParts symbol={symbol} wallet={money(snapshot.wallet)} inGames={money(inGames)} />
    </section>
  );
}
