import { describe, expect, it } from 'vitest';
import { createTooltipTiming, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './tooltipTiming.ts';

/** Timers moved by hand: `advance(ms)` runs what falls due. */
function manualTimers() {
  let now = 0;
  let next = 0;
  const due = new Map<number, { at: number; run: () => void }>();
  return {
    set: (run: () => void, ms: number) => {
      next += 1;
      due.set(next, { at: now + ms, run });
      return next;
    },
    clear: (handle: unknown) => void due.delete(handle as number),
    advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...due]) {
        if (timer.at <= now) {
          due.delete(id);
          timer.run();
        }
      }
    },
  };
}

describe('tooltip timing', () => {
  it('waits 700 ms before the first tooltip opens', () => {
    const timing = createTooltipTiming(manualTimers());
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(timing.delayMs()).toBe(700);
  });

  it('opens the next at once while one is open and within 300 ms of it closing, then waits again', () => {
    const timers = manualTimers();
    const timing = createTooltipTiming(timers);
    let changes = 0;
    timing.subscribe(() => (changes += 1));
    timing.opened();
    expect(timing.delayMs()).toBe(0);
    timing.closed();
    timers.advance(TOOLTIP_SKIP_DELAY_MS - 1);
    expect(timing.delayMs()).toBe(0);
    timers.advance(1);
    expect(timing.delayMs()).toBe(700);
    expect(changes).toBe(2);
  });

  it('a tooltip opened within the skip delay keeps the next ones immediate until it closes', () => {
    const timers = manualTimers();
    const timing = createTooltipTiming(timers);
    timing.opened();
    timing.closed();
    timers.advance(200);
    timing.opened();
    timers.advance(1_000);
    expect(timing.delayMs()).toBe(0);
    timing.closed();
    timers.advance(TOOLTIP_SKIP_DELAY_MS);
    expect(timing.delayMs()).toBe(700);
  });

  it('two open at once (one closing as the next opens): the delay comes back only after the last closes', () => {
    const timers = manualTimers();
    const timing = createTooltipTiming(timers);
    timing.opened();
    timing.opened();
    timing.closed();
    timers.advance(1_000);
    expect(timing.delayMs()).toBe(0);
    timing.closed();
    timers.advance(TOOLTIP_SKIP_DELAY_MS);
    expect(timing.delayMs()).toBe(700);
  });
});
