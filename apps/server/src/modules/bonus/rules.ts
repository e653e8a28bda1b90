import {
  fromMinor,
  toMinor,
  type BonusAmountRule,
  type BonusCondition,
  type BonusContribution,
  type BonusDefinition,
  type BonusKind,
  type BonusType,
} from '@wallet/contract';

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

export function wireAmountRule(rule: BonusRules['amountRule']): BonusAmountRule {
  return rule.kind === 'percent'
    ? {
        kind: 'percent',
        percent: rule.percent,
        cap: rule.cap === null ? null : fromMinor(rule.cap),
      }
    : { kind: 'fixed', amount: fromMinor(rule.amount) };
}
