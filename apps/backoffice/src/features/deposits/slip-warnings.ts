import type { OperatorDeposit, SlipReasonCode } from '@wallet/contract';

export type SlipWarning = 'duplicate' | 'mismatch';

const DUPLICATE = /duplicat|SLIP_REFNO_DUPLICATED|ซ้ำ/i;
const MISMATCH = /mismatch|NOT_MATCH|not match|DEST_ACC_INVALID/i;

/** What the data read from the slip says is wrong (free text: detail and note). */
export function slipWarnings(deposit: Pick<OperatorDeposit, 'detail' | 'note'>): SlipWarning[] {
  const text = `${deposit.detail ?? ''} ${deposit.note ?? ''}`;
  const warnings: SlipWarning[] = [];
  if (DUPLICATE.test(text)) warnings.push('duplicate');
  if (MISMATCH.test(text)) warnings.push('mismatch');
  return warnings;
}

/** The reason a reviewer most likely picks, given the warnings. */
export function suggestedReason(warnings: SlipWarning[]): SlipReasonCode {
  if (warnings.includes('duplicate')) return 'SLIP_REFNO_DUPLICATED';
  if (warnings.includes('mismatch')) return 'NOT_MATCH';
  return 'INVALID_SLIP';
}
