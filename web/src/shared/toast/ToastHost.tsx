import { useEffect, useRef } from 'react';
import { Button, notification } from 'antd';
import { TOAST_DURATION_MS, TOAST_LIMIT, type ToastOptions } from './useToast.ts';

export interface QueuedToast {
  id: number;
  options: ToastOptions;
}

/**
 * antd's notifications at the bottom right (a toast never covers the header's buttons), one at a
 * time: shows each queued toast once, failures announced as alerts, the rest as a status.
 */
export function ToastHost({ queue, onShown }: { queue: QueuedToast[]; onShown: (lastId: number) => void }) {
  const [api, holder] = notification.useNotification({
    maxCount: TOAST_LIMIT,
    duration: TOAST_DURATION_MS / 1000,
    placement: 'bottomRight',
  });
  const lastShown = useRef(0);

  useEffect(() => {
    const fresh = queue.filter((toast) => toast.id > lastShown.current);
    if (fresh.length === 0) return;
    for (const { id, options } of fresh) {
      const { title, description, variant = 'default', action } = options;
      const key = `toast-${id}`;
      const handleAction = () => {
        api.destroy(key);
        action?.onClick();
      };
      const actions = action && (
        <Button type="primary" size="small" onClick={handleAction}>
          {action.label}
        </Button>
      );
      const args = { key, title, description, actions, duration: TOAST_DURATION_MS / 1000 };
      if (variant === 'destructive') api.error({ ...args, role: 'alert' });
      else api.open({ ...args, role: 'status' });
    }
    lastShown.current = fresh.at(-1)!.id;
    onShown(lastShown.current);
  }, [queue, api, onShown]);

  return holder;
}
