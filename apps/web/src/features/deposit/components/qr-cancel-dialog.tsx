import { useId } from 'react';
import { useTranslation } from '@/lib/translator';
import { Button } from '@/components/ui/button/button';
import { Modal } from '@/components/ui/modal/modal';

/**
 * Issue 13: cancelling a QR asks first (an alertdialog): the code stops working at once, and a
 * QR already paid must be kept. Focus starts on "Keep the QR code", the safe answer; it returns
 * to the Cancel button when kept (the modal's focus return), and the QR view moves it to the
 * amount field once the QR is gone.
 */
export function QrCancelDialog({
  open,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const bodyId = useId();
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      title={t('deposit.qr.cancelTitle')}
      closeLabel={t('common.close')}
      role="alertdialog"
      descriptionId={bodyId}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy} data-autofocus>
            {t('deposit.qr.cancelKeep')}
          </Button>
          <Button
            variant="danger"
            onClick={onConfirm}
            busy={busy}
            busyLabel={t('deposit.qr.cancelling')}
          >
            {t('deposit.qr.cancelConfirm')}
          </Button>
        </>
      }
    >
      <p id={bodyId}>{t('deposit.qr.cancelBody')}</p>
    </Modal>
  );
}
