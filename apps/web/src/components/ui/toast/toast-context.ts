import { createContext, useContext } from 'react';

export type ToastTone = 'success' | 'danger' | 'info';
export type ToastInput = { tone: ToastTone; message: string };
export type ToastApi = { show: (toast: ToastInput) => void };

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs <ToastProvider>');
  return api;
}
