import { DomainError } from '@outreach/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Runtime } from '../runtime/runtime.ts';
import { sessionToken } from './cookies.ts';
import { findSession, type Session } from './sessionStore.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | undefined;
  }
  interface FastifyContextConfig {
    /** A route anyone may call (sign-in, the current-user probe); every other /api route needs a session. */
    public?: boolean;
  }
}

/**
 * Every /api route needs a signed-in session unless its config says `public: true`. The session
 * is attached to the request for the handlers (actor, current user).
 */
export function registerSessionGuard(app: FastifyInstance, runtime: Pick<Runtime, 'pg' | 'keys' | 'clock'>): void {
  if (!app.hasRequestDecorator('session')) app.decorateRequest('session', undefined);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    request.session = await findSession(runtime.pg, sessionToken(request, runtime.keys.sessionSecret), runtime.clock.now());
    if (!request.session && !request.routeOptions.config.public) {
      throw new DomainError('unauthorized', 'Authentication required');
    }
  });
}

/** The signed-in session of a guarded route. */
export function currentSession(request: FastifyRequest): Session {
  if (!request.session) throw new DomainError('unauthorized', 'Authentication required');
  return request.session;
}
