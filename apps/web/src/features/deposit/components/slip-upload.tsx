import type { SlipUploaded } from '@wallet/contract';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '@/lib/translator';
import { Link } from '@/lib/router';
import { newIdempotencyKey } from '@wallet/web-kit/idempotency-key';
import { ResponsiblePageLink } from '@/components/responsible-refusal';
import { Button } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form/form-alert';
import { UploadIcon } from '@/components/ui/icons/member-icons';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/i18n';
import { formatAmount } from '@/lib/money';
import { useSlipHours } from '../api/get-slip-lookup';
import { useUploadSlip } from '../api/upload-slip';

/** Spec: png or jpeg only (the server checks the content too), at most 10 MB. */
const SLIP_TYPES = ['image/png', 'image/jpeg'];
export const SLIP_MAX_BYTES = 10 * 1024 * 1024;

const isUnanswered = (error: unknown) =>
  isApiError(error) && (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT');
const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Spec §2/§9 slip upload: pick an image, preview it, upload with a progress bar, then "received,
 * processing" with a link to the slip list. Closed during the daily hours of the slip lookup.
 * Issue 13: the answer says at once when no QR code could be read on the slip (staff check it by
 * eye) and how long a check usually takes. With a slip check service on the server
 * (integrations/slip-verification.md) the answer may also say the slip was credited at once (the
 * amount, in green) or refused at once (the §8 reason, in red); a slip the service could not
 * decide, or could not be asked about, waits for staff like any other, without alarm.
 */
export function SlipUpload({ oneProof = false }: { oneProof?: boolean } = {}) {
  const { t } = useTranslation();
  // a kip wallet's slip is a BCEL One receipt: its QR (OneProof) is read, never checked with
  // the bank (no public check exists), so staff confirm each one (integrations/lao-payments.md)
  const title = oneProof ? t('deposit.slip.oneProofTitle') : t('deposit.slip.title');
  const inputId = useId();
  const hours = useSlipHours();
  const upload = useUploadSlip();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [percent, setPercent] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  // issue 15: refused by the member's break or exclusion → a link to Responsible play
  const [refusal, setRefusal] = useState<unknown>(null);
  const [done, setDone] = useState<SlipUploaded | null>(null);
  const attempt = useRef<{ key: string; unanswered: boolean } | null>(null);
  const controller = useRef<AbortController | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL?.(preview);
  }, [preview]);

  const closed = hours.data ? !hours.data.uploadOpen : false;
  const busy = upload.isPending;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    setProblem(null);
    setRefusal(null);
    attempt.current = null;
    if (picked && !SLIP_TYPES.includes(picked.type)) {
      setFile(null);
      setPreview(null);
      setProblem(t('deposit.slip.wrongType'));
      return;
    }
    if (picked && picked.size > SLIP_MAX_BYTES) {
      setFile(null);
      setPreview(null);
      setProblem(t('deposit.slip.tooLarge'));
      return;
    }
    setFile(picked);
    setPreview(
      picked && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(picked) : null,
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file || busy || closed) return;
    // one key per press; a press after a lost answer is the same action sent again
    const key = attempt.current?.unanswered ? attempt.current.key : newIdempotencyKey();
    attempt.current = { key, unanswered: false };
    controller.current = new AbortController();
    setProblem(null);
    setRefusal(null);
    setPercent(0);
    upload.mutate(
      {
        file,
        idempotencyKey: key,
        signal: controller.current.signal,
        onProgress: ({ loaded, total }) =>
          setPercent(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0),
      },
      {
        onSuccess: (answer) => {
          attempt.current = null;
          setDone(answer);
        },
        onError: (error) => {
          if (isAbort(error)) return;
          attempt.current = { key, unanswered: isUnanswered(error) };
          setProblem(errorMessage(error));
          setRefusal(error);
        },
      },
    );
  };

  const reset = () => {
    setDone(null);
    setFile(null);
    setPreview(null);
    setPercent(0);
    upload.reset();
  };

  if (done) {
    return (
      <section className="slip-upload slip-upload--done" aria-labelledby={`${inputId}-title`}>
        <h3 className="deposit__subtitle" id={`${inputId}-title`}>
          {title}
        </h3>
        {done.credited ? (
          <div role="status" className="slip-upload__received">
            <p>
              {done.creditedAmount != null
                ? t('deposit.slip.credited', { amount: formatAmount(done.creditedAmount) })
                : t('deposit.slip.creditedPlain')}
            </p>
            <StatusBadge status="success" />
            <p className="deposit__hint">{t('deposit.slip.creditedHint')}</p>
          </div>
        ) : done.reason ? (
          <div role="status" className="slip-upload__received">
            <p>{t('deposit.slip.refused', { reason: t(`slipReasons.${done.reason}`) })}</p>
            <StatusBadge status="failed" />
            <p className="deposit__hint">{t('deposit.slip.refusedHint')}</p>
          </div>
        ) : (
          <>
            <div role="status" className="slip-upload__received">
              <p>{oneProof ? t('deposit.slip.oneProofReceived') : t('deposit.slip.received')}</p>
              <StatusBadge status="processing" />
              {done.qrFound ? null : <p className="note note--warn">{t('deposit.slip.noQr')}</p>}
              {done.reviewEstimateMinutes !== null ? (
                <p className="slip-upload__estimate">
                  {t('deposit.slip.estimate', { count: Math.max(1, done.reviewEstimateMinutes) })}
                </p>
              ) : null}
            </div>
            <p className="deposit__hint">{t('deposit.slip.receivedHint')}</p>
          </>
        )}
        <div className="slip-upload__actions">
          <Link className="btn btn--secondary" to={paths.member.statement.getHref(true)}>
            {t('deposit.slip.viewSlips')}
          </Link>
          <Button variant="ghost" onClick={reset}>
            {t('deposit.slip.another')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section className="slip-upload" aria-labelledby={`${inputId}-title`}>
      <h3 className="deposit__subtitle" id={`${inputId}-title`}>
        {title}
      </h3>
      <ul className="deposit__texts">
        {oneProof ? (
          <>
            <li>{t('deposit.slip.oneProofIntro')}</li>
            <li>{t('deposit.slip.oneProofStaff')}</li>
          </>
        ) : (
          <li>{t('deposit.slip.intro')}</li>
        )}
        {hours.data?.closedFrom && hours.data.closedUntil ? (
          <li>
            {t('deposit.slip.closed', {
              from: hours.data.closedFrom,
              until: hours.data.closedUntil,
            })}
          </li>
        ) : null}
      </ul>
      {closed ? (
        <p className="note note--warn" role="status">
          {t('deposit.slip.closedNow', { until: hours.data?.closedUntil ?? '' })}
        </p>
      ) : null}
      <form className="slip-upload__form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            {t('deposit.slip.choose')}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className="slip-upload__input"
            type="file"
            name="file"
            accept={SLIP_TYPES.join(',')}
            disabled={busy || closed}
            onChange={choose}
          />
        </div>
        {preview ? (
          <img className="slip-upload__preview" src={preview} alt={t('deposit.slip.preview')} />
        ) : null}
        {busy ? (
          <div className="slip-upload__progress">
            <progress
              max={100}
              value={percent}
              aria-label={t('deposit.slip.progress')}
              aria-valuetext={`${percent}%`}
            />
          </div>
        ) : null}
        <FormAlert message={problem} />
        <ResponsiblePageLink error={refusal} />
        <div className="slip-upload__actions">
          {busy ? (
            <Button variant="ghost" onClick={() => controller.current?.abort()}>
              {t('deposit.slip.cancel')}
            </Button>
          ) : null}
          <Button
            type="submit"
            icon={<UploadIcon size={18} />}
            disabled={!file || closed}
            busy={busy}
            busyLabel={t('deposit.slip.uploading', { percent })}
          >
            {t('deposit.slip.upload')}
          </Button>
        </div>
      </form>
    </section>
  );
}
