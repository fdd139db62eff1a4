import { randomUUID } from 'node:crypto';
import { formatPosition, type Actor, type CommandContext, type Position } from '@outreach/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const EVENT_POSITION_HEADER = 'x-event-position';

/** The context a command is decided with: who, when, and ids tying it to this request. */
export function commandContext(request: FastifyRequest, actor: Actor, reason?: string): CommandContext {
  const correlation = request.headers['x-correlation-id'];
  const context: CommandContext = {
    actor,
    now: new Date().toISOString(),
    requestId: request.id,
    correlationId: typeof correlation === 'string' && /^[\w.-]{8,128}$/.test(correlation) ? correlation : request.id,
    newId: () => randomUUID(),
  };
  if (reason) context.reason = reason;
  return context;
}

/**
 * Answer an accepted command: the body gets `position` and the header `X-Event-Position`, so the
 * client can ask query-api for a read that includes this write.
 */
export function withPosition<T extends object>(reply: FastifyReply, position: Position | undefined, body: T): T & { position?: string } {
  if (!position) return body;
  const text = formatPosition(position);
  reply.header(EVENT_POSITION_HEADER, text);
  return { ...body, position: text };
}
