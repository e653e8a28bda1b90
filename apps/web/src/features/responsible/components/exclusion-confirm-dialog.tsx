import { type ExclusionPeriod } from '@wallet/contract';
import { useTranslation } from '@/lib/translator';
import { CommitmentDialog } from './commitment-dialog';
import { useDateFormat } from '@/lib/format-date';

/** Issue 15 (RTS 14) last step: excluded from now until about the date shown; games emptied. */
export function ExclusionConfirmDialog({
  choice,
  busy,
  onConfirm,
  onClose,
}: {
  choice: { period: ExclusionPeriod; endsAt: Date } | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const lines = choice
    ? [
        t('responsible.exclusion.confirmLead', {
          period: t(`responsible.exclusionPeriods.${choice.period}`),
          date: formatDateTime(choice.endsAt),
        }),
        t('responsible.exclusion.confirmGames'),
        t('responsible.exclusion.points.withdraw'),
      ]
    : [];
  return (
    <CommitmentDialog
      open={choice !== null}
      busy={busy}
      title={t('responsible.exclusion.confirmTitle')}
      lines={lines}
      confirmLabel={t('responsible.exclusion.confirm')}
      busyLabel={t('responsible.exclusion.excluding')}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
