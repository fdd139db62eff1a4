import type { CommandContext, RecordedEvent } from '@outreach/domain';
import { processContext, type Runtime } from '@outreach/server-kit';

export const DISPATCHER_ACTOR = { kind: 'system', process: 'dispatcher' } as const;

/**
 * The context of a command the dispatcher runs because of `cause`: the dispatcher acts, the
 * asking event is the causation, and the correlation and request ids carry on from it so the
 * outcome can be traced back to the click that asked for it.
 */
export function dispatchContext(runtime: Pick<Runtime, 'clock'>, cause: RecordedEvent): CommandContext {
  return processContext(runtime.clock, DISPATCHER_ACTOR, {
    requestId: cause.metadata.requestId,
    correlationId: cause.metadata.correlationId,
    causationId: cause.eventId,
  });
}
