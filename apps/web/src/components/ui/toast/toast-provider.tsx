import { TOAST_DURATION_MS } from '@wallet/contract';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '@/hooks/use-hydrated';
import { ToastContext, type ToastInput } from './toast-context';
import { ToastItem } from './toast-item';
import './toast.css';

type Toast = ToastInput & { id: number };
let nextId = 1;

/**
 * Toasts last TOAST_DURATION_MS (spec §8, §9). Two live regions that always exist, so screen
 * readers announce additions: errors assertively, the rest politely.
 */
export function ToastProvider({
  children,
  dismissLabel,
}: {
  children: ReactNode;
  dismissLabel: string;
}) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);
  const api = useMemo(
    () => ({
      show: (toast: ToastInput) => setToasts((list) => [...list, { ...toast, id: nextId++ }]),
    }),
    [],
  );

  const region = (urgent: boolean) => (
    <div
      className="toast-region__list"
      aria-live={urgent ? 'assertive' : 'polite'}
      role={urgent ? undefined : 'status'}
    >
      {toasts
        .filter((toast) => (toast.tone === 'danger') === urgent)
        .map((toast) => (
          <ToastItem
            key={toast.id}
            {...toast}
            durationMs={TOAST_DURATION_MS}
            dismissLabel={dismissLabel}
            onDismiss={dismiss}
          />
        ))}
    </div>
  );

  // the regions live in a portal on <body>: not in a prerendered page's markup (no document at
  // build time), so a prerendered page adds them once hydrated
  const portalReady = useHydrated();
  return (
    <ToastContext.Provider value={api}>
      {children}
      {portalReady &&
        createPortal(
          <div className="toast-region">
            {region(true)}
            {region(false)}
          </div>,
          document.body,
        )}
    </ToastContext.Provider>
  );
}
