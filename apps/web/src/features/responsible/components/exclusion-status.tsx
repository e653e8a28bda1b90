import { EXCLUSION_LIFT_DAYS, type ResponsibleState } from '@wallet/contract';
import { useState } from 'react';
import { useTranslation } from '@/lib/translator';
import { Button } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form/form-alert';
import { useToast } from '@/components/ui/toast/toast-context';
import { errorMessage } from '@/lib/i18n';
import { useDateFormat } from '@/lib/format-date';
import { useLiftExclusion } from '../api/lift-exclusion';
import { useTimeReached } from '../hooks/use-time-reached';

type Exclusion = NonNullable<ResponsibleState['exclusion']>;

/**
 * Issue 15: a self-exclusion in force says until when; once its term has ended, lifting needs
 * the member's request and then 7 days of cooling-off (`liftsAt`), which is shown once asked.
 */
export function ExclusionStatus({ exclusion }: { exclusion: Exclusion }) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const toast = useToast();
  const lift = useLiftExclusion();
  const [problem, setProblem] = useState<string | null>(null);
  const ended = useTimeReached(exclusion.until);
  const until = formatDateTime(exclusion.until);

  if (exclusion.liftRequestedAt && exclusion.liftsAt) {
    return (
      <p className="note note--info">
        {t('responsible.exclusion.liftRequested', {
          requested: formatDateTime(exclusion.liftRequestedAt),
          date: formatDateTime(exclusion.liftsAt),
        })}
      </p>
    );
  }
  if (!ended) {
    return <p className="note note--warn">{t('responsible.exclusion.active', { date: until })}</p>;
  }

  const onLift = () => {
    if (lift.isPending) return;
    setProblem(null);
    lift.mutate(undefined, {
      onSuccess: (state) =>
        toast.show({
          tone: 'success',
          message: t('responsible.exclusion.liftSent', {
            date: state.exclusion?.liftsAt ? formatDateTime(state.exclusion.liftsAt) : '',
          }),
        }),
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  return (
    <div className="rp-lift">
      <p className="note note--info">
        {t('responsible.exclusion.ended', { date: until, days: EXCLUSION_LIFT_DAYS })}
      </p>
      <FormAlert message={problem} />
      <Button
        block
        variant="secondary"
        busy={lift.isPending}
        busyLabel={t('responsible.exclusion.lifting')}
        onClick={onLift}
      >
        {t('responsible.exclusion.lift')}
      </Button>
    </div>
  );
}
