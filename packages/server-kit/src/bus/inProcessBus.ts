import { subjectMatches, type Bus, type BusHandler } from './bus.ts';

/** The bus of the single-process start: subscribers are called on the next tick, in order. */
export function createInProcessBus(): Bus {
  const subscriptions = new Set<{ pattern: string; handler: BusHandler }>();
  let pending: Promise<void> = Promise.resolve();
  return {
    kind: 'in-process',
    publish(subject, data) {
      const targets = [...subscriptions].filter((s) => subjectMatches(s.pattern, subject));
      pending = pending.then(() => {
        for (const t of targets) {
          try {
            t.handler({ subject, data });
          } catch {
            // one failing subscriber must not stop the others
          }
        }
      });
    },
    subscribe(pattern, handler) {
      const entry = { pattern, handler };
      subscriptions.add(entry);
      return () => void subscriptions.delete(entry);
    },
    flush: () => pending,
    healthy: async () => true,
    async close() {
      await pending;
      subscriptions.clear();
    },
  };
}
