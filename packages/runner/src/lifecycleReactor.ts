import type { Actor, RecordedEvent } from '@outreach/domain';
import type { Reactor } from './reactor.ts';
import { cancelWork, scheduleWork } from './scheduledWork.ts';

/** Who asked for a piece of work: carried from the event that started it to the worker's commands. */
export interface RequestedBy {
  actor: Actor;
  requestId: string;
}

export interface LifecycleReactorOptions {
  name: string;
  /** The kind of work scheduled. */
  kind: string;
  /** The event that starts a piece of work, due when it was asked for. */
  starts: string;
  /** Events after which that piece is no longer work. */
  ends: readonly string[];
  /** The piece's key, from the event (an import id). */
  keyOf(event: RecordedEvent): string;
}

/** A reactor for work that one event starts and others end (an import from its start to its end). */
export function lifecycleReactor(options: LifecycleReactorOptions): Reactor {
  return {
    name: options.name,
    handles: [options.starts, ...options.ends],
    async react(tx, event) {
      const key = options.keyOf(event);
      if (event.type !== options.starts) return cancelWork(tx, options.kind, key);
      const payload: RequestedBy = { actor: event.metadata.actor, requestId: event.metadata.requestId };
      await scheduleWork(tx, { kind: options.kind, key, dueAt: new Date(event.metadata.occurredAt), payload });
    },
  };
}
