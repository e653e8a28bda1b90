import type { BonusRules } from './rules';

/** All amounts in minor units. */
export interface Credited {
  deposit: number;
  amount: number;
  base: number;
  /** The member's own money when the bonus was credited (deposit included). */
  ownFunds: number;
}

/** The bonus a deposit earns: a percent of it (rounded down, capped) or a fixed amount. */
export function bonusFor(rules: BonusRules, deposit: number): number {
  if (deposit < rules.minDeposit || deposit <= 0) return 0;
  const rule = rules.amountRule;
  if (rule.kind === 'fixed') return rule.amount;
  const raw = Math.floor((deposit * rule.percent) / 100);
  return rule.cap === null ? raw : Math.min(raw, rule.cap);
}

/** What the condition is measured against: the bonus, or the deposit plus the bonus. */
export function baseOf(rules: BonusRules, deposit: number, amount: number): number {
  return rules.condition.base === 'bonus' ? amount : deposit + amount;
}

export interface Progress {
  required: number;
  current: number;
  remaining: number;
  /** 0–100, rounded down; 100 only when met. */
  percent: number;
  met: boolean;
  failBelow: number;
  lost: boolean;
}

/**
 * Where a running bonus stands (issue 8). `turnover`: weighted settled stakes since it started
 * against multiplier × base; `credit_target`: the total balance against percentSuccess % of
 * base. Lost when, not yet met, the total balance is below percentFail % of base.
 */
export function progressOf(
  rules: BonusRules,
  base: number,
  measured: { turnover: number; total: number },
): Progress {
  const c = rules.condition;
  const required =
    c.kind === 'turnover'
      ? Math.ceil(c.multiplier * base)
      : Math.ceil((c.percentSuccess * base) / 100);
  const current = c.kind === 'turnover' ? measured.turnover : measured.total;
  const met = current >= required;
  const percent = met ? 100 : Math.min(99, Math.floor((current * 100) / Math.max(required, 1)));
  const failBelow = Math.floor((rules.percentFail * base) / 100);
  return {
    required,
    current,
    remaining: Math.max(0, required - current),
    percent,
    met,
    failBelow,
    lost: !met && measured.total < failBelow,
  };
}

export interface Settlement {
  keep: number;
  forfeit: number;
}

/**
 * What ending the bonus does to `total` (issue 8, fair and plain): once met, the member keeps
 * everything, or up to the maximum withdrawal when one is set (never less than what is left of
 * their own money); ended early or lost, they keep what is left of their own money (losses come
 * out of the bonus first) and forfeit the rest.
 */
export function settlementOf(
  rules: BonusRules,
  credited: Pick<Credited, 'ownFunds'>,
  total: number,
  met: boolean,
): Settlement {
  const own = Math.min(total, credited.ownFunds);
  let keep: number;
  if (met)
    keep = rules.maxWithdraw === null ? total : Math.max(own, Math.min(total, rules.maxWithdraw));
  else keep = own;
  return { keep, forfeit: total - keep };
}
