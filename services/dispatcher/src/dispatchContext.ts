import { randomUUID } from 'node:crypto';
import type { CommandContext, RecordedEvent } from '@outreach/domain';

export const DISPATCHER_ACTOR = { kind: 'system', process: 'dispatcher' } as const;

/**
 * The context of a command the dispatcher runs because of `cause`: the dispatcher acts, the
 * asking event is the causation, and the correlation and request ids carry on from it so the
 * outcome can be traced back to the click that asked for it.
 */
export function dispatchContext(cause: RecordedEvent): CommandContext {
  return {
    actor: DISPATCHER_ACTOR,
    now: new Date().toISOString(),
    requestId: cause.metadata.requestId,
    correlationId: cause.metadata.correlationId,
    causationId: cause.eventId,
    newId: () => randomUUID(),
  };
}
