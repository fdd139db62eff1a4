import { randomUUID } from 'node:crypto';
import type { Actor, CommandContext } from '@outreach/domain';
import type { Clock } from './runtime.ts';

export interface ProcessContextOptions {
  /** Default `process-{uuid}`. */
  requestId?: string;
  /** Default: the request id. */
  correlationId?: string;
  causationId?: string;
  reason?: string;
}

/**
 * The context of a command that a process runs rather than a request (a first start, a resumed
 * import, the dispatcher): the time from the runtime's clock, the actor a system process unless
 * given, fresh event ids.
 */
export function processContext(clock: Clock, actor: Actor | string, options: ProcessContextOptions = {}): CommandContext {
  const requestId = options.requestId ?? `process-${randomUUID()}`;
  const context: CommandContext = {
    actor: typeof actor === 'string' ? { kind: 'system', process: actor } : actor,
    now: clock.now().toISOString(),
    requestId,
    correlationId: options.correlationId ?? requestId,
    newId: () => randomUUID(),
  };
  if (options.causationId) context.causationId = options.causationId;
  if (options.reason) context.reason = options.reason;
  return context;
}
