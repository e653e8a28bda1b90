import { formatDateTime, type ExclusionPeriod } from '@wallet/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { Modal } from '@/components/ui/modal/modal';

/** Issue 15 (RTS 14) last step: excluded from now until about the date shown; games emptied. */
export function ExclusionConfirmDialog({
  choice,
  busy,
  onConfirm,
  onClose,
}: {
  choice: { period: ExclusionPeriod; endsAt: Date } | null;
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
      title={t('responsible.exclusion.confirmTitle')}
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
            busyLabel={t('responsible.exclusion.excluding')}
          >
            {t('responsible.exclusion.confirm')}
          </Button>
        </>
      }
    >
      {choice ? (
        <div className="rp-confirm" id={leadId}>
          <p>
            {t('responsible.exclusion.confirmLead', {
              period: t(`responsible.exclusionPeriods.${choice.period}`),
              date: formatDateTime(choice.endsAt),
            })}
          </p>
          <p>{t('responsible.exclusion.confirmGames')}</p>
          <p>{t('responsible.exclusion.points.withdraw')}</p>
        </div>
      ) : null}
    </Modal>
  );
}
