import { statementSign, type StatementEntry, type StatementType } from '@wallet/contract';
import { formatAmount } from '@/lib/money';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/translator';
import { UserPlusIcon } from '@/components/ui/icons/icons';
import {
  DepositIcon,
  FlagIcon,
  GiftIcon,
  RefundIcon,
  TransferIcon,
  WithdrawIcon,
} from '@/components/ui/icons/member-icons';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';
import { moneyPlaceName } from '@/lib/bank-names';
import { useLocale } from '@/lib/i18n';
import { useDateFormat } from '@/lib/format-date';

/** Spec §9: an icon per statement type. */
const ICONS: Record<StatementType, ReactNode> = {
  deposit: <DepositIcon size={22} />,
  bonus: <GiftIcon size={22} />,
  finish_bonus: <FlagIcon size={22} />,
  withdraw: <WithdrawIcon size={22} />,
  transfer: <TransferIcon size={22} />,
};

/** Issue 9: an invite reward or a refund is a deposit from its side; its own icon says which. */
const SIDE_ICONS: Record<string, ReactNode> = {
  INVITE: <UserPlusIcon size={22} />,
  REFUND: <RefundIcon size={22} />,
};

/** The linked bonus, promotion, invite, refund or lucky-draw record's description (§3). */
function descriptionOf(entry: StatementEntry): string | null {
  const linked = [entry.bonus, entry.promotion, entry.invite, entry.refund, entry.luckydraw];
  return linked.find((record) => record?.description)?.description ?? null;
}

/**
 * The server's system sides, named in the member's language. The wallet, TrueMoney, banks (by
 * letter or 3-digit code) and an unknown bank ("Bank transfer") are named by lib/bank-names;
 * games come as their names.
 */
const SYSTEM_SIDES = {
  ADJUSTMENT: 'adjustment',
  // issue 8: a bonus or promotion is credited from, and its forfeit returns to, these sides
  BONUS: 'bonus',
  PROMOTION: 'promotion',
  // issue 9: invite rewards and refunds of losses are credited from these sides
  INVITE: 'invite',
  REFUND: 'refund',
  // issue 10: a prize of the wheel paid to the wallet
  LUCKYDRAW: 'luckydraw',
} as const;

/**
 * One statement entry: icon and type, date (DD/MM/YYYY HH:mm:ss), from → to, the linked
 * description, the amount with its sign (+ deposit and bonus, - withdraw, §9) and the status.
 */
export function StatementItem({ entry }: { entry: StatementEntry }) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const locale = useLocale();
  const sign = statementSign(entry.statementType);
  // issue 13: no codes for the member: system sides, the wallet and banks get words; a game
  // keeps the name the server sends
  const side = (code: string) =>
    Object.hasOwn(SYSTEM_SIDES, code)
      ? t(`statement.sides.${SYSTEM_SIDES[code as keyof typeof SYSTEM_SIDES]}`)
      : (moneyPlaceName(code, locale) ?? code);
  const description = descriptionOf(entry);
  // issue 26: a bank transfer seen in the bank feed: "KBank x-4417 · auto"
  const fromSide = entry.via
    ? [
        entry.via.shown ? `${side(entry.from)} x-${entry.via.shown}` : side(entry.from),
        t(`statement.via.${entry.via.by}`),
      ].join(' · ')
    : side(entry.from);
  const tone = sign === '+' ? 'plus' : sign === '-' ? 'minus' : 'none';
  return (
    <li className={`statement-item statement-item--${entry.statementType}`}>
      <span className="statement-item__icon" aria-hidden="true">
        {Object.hasOwn(SIDE_ICONS, entry.from)
          ? SIDE_ICONS[entry.from]
          : ICONS[entry.statementType]}
      </span>
      <div className="statement-item__main">
        <p className="statement-item__type">{t(`statement.types.${entry.statementType}`)}</p>
        <p className="statement-item__meta">
          <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
        </p>
        {entry.from || entry.to ? (
          <p className="statement-item__meta">
            {t('statement.fromTo', { from: fromSide, to: side(entry.to) })}
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
