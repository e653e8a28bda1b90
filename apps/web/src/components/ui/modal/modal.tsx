import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DialogFrame } from '@wallet/web-kit/ui';
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
    <DialogFrame
      className={`modal modal--${size}`}
      role={role}
      descriptionId={descriptionId}
      title={title}
      footer={footer}
      onClose={onClose}
      closeLabel={closeLabel}
      closeContent={<CloseIcon size={22} />}
      dialogRef={dialogRef}
      onKeyDown={onKeyDown}
    >
      {children}
    </DialogFrame>
  );
}
