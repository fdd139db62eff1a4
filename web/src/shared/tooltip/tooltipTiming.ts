/** A tooltip opens once the pointer has rested on its element this long (spec part 1 §9)… */
export const TOOLTIP_DELAY_MS = 700;
/** …and at once while another is open, or within this long of one closing: moving along a row of icons, each says what it is straight away. */
export const TOOLTIP_SKIP_DELAY_MS = 300;

export interface TooltipTiming {
  subscribe(listener: () => void): () => void;
  /** How long a tooltip entered now waits before it opens. */
  delayMs(): number;
  opened(): void;
  closed(): void;
}

interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The opening delay shared by every tooltip of the page: full, or none while one is open and shortly after. */
export function createTooltipTiming(timers: Timers = realTimers): TooltipTiming {
  let skipping = false;
  let open = 0;
  let pending: unknown;
  const listeners = new Set<() => void>();
  const setSkipping = (next: boolean) => {
    if (skipping === next) return;
    skipping = next;
    for (const listener of listeners) listener();
  };
  const cancelPending = () => {
    if (pending !== undefined) timers.clear(pending);
    pending = undefined;
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    delayMs: () => (skipping ? 0 : TOOLTIP_DELAY_MS),
    opened() {
      open += 1;
      cancelPending();
      setSkipping(true);
    },
    closed() {
      open = Math.max(0, open - 1);
      if (open > 0) return;
      cancelPending();
      pending = timers.set(() => {
        pending = undefined;
        setSkipping(false);
      }, TOOLTIP_SKIP_DELAY_MS);
    },
  };
}

export const tooltipTiming = createTooltipTiming();
