import {
  WALLET_CODE,
  formatAmount,
  formatDateTime,
  statementSign,
  type StatementEntry,
  type StatementType,
} from '@wallet/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DepositIcon,
  FlagIcon,
  GiftIcon,
  TransferIcon,
  WithdrawIcon,
} from '@/components/ui/icons/icons';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';

/** Spec §9: an icon per statement type. */
const ICONS: Record<StatementType, ReactNode> = {
  deposit: <DepositIcon size={22} />,
  bonus: <GiftIcon size={22} />,
  finish_bonus: <FlagIcon size={22} />,
  withdraw: <WithdrawIcon size={22} />,
  transfer: <TransferIcon size={22} />,
};

/** The linked bonus, promotion, invite, refund or lucky-draw record's description (§3). */
function descriptionOf(entry: StatementEntry): string | null {
  const linked = [entry.bonus, entry.promotion, entry.invite, entry.refund, entry.luckydraw];
  return linked.find((record) => record?.description)?.description ?? null;
}

/**
 * One statement entry: icon and type, date (DD/MM/YYYY HH:mm:ss), from → to, the linked
 * description, the amount with its sign (+ deposit and bonus, - withdraw, §9) and the status.
 */
const SYSTEM_SIDES = {
  ADJUSTMENT: 'adjustment',
  TRUEMONEY: 'truemoney',
  MANUAL: 'manual',
  // issue 8: a bonus or promotion is credited from, and its forfeit returns to, these sides
  BONUS: 'bonus',
  PROMOTION: 'promotion',
} as const;

export function StatementItem({ entry }: { entry: StatementEntry }) {
  const { t } = useTranslation();
  const sign = statementSign(entry.statementType);
  // WALLET and the server's system sides get words; banks come as their codes, games as names
  const side = (code: string) =>
    code === WALLET_CODE
      ? t('statement.wallet')
      : code in SYSTEM_SIDES
        ? t(`statement.sides.${SYSTEM_SIDES[code as keyof typeof SYSTEM_SIDES]}`)
        : code;
  const description = descriptionOf(entry);
  const tone = sign === '+' ? 'plus' : sign === '-' ? 'minus' : 'none';
  return (
    <li className={`statement-item statement-item--${entry.statementType}`}>
      <span className="statement-item__icon" aria-hidden="true">
        {ICONS[entry.statementType]}
      </span>
      <div className="statement-item__main">
        <p className="statement-item__type">{t(`statement.types.${entry.statementType}`)}</p>
        <p className="statement-item__meta">
          <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
        </p>
        {entry.from || entry.to ? (
          <p className="statement-item__meta">
            {t('statement.fromTo', { from: side(entry.from), to: side(entry.to) })}
          </p>
        ) : null}
        {description ? <p className="statement-item__description">{description}</p> : null}
      </div>
      <div className="statement-item__side">
        <p className={`statement-item__amount statement-item__amount--${tone}`}>
          {t('statement.amount', {
            sign,
            amount: formatAmount(entry.amount),
          })}
        </p>
        <StatusBadge status={entry.status} />
      </div>
    </li>
  );
}
