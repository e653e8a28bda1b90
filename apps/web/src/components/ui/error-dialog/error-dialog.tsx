import { useId, type ReactNode } from 'react';
import { Button } from '../button/button';
import { Modal } from '../modal/modal';
import './error-dialog.css';

type ErrorDialogProps = {
  /** The message to show; the dialog is open while there is one. */
  message: string | null;
  title: string;
  closeLabel: string;
  okLabel: string;
  onClose: () => void;
  /** Offered when the same action may be sent again (e.g. the answer was lost on the way). */
  onRetry?: () => void;
  retryLabel?: string;
  /** Under the message: what the member can do about it (e.g. a link to the bonus page). */
  children?: ReactNode;
};

/** Spec §8: transfer and withdraw errors show in an error dialog titled "Error". */
export function ErrorDialog({
  message,
  title,
  closeLabel,
  okLabel,
  onClose,
  onRetry,
  retryLabel,
  children,
}: ErrorDialogProps) {
  const messageId = useId();
  return (
    <Modal
      open={message !== null}
      onClose={onClose}
      title={title}
      closeLabel={closeLabel}
      role="alertdialog"
      descriptionId={messageId}
      footer={
        <>
          {onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              {retryLabel}
            </Button>
          ) : null}
          <Button onClick={onClose} data-autofocus>
            {okLabel}
          </Button>
        </>
      }
    >
      <p className="error-dialog__message" id={messageId}>
        {message}
      </p>
      {children ? <div className="error-dialog__extra">{children}</div> : null}
    </Modal>
  );
}
