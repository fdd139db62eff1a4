import { noBody, noQuery, signedOut } from '@outreach/contracts';
import { clearedSessionCookie, deleteSession, sessionToken, withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { runUserCommand } from '../users/userCommands.ts';

/** POST /api/auth/logout → ends the session, clears the cookie, records UserSignedOut. */
export function registerLogoutRoute(app: TypedApp, runtime: Runtime, secureCookies: boolean): void {
  app.post('/api/auth/logout', { schema: { querystring: noQuery, body: noBody, response: { 200: signedOut } } }, async (request, reply) => {
    const session = await deleteSession(runtime.pg, sessionToken(request, runtime.keys.sessionSecret));
    reply.header('set-cookie', clearedSessionCookie(secureCookies));
    if (!session) return { signedOut: true as const };
    const result = await runUserCommand(
      runtime,
      { type: 'RecordSignOut', userId: session.userId },
      request.commandContext({ actor: { kind: 'user', id: session.userId, username: session.username } }),
    );
    return withPosition(reply, result.position, { signedOut: true as const });
  });
}
