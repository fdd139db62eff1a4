import type { Position, RecordedEvent } from '@outreach/domain';
import { runnerCheckpoints, type Subscriber } from '@outreach/runner';
import type { Runtime } from '@outreach/server-kit';
import type { DispatchHandler } from './dispatchHandler.ts';

/**
 * A dispatch handler as a checkpointed subscriber: each event it handles is claimed in
 * `dispatcher.handled` before its side effect (a crash after the claim leaves the outcome
 * unrecorded, never repeated), then the checkpoint moves past the batch.
 */
export function handlerSubscriber(runtime: Runtime, handler: DispatchHandler): Subscriber {
  const wanted = new Set(handler.handles);
  return {
    name: handler.name,
    activate: () => runnerCheckpoints.load(runtime.pg, handler.name),
    async processBatch(events: readonly RecordedEvent[], from: Position, to: Position): Promise<boolean> {
      const handled = events.filter((e) => wanted.has(e.type));
      // Nothing to do for the batch: the checkpoint moves together with the other subscribers' such moves.
      if (handled.length === 0) return runnerCheckpoints.advanceIdle(runtime.pg, { name: handler.name, from, to });
      for (const event of handled) {
        const claimed = await runtime.pg.query(
          `insert into dispatcher.handled (handler, event_id) values ($1, $2) on conflict do nothing`,
          [handler.name, event.eventId],
        );
        if (claimed.rowCount === 1) await handler.handle(event, runtime);
      }
      return runnerCheckpoints.advance(runtime.pg, handler.name, from, to);
    },
  };
}
