import {
  LIMIT_PERIODS,
  type DepositLimits,
  type LimitPeriod,
  type LimitWindow,
  type ResponsibleState,
} from '@wallet/contract';
import { formatAmount } from '@/lib/money';
import type { TFunction } from '@/lib/translator';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/translator';
import { Button } from '@/components/ui/button/button';
import { AmountField } from '@/components/ui/form/amount-field';
import { FormAlert } from '@/components/ui/form/form-alert';
import { useToast } from '@/components/ui/toast/toast-context';
import { errorMessage } from '@/lib/i18n';
import { useDateFormat } from '@/lib/format-date';
import { useSetLimits } from '../api/set-limits';

type Draft = Record<LimitPeriod, string>;
type Change = 'same' | 'set' | 'lower' | 'raise' | 'remove';

const windowOf = (state: ResponsibleState, period: LimitPeriod): LimitWindow | undefined =>
  state.limits.find((w) => w.period === period);

const draftOf = (state: ResponsibleState): Draft => {
  const limit = (period: LimitPeriod) => windowOf(state, period)?.limit ?? null;
  return {
    daily: limit('daily')?.toString() ?? '',
    weekly: limit('weekly')?.toString() ?? '',
    monthly: limit('monthly')?.toString() ?? '',
  };
};

const valueOf = (text: string): number | null => (text === '' ? null : Number(text));

/** Issue 15 (RTS 12): a new or lower limit applies at once; a higher or removed one waits 24 h. */
function changeOf(current: number | null, wanted: number | null): Change {
  if (wanted === current) return 'same';
  if (wanted === null) return 'remove';
  if (current === null) return 'set';
  return wanted < current ? 'lower' : 'raise';
}

/** What the window holds now: used of the limit, what is left and when some frees up. */
function windowText(
  t: TFunction,
  w: LimitWindow | undefined,
  formatDateTime: (date: string) => string,
): string {
  if (!w || w.limit === null) {
    return t('responsible.limits.unlimited', { used: formatAmount(w?.used ?? 0) });
  }
  const used = t('responsible.limits.used', {
    used: formatAmount(w.used),
    limit: formatAmount(w.limit),
    remaining: formatAmount(w.remaining ?? 0),
  });
  return w.freesAt
    ? `${used} ${t('responsible.limits.freesAt', { date: formatDateTime(w.freesAt) })}`
    : used;
}

/**
 * Issue 15 deposit limits: one amount per window (empty = no limit) with what it holds now, and
 * what saving a change will do before the member saves it. PUT /api/responsible/limits sends all
 * three; the server leaves unchanged ones as they are.
 */
export function LimitsForm({ state }: { state: ResponsibleState }) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const toast = useToast();
  const save = useSetLimits();
  const [draft, setDraft] = useState<Draft>(() => draftOf(state));
  const [invalid, setInvalid] = useState<LimitPeriod[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const changes = LIMIT_PERIODS.map((period) =>
    changeOf(windowOf(state, period)?.limit ?? null, valueOf(draft[period])),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const wrong = LIMIT_PERIODS.filter((p) => draft[p] !== '' && !(Number(draft[p]) >= 1));
    setInvalid(wrong);
    if (wrong.length > 0) return;
    setProblem(null);
    const body: DepositLimits = {
      daily: valueOf(draft.daily),
      weekly: valueOf(draft.weekly),
      monthly: valueOf(draft.monthly),
    };
    const waits = changes.some((c) => c === 'raise' || c === 'remove');
    save.mutate(body, {
      onSuccess: () =>
        toast.show({
          tone: 'success',
          message: waits ? t('responsible.limits.savedPending') : t('responsible.limits.saved'),
        }),
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  return (
    <form className="rp-form" onSubmit={onSubmit} noValidate>
      {LIMIT_PERIODS.map((period, index) => {
        const change = changes[index] ?? 'same';
        const note = change === 'same' ? '' : ` ${t(`responsible.limits.${change}`)}`;
        return (
          <AmountField
            key={period}
            label={t(`responsible.limits.fields.${period}`)}
            name={`limit-${period}`}
            placeholder={t('responsible.limits.placeholder')}
            value={draft[period]}
            onValueChange={(value) => {
              setInvalid((list) => list.filter((p) => p !== period));
              setDraft((current) => ({ ...current, [period]: value }));
            }}
            hint={`${windowText(t, windowOf(state, period), formatDateTime)}${note}`}
            error={invalid.includes(period) ? t('responsible.limits.invalid') : null}
            disabled={save.isPending}
          />
        );
      })}
      <FormAlert message={problem} />
      <Button type="submit" block busy={save.isPending} busyLabel={t('responsible.limits.saving')}>
        {t('responsible.limits.save')}
      </Button>
    </form>
  );
}
