import {
  QR_MINIMUM,
  QR_QUICK_AMOUNTS,
  canCreateQr,
  formatAmount,
  type QrBank,
} from '@wallet/contract';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsibleRefusal } from '@/components/responsible-refusal';
import { Button } from '@/components/ui/button/button';
import { AmountField } from '@/components/ui/form/amount-field';
import { DelayedLoader } from '@/components/ui/loader/delayed-loader';
import { useToast } from '@/components/ui/toast/toast-context';
import { useCountdown } from '@/hooks/use-countdown';
import { errorMessage, translateCode } from '@/lib/i18n';
import { isResponsibleRefusal } from '@/lib/responsible-error';
import { sanitizeQrMarkup } from '@/lib/sanitize';
import { useCancelQrcode } from '../api/cancel-qrcode';
import { useCreateQrcode } from '../api/create-qrcode';
import { useQrcode } from '../api/get-qrcode';
import { useQrOutcome } from '../hooks/use-qr-outcome';
import { QrPaid } from './qr-paid';

/** mm:ss (spec §4 countdown). */
export const mmss = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * Spec §4 deposit QR of one bank: none → created (with expiry) → counting down mm:ss → none at
 * 00:00 or on cancel. §5: create is disabled below the bank's minimum (canCreateQr).
 */
export function QrView({ bank }: { bank: QrBank; expireMinutes?: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const query = useQrcode(bank);
  const create = useCreateQrcode();
  const cancel = useCancelQrcode();
  const [amount, setAmount] = useState('');
  // issue 15: a refusal by the member's own limit, break or exclusion stays in place (with what
  // may still be deposited and a link to Responsible play) until the amount changes
  const [refusal, setRefusal] = useState<unknown>(null);
  const value = amount === '' ? 0 : Number(amount);
  const state = query.data;
  const endsAt = state?.hasQrcode ? query.dataUpdatedAt + state.expireIn * 1000 : null;
  const left = useCountdown(endsAt);
  const live = Boolean(state?.hasQrcode && state.qrcode && left > 0);
  const qrcode = state?.qrcode ?? null;
  const markup = useMemo(() => (qrcode ? sanitizeQrMarkup(qrcode) : ''), [qrcode]);
  const busy = create.isPending || cancel.isPending;
  const [paid, dismissPaid] = useQrOutcome(state);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !canCreateQr(bank, value)) return;
    setRefusal(null);
    create.mutate(
      { bankCode: bank, amount: value },
      {
        onSuccess: (answer) => {
          // spec §8: a failed QR creation (hasQrcode false) shows the server message in a red toast
          if (!answer.hasQrcode)
            toast.show({ tone: 'danger', message: translateCode(answer.message) });
        },
        onError: (error) => {
          if (isResponsibleRefusal(error)) setRefusal(error);
          else toast.show({ tone: 'danger', message: errorMessage(error) });
        },
      },
    );
  };

  const onCancel = () => {
    if (!state?.qrcodeId || busy) return;
    cancel.mutate(
      { bankCode: bank, qrcodeId: state.qrcodeId },
      {
        onSuccess: () => toast.show({ tone: 'info', message: t('deposit.qr.cancelled') }),
        onError: (error) => toast.show({ tone: 'danger', message: errorMessage(error) }),
      },
    );
  };

  if (!state) {
    if (query.isError) {
      return (
        <div className="qr-view__none">
          <p>{t('deposit.qr.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      );
    }
    return <DelayedLoader active={query.isPending} label={t('app.loading')} />;
  }

  if (paid) return <QrPaid notice={paid} onAgain={dismissPaid} />;

  if (live && state.qrcodeId) {
    return (
      <div className="qr-view qr-view--live">
        <div
          className="qr-view__image"
          role="img"
          aria-label={t('deposit.qr.image', { amount: formatAmount(state.amount) })}
          dangerouslySetInnerHTML={{ __html: markup }}
        />
        <p className="qr-view__amount">
          {t('deposit.qr.amountLabel', { amount: formatAmount(state.amount) })}
        </p>
        <p className="qr-view__expires">
          {t('deposit.qr.expiresIn')}{' '}
          <span className="qr-view__timer" role="timer" aria-label={t('deposit.qr.countdown')}>
            {mmss(left)}
          </span>
        </p>
        <Button
          variant="danger"
          onClick={onCancel}
          busy={cancel.isPending}
          busyLabel={t('deposit.qr.cancelling')}
        >
          {t('deposit.qr.cancel')}
        </Button>
      </div>
    );
  }

  const quick = QR_QUICK_AMOUNTS[bank];
  return (
    <form
      className="qr-view"
      onSubmit={onSubmit}
      noValidate
      aria-busy={query.isFetching || undefined}
    >
      <p className="qr-view__none-line">{t('deposit.qr.none')}</p>
      <div className="qr-view__quick" role="group" aria-label={t('deposit.qr.quick')}>
        {quick.map((preset) => (
          <button
            key={preset}
            type="button"
            className="qr-view__chip"
            aria-pressed={value === preset}
            aria-label={t('deposit.qr.quickAmount', { amount: preset })}
            disabled={busy}
            onClick={() => {
              setRefusal(null);
              setAmount(String(preset));
            }}
          >
            {preset.toLocaleString('en-US')}
          </button>
        ))}
      </div>
      <AmountField
        label={t('deposit.qr.amount', { bank })}
        name={`qr-amount-${bank}`}
        value={amount}
        onValueChange={(next) => {
          setRefusal(null);
          setAmount(next);
        }}
        hint={t('deposit.qr.minimum', { min: QR_MINIMUM[bank] })}
        disabled={busy}
      />
      <ResponsibleRefusal error={refusal} />
      <Button
        type="submit"
        block
        disabled={!canCreateQr(bank, value)}
        busy={create.isPending}
        busyLabel={t('deposit.qr.creating')}
      >
        {t('deposit.qr.create')}
      </Button>
    </form>
  );
}
