/**
 * A clock a test moves: `now()` stands still until `advance` or `set`, which tell the listeners
 * (the runtime's workers look for due work at once), so time-driven work is tested without sleeping.
 */
export interface TestClock {
  now(): Date;
  onChange(listener: () => void): () => void;
  advance(ms: number): Date;
  set(at: Date | string): Date;
}

export function testClock(start: Date | string = '2026-01-05T17:00:00.000Z'): TestClock {
  let current = new Date(start);
  const listeners = new Set<() => void>();
  const moved = () => {
    for (const listener of listeners) listener();
    return new Date(current);
  };
  return {
    now: () => new Date(current),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    advance(ms) {
      current = new Date(current.getTime() + ms);
      return moved();
    },
    set(at) {
      current = new Date(at);
      return moved();
    },
  };
}
