import {
  type ActiveBonus,
  type BonusAmountRule,
  type BonusContribution,
  type BonusTerms,
  formatFigure,
} from '@wallet/contract';
import { formatAmount } from '@/lib/money';
import type { TFunction } from '@/lib/translator';

/** Multipliers and percents as typed by the operator: "5", "0.5", "100". */
export const formatNumber = formatFigure;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** "100% of your deposit, up to 500.00 baht" / "A fixed 50.00 baht". */
export function amountRuleText(t: TFunction, rule: BonusAmountRule): string {
  if (rule.kind === 'fixed') return t('bonus.amount.fixed', { amount: formatAmount(rule.amount) });
  const percent = formatNumber(rule.percent);
  return rule.cap === null
    ? t('bonus.amount.percent', { percent })
    : t('bonus.amount.percentCap', { percent, cap: formatAmount(rule.cap) });
}

/** The card's one-liner: "100% bonus, up to 500.00" / "50.00 baht bonus". */
export function amountRuleShort(t: TFunction, rule: BonusAmountRule): string {
  if (rule.kind === 'fixed') {
    return t('bonus.amount.shortFixed', { amount: formatAmount(rule.amount) });
  }
  const percent = formatNumber(rule.percent);
  return rule.cap === null
    ? t('bonus.amount.shortPercent', { percent })
    : t('bonus.amount.shortPercentCap', { percent, cap: formatAmount(rule.cap) });
}

export const baseText = (t: TFunction, terms: Pick<BonusTerms, 'condition'>): string =>
  t(`bonus.base.${terms.condition.base}`);

/** "Turnover of 5× (deposit + bonus)" / "Grow your balance counted for the bonus to 200% of the bonus". */
export function conditionText(t: TFunction, terms: Pick<BonusTerms, 'condition'>): string {
  const { condition } = terms;
  const base = baseText(t, terms);
  return condition.kind === 'turnover'
    ? t('bonus.terms.turnover', { multiplier: formatNumber(condition.multiplier), base })
    : t('bonus.terms.creditTarget', { percent: formatNumber(condition.percentSuccess), base });
}

/** Which game categories count towards turnover, and how much (0 = not counted). */
export function contributionTexts(
  t: TFunction,
  contributions: readonly BonusContribution[],
): { counted: string | null; notCounted: string | null } {
  const counted = contributions
    .filter((c) => c.factor > 0)
    .map((c) =>
      t('bonus.terms.contribution', {
        category: t(`bonus.categories.${c.category}`),
        percent: formatNumber(round2(c.factor * 100)),
      }),
    );
  const notCounted = contributions
    .filter((c) => c.factor === 0)
    .map((c) => t(`bonus.categories.${c.category}`));
  return {
    counted: counted.length ? counted.join(', ') : null,
    notCounted: notCounted.length ? notCounted.join(', ') : null,
  };
}

/**
 * A worked example with the minimum deposit (100 when there is none): the bonus it brings, the
 * target to complete it and the balance below which it is lost, the way the rules compute them.
 */
export function exampleFigures(terms: BonusTerms) {
  const deposit = terms.minDeposit > 0 ? terms.minDeposit : 100;
  const rule = terms.amountRule;
  const bonus =
    rule.kind === 'fixed'
      ? rule.amount
      : round2(Math.min((deposit * rule.percent) / 100, rule.cap ?? Number.POSITIVE_INFINITY));
  const base = terms.condition.base === 'bonus' ? bonus : round2(deposit + bonus);
  const target =
    terms.condition.kind === 'turnover'
      ? round2(terms.condition.multiplier * base)
      : round2((terms.condition.percentSuccess * base) / 100);
  const failBelow = round2((terms.percentFail * base) / 100);
  return { deposit, bonus, target, failBelow };
}

export function exampleText(t: TFunction, terms: BonusTerms): string {
  const figures = exampleFigures(terms);
  const values = {
    deposit: formatAmount(figures.deposit),
    bonus: formatAmount(figures.bonus),
    target: formatAmount(figures.target),
    failBelow: formatAmount(figures.failBelow),
  };
  return terms.condition.kind === 'turnover'
    ? t('bonus.terms.exampleTurnover', values)
    : t('bonus.terms.exampleCredit', values);
}

/** "Turnover 1,240.00 of 3,000.00 baht, 41%" / "Balance 800.00 of 2,000.00 baht, 40%". */
export function progressText(t: TFunction, bonus: ActiveBonus): string {
  const values = {
    current: formatAmount(bonus.current),
    required: formatAmount(bonus.required),
    percent: bonus.percent,
  };
  return bonus.condition.kind === 'turnover'
    ? t('bonus.active.turnoverProgress', values)
    : t('bonus.active.creditProgress', values);
}

/** What ending now is: completing it, leaving early (a forfeit), or cancelling before credit. */
export type EndKind = 'met' | 'left' | 'cancel';

export const endKindOf = (bonus: ActiveBonus): EndKind =>
  bonus.state === 'awaiting_deposit' ? 'cancel' : bonus.met ? 'met' : 'left';
