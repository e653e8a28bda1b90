import { useIsMutating } from '@tanstack/react-query';
import { type RefundCheck } from '@wallet/contract';
import { formatAmount } from '@/lib/money';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/translator';
import { RewardCondition } from '@/components/reward-condition';
import { Button } from '@/components/ui/button/button';
import { Modal } from '@/components/ui/modal/modal';
import { useToast } from '@/components/ui/toast/toast-context';
import { useActionKey } from '@/hooks/use-action-key';
import { translateCode } from '@/lib/i18n';
import { useDateFormat } from '@/lib/format-date';
import { receiveRefundMutationKey, useReceiveRefund } from '../api/receive-refund';
import { periodText } from './refund-text';

/**
 * Spec §4 "the refund amount is added to the wallet after a confirm dialog": the amount, the
 * period and how it is paid (frozen when the dialog opens), then GET /api/refund/receive with
 * one Idempotency-Key per press (a lost answer keeps it: pressing again is the same press).
 * Success: the REFUND_SUCCESS toast; the check, the history and the wallet reload. A failure is
 * handed to the refund modal, which shows it in its alert line.
 */
export function RefundConfirmDialog({
  open,
  check,
  onClose,
  onReceived,
  onFailed,
}: {
  open: boolean;
  check: RefundCheck;
  onClose: () => void;
  onReceived: () => void;
  onFailed: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const { era } = useDateFormat();
  const toast = useToast();
  const receive = useReceiveRefund();
  const actionKey = useActionKey();
  const pending = useIsMutating({ mutationKey: receiveRefundMutationKey }) > 0;
  const leadId = useId();
  const conditionId = useId();

  const [shown, setShown] = useState(check);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setShown(check);
  }

  const confirm = async () => {
    if (pending) return;
    try {
      const result = await receive.mutateAsync({ idempotencyKey: actionKey.next() });
      actionKey.settle();
      onReceived();
      toast.show({
        tone: 'success',
        message: t('refund.confirm.done', {
          message: translateCode(result.message),
          amount: formatAmount(result.refundAmount),
          wallet: formatAmount(result.wallet.amount),
        }),
      });
    } catch (error) {
      actionKey.settle(error);
      onFailed(error);
    }
    onClose();
  };

  const amount = formatAmount(shown.refundAmount);
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!pending) onClose();
      }}
      title={t('refund.confirm.title')}
      closeLabel={t('common.close')}
      role="alertdialog"
      descriptionId={`${leadId} ${conditionId}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending} data-autofocus>
            {t('refund.confirm.back')}
          </Button>
          <Button
            onClick={() => void confirm()}
            busy={pending}
            busyLabel={t('refund.confirm.confirming')}
          >
            {t('refund.confirm.confirm', { amount })}
          </Button>
        </>
      }
    >
      <div className="reward-confirm">
        <p className="reward-confirm__lead" id={leadId}>
          {t('refund.confirm.lead', {
            amount,
            period: periodText(t, shown.periodStart, shown.periodEnd, era),
          })}
        </p>
        <RewardCondition
          id={conditionId}
          success={shown.refundSuccess}
          fail={shown.refundFail}
          amount={shown.refundAmount}
        />
      </div>
    </Modal>
  );
}
