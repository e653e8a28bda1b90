import { formatDateTime, type TimeoutPeriod } from '@wallet/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { Modal } from '@/components/ui/modal/modal';

/**
 * Issue 15 (RTS 13) before a break starts: it starts now, ends around the date shown, cannot be
 * shortened, and logging in, the balances and withdrawals still work.
 */
export function BreakConfirmDialog({
  choice,
  busy,
  onConfirm,
  onClose,
}: {
  /** The chosen length and when it would end; the dialog is open while there is one. */
  choice: { period: TimeoutPeriod; endsAt: Date } | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const leadId = useId();
  return (
    <Modal
      open={choice !== null}
      onClose={() => {
        if (!busy) onClose();
      }}
      title={t('responsible.timeout.confirmTitle')}
      closeLabel={t('common.close')}
      role="alertdialog"
      descriptionId={leadId}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy} data-autofocus>
            {t('form.back')}
          </Button>
          <Button
            variant="danger"
            onClick={onConfirm}
            busy={busy}
            busyLabel={t('responsible.timeout.starting')}
          >
            {t('responsible.timeout.confirm')}
          </Button>
        </>
      }
    >
      {choice ? (
        <div className="rp-confirm" id={leadId}>
          <p>
            {t('responsible.timeout.confirmLead', {
              period: t(`responsible.timeoutPeriods.${choice.period}`),
              date: formatDateTime(choice.endsAt),
            })}
          </p>
          <p>{t('responsible.timeout.confirmFixed')}</p>
          <p>{t('responsible.timeout.confirmStill')}</p>
        </div>
      ) : null}
    </Modal>
  );
}
