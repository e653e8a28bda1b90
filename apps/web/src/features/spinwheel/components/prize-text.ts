import { formatFigure, formatTwoDecimals, type CoinRule, type SpinPrize } from '@wallet/contract';
import { formatAmount } from '@/lib/money';
import type { TFunction } from '@/lib/translator';

/** A chance in [0, 1] as a percent with 2 decimals ("12.50%"). */
export const chanceText = (chance: number): string => `${formatTwoDecimals(chance * 100)}%`;

/** How a coupon is paid: with no condition, or the bonus it starts (as the invite reward's). */
export function conditionText(
  t: TFunction,
  condition: { percentSuccess: number; percentFail: number } | null,
): string {
  if (!condition || (condition.percentSuccess <= 0 && condition.percentFail <= 0)) {
    return t('spinwheel.prize.noCondition');
  }
  return t('spinwheel.prize.condition', {
    success: formatFigure(condition.percentSuccess),
    fail: formatFigure(condition.percentFail),
  });
}

/** The short condition of a coupon row ("None" when it goes straight to the wallet). */
export function conditionShort(
  t: TFunction,
  condition: { percentSuccess: number; percentFail: number } | null,
): string {
  if (!condition || (condition.percentSuccess <= 0 && condition.percentFail <= 0)) {
    return t('spinwheel.coupons.none');
  }
  return t('spinwheel.coupons.conditionShort', {
    success: formatFigure(condition.percentSuccess),
    fail: formatFigure(condition.percentFail),
  });
}

/** The prize's name: "Coupon for 50.00 baht", "3 coins", "No prize". */
export function prizeTitle(t: TFunction, prize: SpinPrize): string {
  switch (prize.kind) {
    case 'coupon':
      return t('spinwheel.prize.coupon', { amount: formatAmount(prize.amount) });
    case 'coins':
      return t('spinwheel.prize.coins', { count: prize.coins });
    case 'nothing':
      return t('spinwheel.prize.nothing');
  }
}

/** Every fact the member should know of a prize, in plain words (issue 10). */
export function prizeDescription(t: TFunction, prize: SpinPrize): string {
  if (prize.kind !== 'coupon') return prizeTitle(t, prize);
  return [
    prizeTitle(t, prize),
    conditionText(t, prize.condition),
    t('spinwheel.prize.valid', { count: prize.validDays }),
  ].join(' · ');
}

/** What the prize dialog (and the live region) says once the wheel stopped. */
export function resultText(t: TFunction, prize: SpinPrize): string {
  switch (prize.kind) {
    case 'coupon':
      return t('spinwheel.result.coupon', { amount: formatAmount(prize.amount) });
    case 'coins':
      return t('spinwheel.result.coins', { count: prize.coins });
    case 'nothing':
      return t('spinwheel.result.nothing');
  }
}

/** How coins are earned, one sentence per way offered (null: that way is not offered). */
export function earnLines(t: TFunction, earn: CoinRule): string[] {
  const lines: string[] = [];
  if (earn.perDeposit !== null) {
    lines.push(t('spinwheel.earn.perDeposit', { amount: formatAmount(earn.perDeposit) }));
  }
  if (earn.perTurnover !== null) {
    lines.push(t('spinwheel.earn.perTurnover', { amount: formatAmount(earn.perTurnover) }));
  }
  return lines.length > 0 ? lines : [t('spinwheel.earn.none')];
}
