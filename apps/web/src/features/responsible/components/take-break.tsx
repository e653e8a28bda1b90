import { TIMEOUT_PERIODS, type TimeoutPeriod, periodEnd } from '@wallet/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/translator';
import { Button } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form/form-alert';
import { SelectField } from '@/components/ui/form/select-field';
import { useToast } from '@/components/ui/toast/toast-context';
import { errorMessage } from '@/lib/i18n';
import { useDateFormat } from '@/lib/format-date';
import { useTakeTimeout } from '../api/take-timeout';
import { BreakConfirmDialog } from './break-confirm-dialog';

const asPeriod = (value: string): TimeoutPeriod =>
  TIMEOUT_PERIODS.find((p) => p === value) ?? TIMEOUT_PERIODS[0];

/**
 * Issue 15 time-out: choose 1 day, 7 days, 1 month or 6 weeks, then confirm in a dialog. A break
 * in force is shown with its end; another one can only make it longer.
 */
export function TakeBreak({ until }: { until: string | null }) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const toast = useToast();
  const take = useTakeTimeout();
  const [period, setPeriod] = useState<TimeoutPeriod>(TIMEOUT_PERIODS[0]);
  const [asking, setAsking] = useState<{ period: TimeoutPeriod; endsAt: Date } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    setAsking({ period, endsAt: periodEnd(new Date(), period) });
  };

  const onConfirm = () => {
    if (!asking || take.isPending) return;
    take.mutate(asking.period, {
      onSuccess: (state) =>
        toast.show({
          tone: 'success',
          message: t('responsible.timeout.started', {
            date: state.timeout ? formatDateTime(state.timeout.until) : '',
          }),
        }),
      onError: (error) => setProblem(errorMessage(error)),
      onSettled: () => setAsking(null),
    });
  };

  return (
    <>
      {until ? (
        <p className="note note--warn">
          {t('responsible.timeout.active', { date: formatDateTime(until) })}{' '}
          {t('responsible.timeout.longer')}
        </p>
      ) : null}
      <form className="rp-form" onSubmit={onSubmit} noValidate>
        <SelectField
          label={t('responsible.timeout.label')}
          name="break-period"
          value={period}
          onChange={(event) => setPeriod(asPeriod(event.target.value))}
          disabled={take.isPending}
          options={TIMEOUT_PERIODS.map((p) => ({
            value: p,
            label: t(`responsible.timeoutPeriods.${p}`),
          }))}
        />
        <FormAlert message={problem} />
        <Button type="submit" variant="secondary" block disabled={take.isPending}>
          {t('responsible.timeout.submit')}
        </Button>
      </form>
      <BreakConfirmDialog
        choice={asking}
        busy={take.isPending}
        onConfirm={onConfirm}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
