import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ToastTone = 'success' | 'danger' | 'info';
type Toast = { id: number; tone: ToastTone; message: string };
type ToastApi = { show: (tone: ToastTone, message: string) => void };

const ToastContext = createContext<ToastApi | null>(null);
const DURATION_MS = 6_000;
let nextId = 1;

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs <ToastProvider>');
  return api;
}

/** Two live regions that always exist: errors announced assertively, the rest politely. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);
  const api = useMemo<ToastApi>(
    () => ({
      show: (tone, message) => setToasts((list) => [...list, { id: nextId++, tone, message }]),
    }),
    [],
  );
  const region = (urgent: boolean) => (
    <div
      className="toast-region__list"
      aria-live={urgent ? 'assertive' : 'polite'}
      role={urgent ? 'alert' : 'status'}
    >
      {toasts
        .filter((toast) => (toast.tone === 'danger') === urgent)
        .map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
    </div>
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toast-region">
        {region(true)}
        {region(false)}
      </div>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onDismiss]);
  return (
    <div className={`toast toast--${toast.tone}`}>
      <p>{toast.message}</p>
      <button
        type="button"
        className="toast__dismiss"
        aria-label={t('common.dismiss')}
        onClick={() => onDismiss(toast.id)}
      >
        ×
      </button>
    </div>
  );
}
