import {
  fromMinor,
  toMinor,
  type Currency,
  type BonusAmountRule,
  type BonusCondition,
  type BonusContribution,
  type BonusDefinition,
  type BonusKind,
  type BonusType,
} from '@wallet/contract';
import { kipFromBaht } from '../settings/module';

/**
 * A bonus's rules as the server keeps them: the contract's definition with every amount in
 * minor units (ARCHITECTURE § Money: converted only at the boundary). A member bonus keeps a
 * copy of the rules it was received under, so a later edit never changes a running bonus.
 */
export interface BonusRules {
  kind: BonusKind;
  type: BonusType;
  maxReceived: number;
  amountRule:
    { kind: 'percent'; percent: number; cap: number | null } | { kind: 'fixed'; amount: number };
  minDeposit: number;
  condition: BonusCondition;
  contributions: BonusContribution[];
  percentFail: number;
  maxWithdraw: number | null;
}

export function rulesOf(def: BonusDefinition): BonusRules {
  return {
    kind: def.kind,
    type: def.type,
    maxReceived: def.maxReceived,
    amountRule:
      def.amountRule.kind === 'percent'
        ? {
            kind: 'percent',
            percent: def.amountRule.percent,
            cap: def.amountRule.cap === null ? null : toMinor(def.amountRule.cap),
          }
        : { kind: 'fixed', amount: toMinor(def.amountRule.amount) },
    minDeposit: toMinor(def.minDeposit),
    condition: def.condition,
    contributions: def.contributions,
    percentFail: def.percentFail,
    maxWithdraw: def.maxWithdraw === null ? null : toMinor(def.maxWithdraw),
  };
}

/**
 * A definition's rules as a member of `currency` receives them: definitions are set once, in baht;
 * a LAK member's fixed amount, cap, minimum deposit and largest withdrawal are those figures in
 * kip (currency.kipPerBaht, rounded to 1,000 kip: decision 021), so a "50 baht" bonus never
 * credits 50 kip. Percentages and multipliers are the same in every currency.
 */
export function rulesInCurrency(
  rules: BonusRules,
  currency: Currency,
  kipPerBaht: number,
): BonusRules {
  if (currency === 'BAHT') return rules;
  const kip = (minor: number) => kipFromBaht(minor, kipPerBaht);
  const a = rules.amountRule;
  return {
    ...rules,
    amountRule:
      a.kind === 'percent'
        ? { ...a, cap: a.cap === null ? null : kip(a.cap) }
        : { kind: 'fixed', amount: kip(a.amount) },
    minDeposit: kip(rules.minDeposit),
    maxWithdraw: rules.maxWithdraw === null ? null : kip(rules.maxWithdraw),
  };
}

export function wireAmountRule(rule: BonusRules['amountRule']): BonusAmountRule {
  return rule.kind === 'percent'
    ? {
        kind: 'percent',
        percent: rule.percent,
        cap: rule.cap === null ? null : fromMinor(rule.cap),
      }
    : { kind: 'fixed', amount: fromMinor(rule.amount) };
}
