import { useTranslation } from '@/lib/translator';

/**
 * Spec §2 home: the balance card's two parts under the total, money in the wallet and money in
 * games; the figures come formatted, in the card's own currency.
 */
export function WalletParts({
  symbol,
  wallet,
  inGames,
}: {
  symbol: string;
  wallet: string;
  inGames: string;
}) {
  const { t } = useTranslation();
  return (
    <dl className="wallet-card__parts">
      <div>
        <dt>{t('home.wallet')}</dt>
        <dd>
          {symbol}
          {wallet}
        </dd>
      </div>
      <div>
        <dt>{t('home.inGames')}</dt>
        <dd>
          {symbol}
          {inGames}
        </dd>
      </div>
    </dl>
  );
}
