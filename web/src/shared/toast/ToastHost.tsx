import { useEffect, useRef, type PointerEvent } from 'react';
import { Button, notification } from 'antd';
import { swipedRight, TOAST_MAX_WIDTH } from './toastSwipe.ts';
import { TOAST_DURATION_MS, TOAST_LIMIT, type ToastOptions } from './useToast.ts';

export interface QueuedToast {
  id: number;
  options: ToastOptions;
}

/**
 * antd's notifications at the bottom right (a toast never covers the header's buttons), one at a
 * time, at most 420 px wide: shows each queued toast once, failures announced as alerts, the rest
 * as a status. A toast swiped (or dragged) 50 px to the right goes away.
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
      let pressedAt: number | null = null;
      const swipe = {
        onPointerDown: (event: PointerEvent) => void (pressedAt = event.clientX),
        onPointerUp: (event: PointerEvent) => {
          if (pressedAt !== null && swipedRight(pressedAt, event.clientX)) api.destroy(key);
          pressedAt = null;
        },
        onPointerCancel: () => void (pressedAt = null),
      };
      // Horizontal moves are the toast's (a swipe); vertical ones still scroll the page.
      const style = { width: TOAST_MAX_WIDTH, touchAction: 'pan-y' } as const;
      const args = { key, title, description, actions, duration: TOAST_DURATION_MS / 1000, style, props: swipe };
      if (variant === 'destructive') api.error({ ...args, role: 'alert' });
      else api.open({ ...args, role: 'status' });
    }
    lastShown.current = fresh.at(-1)!.id;
    onShown(lastShown.current);
  }, [queue, api, onShown]);

  return holder;
}
