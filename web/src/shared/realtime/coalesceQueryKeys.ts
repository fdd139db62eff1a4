import type { QueryKey } from '@tanstack/react-query';

type TimerHandle = ReturnType<typeof setTimeout>;

export interface QueryKeyBatcher {
  /** Adds keys to the pending batch; the batch is flushed once, `delayMs` after its first key. */
  add(keys: readonly QueryKey[]): void;
  /** Drops what is pending without flushing it. */
  cancel(): void;
}

/**
 * Gathers query keys arriving in bursts (an import changes contacts every 1,000 rows) so that each
 * list is reloaded once per window instead of once per notice. Duplicate keys are flushed once.
 */
export function createQueryKeyBatcher(
  flush: (keys: QueryKey[]) => void,
  delayMs: number,
  schedule: (callback: () => void, delayMs: number) => TimerHandle = setTimeout,
  cancelTimer: (handle: TimerHandle) => void = clearTimeout,
): QueryKeyBatcher {
  const pending = new Map<string, QueryKey>();
  let timer: TimerHandle | null = null;
  return {
    add(keys) {
      for (const key of keys) pending.set(JSON.stringify(key), key);
      if (timer !== null || pending.size === 0) return;
      timer = schedule(() => {
        timer = null;
        const batch = [...pending.values()];
        pending.clear();
        flush(batch);
      }, delayMs);
    },
    cancel() {
      if (timer !== null) cancelTimer(timer);
      timer = null;
      pending.clear();
    },
  };
}
