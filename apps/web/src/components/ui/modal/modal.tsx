import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../icons/icons';
import { trapTab, useDialogFocus } from './focus-trap';
import { useScrollLock } from './use-scroll-lock';
import './modal.css';

type ModalProps = {
  open: boolean;
  /** Without it the dialog cannot be dismissed: no close button, Escape and backdrop do nothing. */
  onClose?: () => void;
  title: string;
  closeLabel?: string;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'default' | 'media';
  /** `alertdialog` for a dialog that reports a problem and needs an answer (e.g. the error dialog). */
  role?: 'dialog' | 'alertdialog';
  /** The id of the element that says what the dialog is about (aria-describedby). */
  descriptionId?: string;
};

/** A dialog (role=dialog, aria-modal) labelled by its title; rendered only while open. */
export function Modal({ open, ...props }: ModalProps) {
  if (!open) return null;
  return createPortal(<ModalDialog {...props} />, document.body);
}

function ModalDialog({
  onClose,
  title,
  closeLabel,
  children,
  footer,
  size = 'default',
  role = 'dialog',
  descriptionId,
}: Omit<ModalProps, 'open'>) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useScrollLock();
  // issue 13: every dialog holds focus the same way (Tab cycles inside, Escape closes where
  // closing is allowed, focus returns to the opener), whatever its content
  useDialogFocus(dialogRef, onClose);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      onClose?.();
      return;
    }
    trapTab(event);
  };

  return (
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose?.();
      }}
    >
      <div
        ref={dialogRef}
        className={`modal modal--${size}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {/* a div, not <header>: inside a dialog a header would be a second page banner */}
        <div className="modal__header">
          <h2 className="modal__title" id={titleId}>
            {title}
          </h2>
          {onClose ? (
            <button
              type="button"
              className="modal__close"
              aria-label={closeLabel}
              onClick={onClose}
            >
              <CloseIcon size={22} />
            </button>
          ) : null}
        </div>
        <div className="modal__body">{children}</div>
        {footer ? <div className="modal__footer">{footer}</div> : null}
      </div>
    </div>
  );
}
