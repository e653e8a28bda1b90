import type { StatementType } from '../constants';

export type StatementSign = '+' | '-' | '';

/**
 * spec §9: plus for deposit and bonus, minus for withdraw, none otherwise. A `finish_bonus` line
 * is the forfeit taken from the wallet when a bonus ends (decision 010: it exists only when
 * something was forfeited), so it leaves the member like a withdrawal and carries the minus too.
 */
export function statementSign(type: StatementType | (string & {})): StatementSign {
  if (type === 'deposit' || type === 'bonus') return '+';
  if (type === 'withdraw' || type === 'finish_bonus') return '-';
  return '';
}
