import type { StatementType } from '../constants';

export type StatementSign = '+' | '-' | '';

/** spec §9: plus for deposit and bonus, minus for withdraw, none otherwise. */
export function statementSign(type: StatementType | (string & {})): StatementSign {
  if (type === 'deposit' || type === 'bonus') return '+';
  if (type === 'withdraw') return '-';
  return '';
}
