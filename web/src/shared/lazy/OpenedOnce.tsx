import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders its children (a lazily loaded dialog) from the first time `open` is true, and keeps them
 * afterwards so that the dialog closes with its animation and opens again at once.
 */
export function OpenedOnce({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
