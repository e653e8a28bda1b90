import {
  EXCLUSION_LIFT_DAYS,
  EXCLUSION_PERIODS,
  type ExclusionPeriod,
  periodEnd,
} from '@wallet/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/translator';
import { Button } from '@/components/ui/button/button';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { FormAlert } from '@/components/ui/form/form-alert';
import { SelectField } from '@/components/ui/form/select-field';
import { useToast } from '@/components/ui/toast/toast-context';
import { errorMessage } from '@/lib/i18n';
import { useSelfExclude } from '../api/self-exclude';
import { ExclusionConfirmDialog } from './exclusion-confirm-dialog';

const asPeriod = (value: string): ExclusionPeriod =>
  EXCLUSION_PERIODS.find((p) => p === value) ?? EXCLUSION_PERIODS[0];

/**
 * Issue 15 self-exclusion (RTS 14): what it means, the length (6 months, 1 year, 5 years), a
 * required confirmation box, then a last confirm dialog; POST `{ period, confirm: true }`.
 */
export function SelfExclusion() {
  const { t } = useTranslation();
  const toast = useToast();
  const exclude = useSelfExclude();
  const agreeError = useId();
  const agreeRef = useRef<HTMLInputElement>(null);
  const [period, setPeriod] = useState<ExclusionPeriod>(EXCLUSION_PERIODS[0]);
  const [agreed, setAgreed] = useState(false);
  const [missing, setMissing] = useState(false);
  const [asking, setAsking] = useState<{ period: ExclusionPeriod; endsAt: Date } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    if (!agreed) {
      setMissing(true);
      agreeRef.current?.focus();
      return;
    }
    setAsking({ period, endsAt: periodEnd(new Date(), period) });
  };

  const onConfirm = () => {
    if (!asking || exclude.isPending) return;
    exclude.mutate(asking.period, {
      onSuccess: () => {
        setAgreed(false);
        toast.show({ tone: 'success', message: t('responsible.exclusion.started') });
      },
      onError: (error) => setProblem(errorMessage(error)),
      onSettled: () => setAsking(null),
    });
  };

  return (
    <>
      <ul className="rp-points">
        <li>{t('responsible.exclusion.points.games')}</li>
        <li>{t('responsible.exclusion.points.withdraw')}</li>
        <li>{t('responsible.exclusion.points.marketing')}</li>
        <li>{t('responsible.exclusion.points.lift', { days: EXCLUSION_LIFT_DAYS })}</li>
      </ul>
      <form className="rp-form" onSubmit={onSubmit} noValidate>
        <SelectField
          label={t('responsible.exclusion.label')}
          name="exclusion-period"
          value={period}
          onChange={(event) => setPeriod(asPeriod(event.target.value))}
          disabled={exclude.isPending}
          options={EXCLUSION_PERIODS.map((p) => ({
            value: p,
            label: t(`responsible.exclusionPeriods.${p}`),
          }))}
        />
        <div className="rp-agree">
          <CheckboxField
            ref={agreeRef}
            label={t('responsible.exclusion.agree')}
            name="exclusion-agree"
            checked={agreed}
            required
            aria-invalid={missing || undefined}
            aria-describedby={missing ? agreeError : undefined}
            disabled={exclude.isPending}
            onChange={(event) => {
              setAgreed(event.target.checked);
              if (event.target.checked) setMissing(false);
            }}
          />
          {missing ? (
            <p className="field__error" id={agreeError}>
              {t('responsible.exclusion.agreeRequired')}
            </p>
          ) : null}
        </div>
        <FormAlert message={problem} />
        <Button type="submit" variant="danger" block disabled={exclude.isPending}>
          {t('responsible.exclusion.submit')}
        </Button>
      </form>
      <ExclusionConfirmDialog
        choice={asking}
        busy={exclude.isPending}
        onConfirm={onConfirm}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
