import { useId } from 'react';
import { useTranslation } from '@/lib/translator';
import { Button } from '@/components/ui/button/button';
import { Modal } from '@/components/ui/modal/modal';

/**
 * Issue 15: the last step before a commitment that cannot be undone (a break, a self-exclusion).
 * An alert dialog whose lines say what starts, until when and what still works; "Back" has the
 * focus, so Enter never commits by accident.
 */
export function CommitmentDialog({
  open,
  busy,
  title,
  lines,
  confirmLabel,
  busyLabel,
  onConfirm,
  onClose,
}: {
  open: boolean;
  busy: boolean;
  title: string;
  lines: string[];
  confirmLabel: string;
  busyLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const leadId = useId();
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      title={title}
      closeLabel={t('common.close')}
      role="alertdialog"
      descriptionId={leadId}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy} data-autofocus>
            {t('form.back')}
          </Button>
          <Button variant="danger" onClick={onConfirm} busy={busy} busyLabel={busyLabel}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {open ? (
        <div className="rp-confirm" id={leadId}>
          {lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
    </Modal>
  );
}
