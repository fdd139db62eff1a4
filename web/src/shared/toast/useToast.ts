import { useCallback } from 'react';
import { App } from 'antd';

export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

/** Shows one toast at a time (see `AppProviders`), 5 s by default; `destructive` marks errors. */
export function useToast(): (options: ToastOptions) => void {
  const { notification } = App.useApp();
  return useCallback(
    ({ title, description, variant = 'default' }: ToastOptions) => {
      const args = { title, description, duration: TOAST_DURATION_MS / 1000 };
      if (variant === 'destructive') notification.error({ ...args, role: 'alert' });
      else notification.open({ ...args, role: 'status' });
    },
    [notification],
  );
}
