import { subjectMatches, type Bus, type BusHandler } from './bus.ts';

/**
 * The bus of the single-process start: subscribers are called on the next tick, in order. It
 * behaves as the NATS bus does: data travels as JSON (each subscriber gets its own copy, and what
 * JSON cannot carry fails at publish), and a handler no longer receives anything once it has
 * unsubscribed, even messages published before.
 */
export function createInProcessBus(): Bus {
  const subscriptions = new Set<{ pattern: string; handler: BusHandler }>();
  let pending: Promise<void> = Promise.resolve();
  return {
    kind: 'in-process',
    publish(subject, data) {
      const text = JSON.stringify(data) as string | undefined;
      const targets = [...subscriptions].filter((s) => subjectMatches(s.pattern, subject));
      pending = pending.then(() => {
        for (const t of targets) {
          if (!subscriptions.has(t)) continue;
          try {
            t.handler({ subject, data: text === undefined ? undefined : JSON.parse(text) });
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
