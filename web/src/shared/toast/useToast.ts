import { createContext, useContext } from 'react';

export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** A button in the toast (e.g. 'View outbox'); the toast closes when it is pressed. */
  action?: { label: string; onClick: () => void };
}

export type ShowToast = (options: ToastOptions) => void;

/** Set by `ToastProvider`. */
export const ToastContext = createContext<ShowToast | null>(null);

/** Shows one toast at a time (see `ToastProvider`), 5 s by default; `destructive` marks errors. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast is used outside a ToastProvider');
  return show;
}
