import { useId, type KeyboardEvent, type ReactNode, type RefObject } from 'react';

export type DialogFrameProps = {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  /** Without it the dialog cannot be dismissed: no close button, a backdrop press does nothing. */
  onClose?: () => void;
  /** The close button's accessible name. */
  closeLabel?: string;
  /** The close button's content (the app's × or icon). */
  closeContent: ReactNode;
  /** The dialog's classes (the app's look), e.g. `modal` or `modal modal--media`. */
  className: string;
  /** `alertdialog` for a dialog that reports a problem and needs an answer. */
  role?: 'dialog' | 'alertdialog';
  /** The id of the element that says what the dialog is about (aria-describedby). */
  descriptionId?: string;
  /** The dialog's element, for the app's focus handling. */
  dialogRef: RefObject<HTMLDivElement | null>;
  /** The app's keys: Escape, the Tab trap and what else it wants. */
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
};

/**
 * The markup both apps' modal dialogs share: a backdrop (a press on it closes), the dialog
 * (role=dialog, aria-modal, labelled by its title), its header with the close button, the body
 * and an optional footer. Focus, keys and scrolling stay with each app.
 */
export function DialogFrame({
  title,
  children,
  footer,
  onClose,
  closeLabel,
  closeContent,
  className,
  role = 'dialog',
  descriptionId,
  dialogRef,
  onKeyDown,
}: DialogFrameProps) {
  const titleId = useId();
  return (
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose?.();
      }}
    >
      <div
        ref={dialogRef}
        className={className}
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
              {closeContent}
            </button>
          ) : null}
        </div>
        <div className="modal__body">{children}</div>
        {footer ? <div className="modal__footer">{footer}</div> : null}
      </div>
    </div>
  );
}
