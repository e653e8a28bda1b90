import { type PendingLimit } from '@wallet/contract';
import { formatAmount } from '@/lib/money';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/translator';
import { Button } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form/form-alert';
import { useToast } from '@/components/ui/toast/toast-context';
import { errorMessage } from '@/lib/i18n';
import { useDateFormat } from '@/lib/format-date';
import { useConfirmLimits } from '../api/confirm-limits';
import { useTimeReached } from '../hooks/use-time-reached';

/** The earliest moment one of the raises may be confirmed. */
const firstConfirmable = (pending: PendingLimit[]): string | null =>
  pending.map((p) => p.confirmableAt).sort((a, b) => Date.parse(a) - Date.parse(b))[0] ?? null;

/**
 * Issue 15 (RTS 12): raised or removed limits wait 24 hours, then the member confirms them.
 * Each shows when it can be confirmed; Confirm is enabled once the first of those times passed
 * (POST /api/responsible/limits/confirm applies every raise that is due).
 */
export function PendingLimits({ pending }: { pending: PendingLimit[] }) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const toast = useToast();
  const confirm = useConfirmLimits();
  const titleId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const due = useTimeReached(firstConfirmable(pending));
  if (pending.length === 0) return null;

  const onConfirm = () => {
    if (confirm.isPending || !due) return;
    setProblem(null);
    confirm.mutate(undefined, {
      onSuccess: () => toast.show({ tone: 'success', message: t('responsible.pending.confirmed') }),
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  return (
    <div className="rp-pending" role="group" aria-labelledby={titleId}>
      <h3 className="rp-subtitle" id={titleId}>
        {t('responsible.pending.title')}
      </h3>
      <ul className="rp-pending__list">
        {pending.map((p) => {
          const period = t(`responsible.periodTitles.${p.period}`);
          return (
            <li key={p.period} className="rp-pending__item">
              <span className="rp-pending__what">
                {p.amount === null
                  ? t('responsible.pending.remove', { period })
                  : t('responsible.pending.raise', { period, amount: formatAmount(p.amount) })}
              </span>
              <span className="rp-pending__when">
                {t('responsible.pending.when', { date: formatDateTime(p.confirmableAt) })}
              </span>
            </li>
          );
        })}
      </ul>
      {due ? null : <p className="rp-muted">{t('responsible.pending.notYet')}</p>}
      <FormAlert message={problem} />
      <Button
        block
        variant="secondary"
        disabled={!due}
        busy={confirm.isPending}
        busyLabel={t('responsible.pending.confirming')}
        onClick={onConfirm}
      >
        {t('responsible.pending.confirm')}
      </Button>
    </div>
  );
}
