import { type TimeoutPeriod } from '@wallet/contract';
import { useTranslation } from '@/lib/translator';
import { CommitmentDialog } from './commitment-dialog';
import { useDateFormat } from '@/lib/format-date';

/**
 * Issue 15 (RTS 13) before a break starts: it starts now, ends around the date shown, cannot be
 * shortened, and logging in, the balances and withdrawals still work.
 */
export function BreakConfirmDialog({
  choice,
  busy,
  onConfirm,
  onClose,
}: {
  /** The chosen length and when it would end; the dialog is open while there is one. */
  choice: { period: TimeoutPeriod; endsAt: Date } | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const lines = choice
    ? [
        t('responsible.timeout.confirmLead', {
          period: t(`responsible.timeoutPeriods.${choice.period}`),
          date: formatDateTime(choice.endsAt),
        }),
        t('responsible.timeout.confirmFixed'),
        t('responsible.timeout.confirmStill'),
      ]
    : [];
  return (
    <CommitmentDialog
      open={choice !== null}
      busy={busy}
      title={t('responsible.timeout.confirmTitle')}
      lines={lines}
      confirmLabel={t('responsible.timeout.confirm')}
      busyLabel={t('responsible.timeout.starting')}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
