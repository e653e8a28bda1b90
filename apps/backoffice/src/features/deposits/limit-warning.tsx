import type { OperatorDeposit } from '@wallet/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { formatCurrency, formatDateTime } from '@/lib/format';
import { useDepositLimits } from './api/get-deposit-limits';

const HOLD_NOTES = ['DEPOSIT_LIMIT', 'ACCOUNT_TIMEOUT', 'SELF_EXCLUDED'];

/**
 * Issue 15: what the member's own limits and breaks say about this deposit, before a reviewer
 * credits it. Nothing is credited past a limit without a staff decision; this is the decision's
 * information (approving is still allowed: the bank holds the member's money either way).
 */
export function LimitWarning({ deposit }: { deposit: OperatorDeposit }) {
  const { t } = useTranslation();
  const query = useDepositLimits(deposit.phone);
  const state = query.data?.state;
  if (!state) return null;
  const held = deposit.note && HOLD_NOTES.includes(deposit.note);
  const lines: string[] = [];
  if (state.exclusion)
    lines.push(t('deposits.limit.excluded', { date: formatDateTime(state.exclusion.until) }));
  if (state.timeout)
    lines.push(t('deposits.limit.timeout', { date: formatDateTime(state.timeout.until) }));
  if (state.remaining !== null) {
    const over = deposit.amount !== null && deposit.amount > state.remaining;
    lines.push(
      t(over ? 'deposits.limit.over' : 'deposits.limit.left', {
        amount: formatCurrency(state.remaining, deposit.currency),
      }),
    );
  }
  if (lines.length === 0 && !held) return null;
  return (
    <Alert tone="warning">
      {held ? <strong>{t('deposits.limit.held', { code: deposit.note })} </strong> : null}
      {lines.join(' ')}
    </Alert>
  );
}
