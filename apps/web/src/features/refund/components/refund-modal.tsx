import { formatFigure, type RefundCheck } from '@wallet/contract';
import { formatAmount } from '@/lib/money';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/translator';
import { EmptyState } from '@/components/empty-state';
import { RewardCondition } from '@/components/reward-condition';
import { Button } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form/form-alert';
import { DelayedLoader } from '@/components/ui/loader/delayed-loader';
import { Modal } from '@/components/ui/modal/modal';
import { errorMessage, moneySymbol } from '@/lib/i18n';
import { useDateFormat } from '@/lib/format-date';
import { useRefundCheck } from '../api/get-refund-check';
import { RefundConfirmDialog } from './refund-confirm-dialog';
import { RefundHistory } from './refund-history';
import { blockedReason, periodText } from './refund-text';
import '@/components/reward-figures.css';
import './refund.css';

/**
 * Spec §2 refund modal: the last complete period's refund (period, net loss, percent, minimum
 * and maximum, the amount, how it is paid with its success and fail percents, the server's
 * `info` sentence) and Receive, disabled with the reason when it cannot be received (§4: the
 * result is false, or a bonus is active). Below, the refunds received, 10 a page. Closed with
 * `true` once a refund was received in it (spec §2: the wallet then reloads).
 */
export function RefundModal({
  open,
  onClose,
}: {
  open: boolean;
  onClose: (received: boolean) => void;
}) {
  const { t } = useTranslation();
  const [received, setReceived] = useState(false);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setReceived(false);
  }
  return (
    <Modal
      open={open}
      onClose={() => onClose(received)}
      title={t('refund.modal.title')}
      closeLabel={t('common.close')}
    >
      {open ? <RefundBody onReceived={() => setReceived(true)} /> : null}
    </Modal>
  );
}

function RefundBody({ onReceived }: { onReceived: () => void }) {
  const { t } = useTranslation();
  const check = useRefundCheck();
  return (
    <div className="refund-modal">
      {check.data ? (
        <RefundOffer check={check.data} onReceived={onReceived} />
      ) : check.isError ? (
        // §7: a failed load of refunds is silently ignored: a quiet state with Try again
        <EmptyState message={t('refund.modal.checkFailed')} onRetry={() => void check.refetch()} />
      ) : (
        <DelayedLoader active={check.isPending} label={t('app.loading')} />
      )}
      <RefundHistory />
    </div>
  );
}

function RefundOffer({ check, onReceived }: { check: RefundCheck; onReceived: () => void }) {
  const { t } = useTranslation();
  const { era, formatDateTime } = useDateFormat();
  const headingId = useId();
  const infoId = useId();
  const reasonId = useId();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const reason = blockedReason(t, check);
  const showInfo = check.info !== '' && check.info !== reason;
  const period = periodText(t, check.periodStart, check.periodEnd, era);
  const baht = (amount: number) => t('rewards.baht', { amount: formatAmount(amount) });
  const describedBy = [reason ? reasonId : null, showInfo ? infoId : null].filter(Boolean);

  return (
    <section className="reward-section" aria-labelledby={headingId}>
      <h3 className="reward-section__title" id={headingId}>
        {t(`refund.modal.heading.${check.period}`)}
      </h3>
      <div className="refund-amount">
        <p className="refund-amount__label">{t('refund.modal.amount')}</p>
        <p className="refund-amount__value">
          {moneySymbol()}
          {formatAmount(check.refundAmount)}
        </p>
        <p className="refund-amount__period">{t(`refund.modal.for.${check.period}`, { period })}</p>
      </div>
      <dl className="reward-facts">
        <div>
          <dt>{t('refund.modal.period')}</dt>
          <dd>{period}</dd>
        </div>
        <div>
          <dt>{t('refund.modal.netLoss')}</dt>
          <dd>{baht(check.netLoss)}</dd>
        </div>
        <div>
          <dt>{t('refund.modal.percent')}</dt>
          <dd>{t('refund.modal.percentValue', { percent: formatFigure(check.percent) })}</dd>
        </div>
        <div>
          <dt>{t('refund.modal.minimum')}</dt>
          <dd>{baht(check.minimum)}</dd>
        </div>
        <div>
          <dt>{t('refund.modal.maximum')}</dt>
          <dd>{check.maximum === null ? t('refund.modal.noMaximum') : baht(check.maximum)}</dd>
        </div>
        <div>
          <dt>{t('refund.modal.claimUntil')}</dt>
          <dd>
            {check.claimUntil === null ? (
              t('refund.modal.claimOpen')
            ) : (
              <time dateTime={check.claimUntil}>{formatDateTime(check.claimUntil)}</time>
            )}
          </dd>
        </div>
      </dl>
      <p className="reward-section__hint">{t('refund.modal.netLossHint')}</p>
      <RewardCondition
        success={check.refundSuccess}
        fail={check.refundFail}
        amount={check.refundAmount}
      />
      {showInfo ? (
        <p className="note note--info" id={infoId}>
          {check.info}
        </p>
      ) : null}
      {reason ? (
        <p className="note note--warn" id={reasonId}>
          {reason}
        </p>
      ) : null}
      <FormAlert message={failure ? errorMessage(failure) : null} />
      <Button
        block
        disabled={reason !== null}
        aria-describedby={describedBy.join(' ') || undefined}
        onClick={() => {
          setFailure(null);
          setConfirming(true);
        }}
      >
        {t('refund.modal.receive')}
      </Button>
      <RefundConfirmDialog
        open={confirming}
        check={check}
        onClose={() => setConfirming(false)}
        onReceived={onReceived}
        onFailed={setFailure}
      />
    </section>
  );
}
