import type { Actor } from '@outreach/domain';
import { currentSession } from '@outreach/server-kit';
import type { FastifyRequest } from 'fastify';

/** The signed-in user acting through this request. */
export function actorOf(request: FastifyRequest): Actor {
  const session = currentSession(request);
  return { kind: 'user', id: session.userId, username: session.username };
}
