import { formatAmount } from '@/lib/money';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/translator';
import { newIdempotencyKey } from '@wallet/web-kit/idempotency-key';
import { ResponsiblePageLink } from '@/components/responsible-refusal';
import { Button } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form/form-alert';
import { AmountField } from '@/components/ui/form/amount-field';
import { useToast } from '@/components/ui/toast/toast-context';
import { errorMessage } from '@/lib/i18n';
import { useAddDeposit } from '../api/add-deposit';

/**
 * Spec §7 POST /api/wallet/add: on manual-mode sites, tell staff the amount transferred. Issue
 * 13: no more than the site's maximum at once, said at the field before anything is sent.
 */
export function ManualDepositForm({
  minimum,
  maximum = null,
  onSent,
}: {
  minimum: number;
  /** GET /api/lookup/deposit maximumDeposit; null: no maximum. */
  maximum?: number | null;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const add = useAddDeposit();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<{ error: unknown; text: string } | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const floor = Math.max(minimum, 1);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    const value = amount === '' ? Number.NaN : Number(amount);
    if (!(value >= floor)) {
      setFieldError(t('deposit.manual.invalid', { min: formatAmount(floor) }));
      return;
    }
    if (maximum !== null && value > maximum) {
      setFieldError(t('deposit.tooMuch', { max: formatAmount(maximum) }));
      return;
    }
    setProblem(null);
    add.mutate(
      { amount: value, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: () => {
          setAmount('');
          toast.show({
            tone: 'success',
            message: t('deposit.manual.sent', { amount: formatAmount(value) }),
          });
          onSent();
        },
        onError: (error) => setProblem({ error, text: errorMessage(error) }),
      },
    );
  };

  return (
    <form className="modal-form" onSubmit={onSubmit} noValidate>
      <p className="deposit__lead">{t('deposit.manual.intro')}</p>
      <AmountField
        label={t('deposit.manual.amount')}
        name="deposit-amount"
        value={amount}
        onValueChange={(value) => {
          setFieldError(null);
          setAmount(value);
        }}
        hint={
          maximum !== null
            ? t('deposit.range', { min: formatAmount(minimum), max: formatAmount(maximum) })
            : t('deposit.minimum', { amount: formatAmount(minimum) })
        }
        error={fieldError}
        disabled={add.isPending}
      />
      <FormAlert message={problem?.text} />
      <ResponsiblePageLink error={problem?.error} />
      <Button type="submit" block busy={add.isPending} busyLabel={t('deposit.manual.submitting')}>
        {t('deposit.manual.submit')}
      </Button>
    </form>
  );
}
