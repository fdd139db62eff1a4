import { clearedSessionCookie, commandContext, deleteSession, sessionToken, withPosition, type Runtime } from '@outreach/server-kit';
import type { FastifyInstance } from 'fastify';
import { runUserCommand } from '../users/userCommands.ts';

/** POST /api/auth/logout → ends the session, clears the cookie, records UserSignedOut. */
export function registerLogoutRoute(app: FastifyInstance, runtime: Runtime, secureCookies: boolean): void {
  app.post('/api/auth/logout', async (request, reply) => {
    const session = await deleteSession(runtime.pg, sessionToken(request, runtime.keys.sessionSecret));
    reply.header('set-cookie', clearedSessionCookie(secureCookies));
    if (!session) return { signedOut: true };
    const result = await runUserCommand(
      runtime,
      { type: 'RecordSignOut', userId: session.userId },
      commandContext(request, { kind: 'user', id: session.userId, username: session.username }),
    );
    return withPosition(reply, result.position, { signedOut: true });
  });
}
