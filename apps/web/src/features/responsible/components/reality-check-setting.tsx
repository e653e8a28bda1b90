import { REALITY_CHECK_MINUTES } from '@wallet/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/translator';
import { Button } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form/form-alert';
import { SelectField } from '@/components/ui/form/select-field';
import { useToast } from '@/components/ui/toast/toast-context';
import { errorMessage } from '@/lib/i18n';
import { useSetRealityCheck, type RealityCheckMinutes } from '../api/set-reality-check';

const asMinutes = (value: string): RealityCheckMinutes =>
  REALITY_CHECK_MINUTES.find((m) => String(m) === value) ?? 0;

/** Issue 15 reality check: off, or a reminder every 15, 30 or 60 minutes of a played session. */
export function RealityCheckSetting({ current }: { current: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSetRealityCheck();
  const [value, setValue] = useState(String(current));
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setProblem(null);
    save.mutate(asMinutes(value), {
      onSuccess: () => toast.show({ tone: 'success', message: t('responsible.reality.saved') }),
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  return (
    <form className="rp-form" onSubmit={onSubmit} noValidate>
      <SelectField
        label={t('responsible.reality.label')}
        name="reality-check"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        disabled={save.isPending}
        options={REALITY_CHECK_MINUTES.map((minutes) => ({
          value: String(minutes),
          label:
            minutes === 0
              ? t('responsible.reality.off')
              : t('responsible.reality.every', { minutes }),
        }))}
      />
      <FormAlert message={problem} />
      <Button
        type="submit"
        variant="secondary"
        block
        disabled={asMinutes(value) === current}
        busy={save.isPending}
        busyLabel={t('responsible.limits.saving')}
      >
        {t('responsible.reality.save')}
      </Button>
    </form>
  );
}
