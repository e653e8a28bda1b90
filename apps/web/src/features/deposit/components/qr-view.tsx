import {
  QR_MINIMUM,
  QR_QUICK_AMOUNTS,
  canCreateQr,
  type QrBank,
  type QrState,
} from '@wallet/contract';
import { formatAmount } from '@/lib/money';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/translator';
import { ResponsibleRefusal } from '@/components/responsible-refusal';
import { Button, buttonClassName } from '@/components/ui/button/button';
import { AmountField } from '@/components/ui/form/amount-field';
import { DownloadIcon, ShareIcon } from '@/components/ui/icons/member-icons';
import { DelayedLoader } from '@/components/ui/loader/delayed-loader';
import { useToast } from '@/components/ui/toast/toast-context';
import { useCountdown } from '@/hooks/use-countdown';
import { errorMessage, translateCode } from '@/lib/i18n';
import { isResponsibleRefusal } from '@/lib/responsible-error';
import { sanitizeQrMarkup } from '@/lib/sanitize';
import { useCancelQrcode } from '../api/cancel-qrcode';
import { useCreateQrcode } from '../api/create-qrcode';
import { useQrcode } from '../api/get-qrcode';
import { useQrImage } from '../hooks/use-qr-image';
import { useQrOutcome } from '../hooks/use-qr-outcome';
import { QrCancelDialog } from './qr-cancel-dialog';
import { QrPaid } from './qr-paid';

/** mm:ss (spec §4 countdown). */
export const mmss = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Spec §4 deposit QR of one bank: none → created (with expiry) → counting down mm:ss → none at
 * 00:00 or on cancel. §5: create is disabled below the bank's minimum (canCreateQr). Issue 13:
 * above the site's maximum too (said at the field before anything is sent); the live QR shows
 * who is paid and how much, can be saved as a PNG or shared (where the browser shares files),
 * and cancelling it asks first.
 */
export function QrView({
  bank,
  name,
  maximum = null,
  quickAmounts,
}: {
  bank: QrBank;
  /** The server's quick amounts for this provider (deposit lookup); else spec §9's. */
  quickAmounts?: readonly number[];
  /** What members call this provider (the deposit lookup's qrGateways), not its code. */
  name?: string;
  expireMinutes?: number;
  /** The largest deposit at once (GET /api/lookup/deposit maximumDeposit); null: none. */
  maximum?: number | null;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const query = useQrcode(bank);
  const create = useCreateQrcode();
  const cancel = useCancelQrcode();
  const [amount, setAmount] = useState('');
  // issue 15: a refusal by the member's own limit, break or exclusion stays in place (with what
  // may still be deposited and a link to Responsible play) until the amount changes
  const [refusal, setRefusal] = useState<unknown>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const amountRef = useRef<HTMLInputElement>(null);
  // the live QR (and the Cancel button that had focus) is gone: focus goes to the amount
  const focusAmount = useRef(false);
  const value = amount === '' ? 0 : Number(amount);
  const tooMuch = maximum !== null && value > maximum;
  const state = query.data;
  const endsAt = state?.hasQrcode ? query.dataUpdatedAt + state.expireIn * 1000 : null;
  const left = useCountdown(endsAt);
  const live = Boolean(state?.hasQrcode && state.qrcode && left > 0);
  const qrcode = state?.qrcode ?? null;
  const markup = useMemo(() => (qrcode ? sanitizeQrMarkup(qrcode) : ''), [qrcode]);
  const busy = create.isPending || cancel.isPending;
  const [paid, dismissPaid] = useQrOutcome(state);
  const providerName = name ?? bank;
  // a QR that expired (or was paid) while the question was open: nothing left to cancel
  if (confirmCancel && !live && !cancel.isPending) setConfirmCancel(false);

  useEffect(() => {
    if (!focusAmount.current || !amountRef.current) return;
    focusAmount.current = false;
    amountRef.current.focus();
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || tooMuch || !canCreateQr(bank, value)) return;
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
        onSuccess: () => {
          focusAmount.current = true;
          toast.show({ tone: 'info', message: t('deposit.qr.cancelled') });
        },
        onError: (error) => toast.show({ tone: 'danger', message: errorMessage(error) }),
        onSettled: () => setConfirmCancel(false),
      },
    );
  };

  const dialog = (
    <QrCancelDialog
      open={confirmCancel && live}
      busy={cancel.isPending}
      onConfirm={onCancel}
      onClose={() => setConfirmCancel(false)}
    />
  );

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
    const shownAmount = formatAmount(state.amount);
    return (
      <div className="qr-view qr-view--live">
        <div className="qr-view__pay">
          <div
            className="qr-view__image"
            role="img"
            aria-label={t('deposit.qr.image', { amount: shownAmount })}
            dangerouslySetInnerHTML={{ __html: markup }}
          />
          <div className="qr-view__facts">
            {state.receiverName ? (
              <p className="qr-view__receiver">
                {t('deposit.qr.receiver', { name: state.receiverName })}
              </p>
            ) : null}
            <p className="qr-view__amount">
              {t('deposit.qr.amountLabel', { amount: shownAmount })}
            </p>
            <p className="qr-view__expires">
              {t('deposit.qr.expiresIn')}{' '}
              <span className="qr-view__timer" role="timer" aria-label={t('deposit.qr.countdown')}>
                {mmss(left)}
              </span>
            </p>
          </div>
        </div>
        <QrKeep bank={bank} state={state} />
        <Button variant="danger" onClick={() => setConfirmCancel(true)} disabled={busy}>
          {t('deposit.qr.cancel')}
        </Button>
        {dialog}
      </div>
    );
  }

  const quick = quickAmounts?.length ? quickAmounts : QR_QUICK_AMOUNTS[bank];
  const minimum = QR_MINIMUM[bank];
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
            disabled={busy || (maximum !== null && preset > maximum)}
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
        ref={amountRef}
        label={t('deposit.qr.amount', { bank: providerName })}
        name={`qr-amount-${bank}`}
        value={amount}
        onValueChange={(next) => {
          setRefusal(null);
          setAmount(next);
        }}
        hint={
          maximum !== null
            ? t('deposit.qr.range', { min: formatAmount(minimum), max: formatAmount(maximum) })
            : t('deposit.qr.minimum', { min: minimum })
        }
        error={tooMuch ? t('deposit.tooMuch', { max: formatAmount(maximum) }) : null}
        disabled={busy}
      />
      <ResponsibleRefusal error={refusal} />
      <Button
        type="submit"
        block
        disabled={tooMuch || !canCreateQr(bank, value)}
        busy={create.isPending}
        busyLabel={t('deposit.qr.creating')}
      >
        {t('deposit.qr.create')}
      </Button>
      {dialog}
    </form>
  );
}

/**
 * Issue 13: paying from the phone that shows the QR: save it as a PNG (a download link to a
 * blob: URL) or share it (Web Share API with the PNG as a file, only where the browser can),
 * then open it in the banking app. Hidden when the QR has no payload or cannot be drawn.
 */
function QrKeep({ bank, state }: { bank: QrBank; state: QrState }) {
  const { t } = useTranslation();
  const toast = useToast();
  const amount = formatAmount(state.amount);
  const caption = [state.receiverName, t('deposit.qr.amountLabel', { amount })]
    .filter(Boolean)
    .join('\n');
  const image = useQrImage(state.payload, `qr-${bank}-${state.amount}.png`, caption);
  if (!image) return null;

  const share = () => {
    navigator
      .share({ files: [image.file], title: t('deposit.qr.shareTitle', { amount }) })
      .catch((error: unknown) => {
        // the member closed the share sheet: nothing to say
        if (!isAbort(error)) toast.show({ tone: 'danger', message: t('deposit.qr.shareFailed') });
      });
  };

  return (
    <div className="qr-view__keep">
      <p className="deposit__hint">{t('deposit.qr.phoneHint')}</p>
      <div className="qr-view__keep-actions">
        <a className={buttonClassName('secondary')} href={image.url} download={image.file.name}>
          <DownloadIcon size={18} />
          <span>{t('deposit.qr.save')}</span>
        </a>
        {image.canShare ? (
          <Button variant="secondary" icon={<ShareIcon size={18} />} onClick={share}>
            {t('deposit.qr.share')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
