import { findSession, sessionToken, type Runtime } from '@outreach/server-kit';
import type { FastifyRequest } from 'fastify';

/** A socket may open only with a live session cookie. */
export function sessionAuthenticator(runtime: Pick<Runtime, 'pg' | 'keys' | 'clock'>) {
  return async (request: FastifyRequest): Promise<boolean> =>
    (await findSession(runtime.pg, sessionToken(request, runtime.keys.sessionSecret), runtime.clock.now())) !== undefined;
}
