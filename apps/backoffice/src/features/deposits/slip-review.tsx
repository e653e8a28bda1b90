import { SLIP_REASON_CODES, type OperatorDeposit, type SlipReasonCode } from '@wallet/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge, statusTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { SelectField, TextField } from '@/components/ui/fields';
import { currencySign, formatCurrency, formatDateTime } from '@/lib/format';
import { useReviewShortcuts, type ReviewAction } from './shortcuts';
import { slipWarnings, suggestedReason } from './slip-warnings';
import { INITIAL_VIEW, rotate, SlipViewer, zoomIn, zoomOut } from './slip-viewer';
import type { ReactNode } from 'react';

export type SlipReviewProps = {
  deposit: OperatorDeposit;
  canDecide: boolean;
  busy: boolean;
  error: unknown;
  position: { index: number; count: number };
  /** `note` says why when the amount differs from the deposit's (the server requires it). */
  onApprove: (amount: number, note?: string) => void;
  onReject: (code: SlipReasonCode) => void;
  onNext: () => void;
  onPrev: () => void;
  /** The member's other deposits, shown beside the slip. */
  recent?: ReactNode;
};

function parseAmount(text: string): number | null {
  const value = Number(text.replace(/,/g, '').trim());
  return text.trim() !== '' && Number.isFinite(value) && value > 0
    ? Math.round(value * 100) / 100
    : null;
}

/**
 * One deposit under review: the slip beside what was read from it, the amount to approve and
 * the §8 reason to reject. Keys: A then Enter approves, R then Enter rejects (a digit picks the
 * reason first), J/K or the arrows move, + − O zoom and rotate, Esc cancels.
 */
export function SlipReview({
  deposit,
  canDecide,
  busy,
  error,
  position,
  onApprove,
  onReject,
  onNext,
  onPrev,
  recent,
}: SlipReviewProps) {
  const { t } = useTranslation();
  const warnings = slipWarnings(deposit);
  const [amountText, setAmountText] = useState(
    deposit.amount !== null ? String(deposit.amount) : '',
  );
  const [reason, setReason] = useState<SlipReasonCode>(suggestedReason(warnings));
  const [armed, setArmed] = useState<'approve' | 'reject' | null>(null);
  const [view, setView] = useState(INITIAL_VIEW);
  const [amountError, setAmountError] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState(false);
  const noteRef = useRef<HTMLInputElement>(null);
  const approveRef = useRef<HTMLButtonElement>(null);
  const rejectRef = useRef<HTMLButtonElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const waiting = deposit.status === 'processing';
  const decidable = canDecide && waiting && !busy;
  const amount = parseAmount(amountText);
  // issue 11: approving another amount than the deposit shows is a decision that says why
  const amountDiffers = amount !== null && deposit.amount !== null && amount !== deposit.amount;

  const approve = () => {
    setArmed(null);
    if (amount === null) {
      setAmountError(true);
      amountRef.current?.focus();
      return;
    }
    if (amountDiffers && note.trim() === '') {
      setNoteError(true);
      noteRef.current?.focus();
      return;
    }
    onApprove(amount, amountDiffers ? note.trim() : undefined);
  };
  const reject = () => {
    setArmed(null);
    onReject(reason);
  };

  useReviewShortcuts((action: ReviewAction) => {
    switch (action.type) {
      case 'approve':
        if (!decidable) return;
        setArmed('approve');
        approveRef.current?.focus();
        return;
      case 'reject':
        if (!decidable) return;
        setArmed('reject');
        rejectRef.current?.focus();
        return;
      case 'reason': {
        const code = SLIP_REASON_CODES[action.index];
        if (armed === 'reject' && code) setReason(code);
        return;
      }
      case 'cancel':
        setArmed(null);
        return;
      case 'next':
        setArmed(null);
        onNext();
        return;
      case 'prev':
        setArmed(null);
        onPrev();
        return;
      case 'zoomIn':
        setView(zoomIn);
        return;
      case 'zoomOut':
        setView(zoomOut);
        return;
      case 'rotate':
        setView(rotate);
        return;
    }
  });

  const reasonOptions = SLIP_REASON_CODES.map((code, index) => ({
    value: code,
    label: `${index < 10 ? `${(index + 1) % 10} · ` : ''}${t(`slipReasons.${code}`)} (${code})`,
  }));

  return (
    <section className="review" aria-labelledby="review-title">
      <div className="review__head">
        <h2 id="review-title">
          {t('deposits.review')} #{deposit.id}
        </h2>
        <span className="muted">
          {t('deposits.position', { index: position.index + 1, count: position.count })}
        </span>
        <Badge tone={statusTone(deposit.status)}>{t(`status.${deposit.status}`)}</Badge>
      </div>
      {warnings.map((warning) => (
        <Alert key={warning} tone="warning">
          {t(warning === 'duplicate' ? 'deposits.warnDuplicate' : 'deposits.warnMismatch')}
        </Alert>
      ))}
      <div className="review__body">
        <SlipViewer imageUrl={deposit.imageUrl} view={view} onView={setView} />
        <div className="review__data">
          <dl className="facts">
            <dt>{t('deposits.phone')}</dt>
            <dd>{deposit.phone}</dd>
          </dl>
          <MemberBank bank={deposit.memberBank} />
          <dl className="facts">
            <dt>{t('deposits.method')}</dt>
            <dd>{t(`deposits.methods.${deposit.method}`)}</dd>
            <dt>{t('deposits.channel')}</dt>
            <dd>{deposit.channel || '—'}</dd>
            <dt>{t('deposits.reference')}</dt>
            <dd className="mono break">{deposit.reference || '—'}</dd>
            <dt>{t('deposits.detail')}</dt>
            <dd className="mono break">{deposit.detail ?? '—'}</dd>
            <dt>{t('deposits.note')}</dt>
            <dd>{deposit.note ?? '—'}</dd>
            <dt>{t('deposits.amount')}</dt>
            <dd>{formatCurrency(deposit.amount, deposit.currency)}</dd>
            <dt>{t('deposits.created')}</dt>
            <dd>{formatDateTime(deposit.createdAt)}</dd>
          </dl>
          {!canDecide ? <Alert tone="info">{t('deposits.readOnly')}</Alert> : null}
          {canDecide && !waiting ? <Alert tone="info">{t('deposits.decided')}</Alert> : null}
          {canDecide && waiting ? (
            <div className="decision">
              <form
                className="decision__row"
                noValidate
                onSubmit={(event: FormEvent) => {
                  event.preventDefault();
                  approve();
                }}
              >
                <TextField
                  ref={amountRef}
                  label={t('deposits.approveAmount', { sign: currencySign(deposit.currency) })}
                  inputMode="decimal"
                  value={amountText}
                  onChange={(event) => {
                    setAmountText(event.target.value);
                    setAmountError(false);
                  }}
                  error={amountError ? t('deposits.amountInvalid') : null}
                />
                {amountDiffers ? (
                  <TextField
                    ref={noteRef}
                    label={t('deposits.approveNote')}
                    hint={t('deposits.approveNoteHint', {
                      amount: formatCurrency(deposit.amount, deposit.currency),
                    })}
                    maxLength={500}
                    value={note}
                    onChange={(event) => {
                      setNote(event.target.value);
                      setNoteError(false);
                    }}
                    error={noteError ? t('errors.APPROVE_NOTE_REQUIRED') : null}
                  />
                ) : null}
                <Button
                  ref={approveRef}
                  type="submit"
                  variant="success"
                  busy={busy}
                  className={armed === 'approve' ? 'is-armed' : undefined}
                  aria-keyshortcuts="A"
                >
                  {t('deposits.approve')}
                </Button>
              </form>
              <form
                className="decision__row"
                noValidate
                onSubmit={(event: FormEvent) => {
                  event.preventDefault();
                  reject();
                }}
              >
                <SelectField
                  label={t('deposits.rejectReason')}
                  value={reason}
                  options={reasonOptions}
                  onChange={(event) => setReason(event.target.value as SlipReasonCode)}
                />
                <Button
                  ref={rejectRef}
                  type="submit"
                  variant="danger"
                  busy={busy}
                  className={armed === 'reject' ? 'is-armed' : undefined}
                  aria-keyshortcuts="R"
                >
                  {t('deposits.reject')}
                </Button>
              </form>
              <p className="armed" role="status">
                {armed === 'approve' && amount !== null
                  ? t('deposits.armedApprove', {
                      amount: formatCurrency(amount, deposit.currency),
                    })
                  : armed === 'reject'
                    ? t('deposits.armedReject', { reason: t(`slipReasons.${reason}`) })
                    : ''}
              </p>
              <ErrorMessage error={error} />
            </div>
          ) : null}
          <ShortcutLegend />
          {recent}
        </div>
      </div>
    </section>
  );
}

function ShortcutLegend() {
  const { t } = useTranslation();
  return (
    <details className="legend" open>
      <summary>{t('deposits.shortcuts')}</summary>
      <ul>
        <li>{t('deposits.keyApprove')}</li>
        <li>{t('deposits.keyReject')}</li>
        <li>{t('deposits.keyNext')}</li>
        <li>{t('deposits.keyPrev')}</li>
        <li>{t('deposits.keyZoom')}</li>
      </ul>
    </details>
  );
}

/**
 * The member's registered bank account beside the slip: the cashier checks the slip's sender
 * against it before approving (a transfer from another account is the §8 NOT_MATCH reason).
 */
function MemberBank({ bank }: { bank: OperatorDeposit['memberBank'] }) {
  const { t, i18n } = useTranslation();
  const name = i18n.language.startsWith('th') ? bank.nameTH : bank.nameEN;
  return (
    <section className="member-bank" aria-labelledby="member-bank-title">
      <h3 id="member-bank-title" className="member-bank__title">
        {t('deposits.memberBank')}
      </h3>
      <dl className="facts">
        <dt>{t('deposits.memberBankName')}</dt>
        <dd>
          {name} <span className="muted">({bank.bankCode})</span>
        </dd>
        <dt>{t('deposits.memberAccountNo')}</dt>
        <dd className="mono">{bank.accountNo}</dd>
        <dt>{t('deposits.memberAccountName')}</dt>
        <dd>{bank.accountName}</dd>
      </dl>
      <p className="muted member-bank__hint">{t('deposits.memberBankHint')}</p>
    </section>
  );
}
