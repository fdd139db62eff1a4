import { randomUUID } from 'node:crypto';
import { formatPosition, type Actor, type CommandContext, type Position } from '@outreach/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentSession } from '../auth/sessionGuard.ts';
import type { Clock } from '../runtime/runtime.ts';

export const EVENT_POSITION_HEADER = 'x-event-position';

export interface CommandContextOptions {
  /** Who acts. Default: the signed-in user of the request (401 without a session). */
  actor?: Actor;
  /** Why, kept on every event of the command. */
  reason?: string | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The context a command of this request is decided with: who, when (the runtime's clock) and ids tying it to the request. */
    commandContext(options?: CommandContextOptions): CommandContext;
  }
}

/** The context a command is decided with: who, when, and ids tying it to this request. */
function contextOf(request: FastifyRequest, clock: Clock, options: CommandContextOptions): CommandContext {
  const correlation = request.headers['x-correlation-id'];
  let actor = options.actor;
  if (!actor) {
    const session = currentSession(request);
    actor = { kind: 'user', id: session.userId, username: session.username };
  }
  const context: CommandContext = {
    actor,
    now: clock.now().toISOString(),
    requestId: request.id,
    correlationId: typeof correlation === 'string' && /^[\w.-]{8,128}$/.test(correlation) ? correlation : request.id,
    newId: () => randomUUID(),
  };
  if (options.reason) context.reason = options.reason;
  return context;
}

/** Give every request of the app `request.commandContext()`, its time from `clock`. Once per app. */
export function registerCommandContext(app: FastifyInstance, clock: Clock): void {
  if (app.hasRequestDecorator('commandContext')) return;
  app.decorateRequest('commandContext', function commandContext(this: FastifyRequest, options: CommandContextOptions = {}) {
    return contextOf(this, clock, options);
  });
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
