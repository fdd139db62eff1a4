/** How long a change made here waits for its own live update before the expectation lapses. */
export const OWN_CHANGE_WINDOW_MS = 5000;

/**
 * The live updates this tab is waiting for because it made the change itself (and has already
 * reloaded what it shows): each such update is taken once and changes nothing, so a logged call
 * reloads its lists once instead of once for the answer and again for each push. An expectation
 * lapses after `OWN_CHANGE_WINDOW_MS`, so a push that never comes cannot swallow someone else's.
 */
export interface OwnChanges<T extends string = string> {
  expect(types: readonly T[], now?: number): void;
  /** True when the update is one this tab expected (it is then no longer expected). */
  take(type: T, now?: number): boolean;
  clear(): void;
}

export function createOwnChanges<T extends string>(windowMs = OWN_CHANGE_WINDOW_MS): OwnChanges<T> {
  const expected: { type: T; until: number }[] = [];
  const dropLapsed = (now: number) => {
    for (let i = expected.length - 1; i >= 0; i--) if (expected[i]!.until < now) expected.splice(i, 1);
  };
  return {
    expect(types, now = Date.now()) {
      for (const type of types) expected.push({ type, until: now + windowMs });
    },
    take(type, now = Date.now()) {
      dropLapsed(now);
      const index = expected.findIndex((entry) => entry.type === type);
      if (index === -1) return false;
      expected.splice(index, 1);
      return true;
    },
    clear() {
      expected.length = 0;
    },
  };
}
