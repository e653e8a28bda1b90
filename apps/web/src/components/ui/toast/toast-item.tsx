import { useEffect } from 'react';
import { CloseIcon } from '../icons/icons';
import type { ToastTone } from './toast-context';

type ToastItemProps = {
  id: number;
  tone: ToastTone;
  message: string;
  durationMs: number;
  dismissLabel: string;
  onDismiss: (id: number) => void;
};

export function ToastItem({
  id,
  tone,
  message,
  durationMs,
  dismissLabel,
  onDismiss,
}: ToastItemProps) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(id), durationMs);
    return () => clearTimeout(timer);
  }, [id, durationMs, onDismiss]);

  return (
    <div className={`toast toast--${tone}`}>
      <p className="toast__message">{message}</p>
      <button
        type="button"
        className="toast__dismiss"
        aria-label={dismissLabel}
        onClick={() => onDismiss(id)}
      >
        <CloseIcon size={18} />
      </button>
    </div>
  );
}
