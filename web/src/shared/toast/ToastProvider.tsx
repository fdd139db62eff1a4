import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type ToastOptions } from './useToast.ts';
import type { QueuedToast } from './ToastHost.tsx';

const ToastHost = lazy(async () => ({ default: (await import('./ToastHost.tsx')).ToastHost }));

/**
 * Toasts for the whole app. antd's notification code is loaded with the first toast (or when
 * `preload` says one may come soon), so that the sign-in page does not wait for it.
 */
export function ToastProvider({ preload = false, children }: { preload?: boolean; children: ReactNode }) {
  const nextId = useRef(0);
  const [queue, setQueue] = useState<QueuedToast[]>([]);
  const [hostNeeded, setHostNeeded] = useState(false);
  const show = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const toast = { id: nextId.current, options };
    setQueue((waiting) => [...waiting, toast]);
    setHostNeeded(true);
  }, []);
  const shown = useCallback((lastId: number) => setQueue((waiting) => waiting.filter((toast) => toast.id > lastId)), []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {(preload || hostNeeded) && (
        <Suspense fallback={null}>
          <ToastHost queue={queue} onShown={shown} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
