import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { trapTab, useFocusReturn } from '@wallet/web-kit/focus-trap';
import { DialogFrame } from '@wallet/web-kit/ui';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
};

/** A dialog (role=dialog, aria-modal) labelled by its title; focus stays inside while open. */
export function Modal({ open, ...props }: ModalProps) {
  if (!open) return null;
  return createPortal(<ModalDialog {...props} />, document.body);
}

function ModalDialog({ onClose, title, children, footer }: Omit<ModalProps, 'open'>) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useFocusReturn(ref);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // keys typed in a dialog never reach the page's shortcuts
    event.stopPropagation();
    if (event.key === 'Escape') {
      onClose();
      return;
    }
    trapTab(event);
  };

  return (
    <DialogFrame
      className="modal"
      title={title}
      footer={footer}
      onClose={onClose}
      closeLabel={t('common.close')}
      closeContent="×"
      dialogRef={ref}
      onKeyDown={onKeyDown}
    >
      {children}
    </DialogFrame>
  );
}
