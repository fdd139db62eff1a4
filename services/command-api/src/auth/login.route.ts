import { acceptedUser, loginBody, noQuery } from '@outreach/contracts';
import { REMEMBER_ME_MS, sessionCookie, signSessionToken, withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { login } from './login.ts';

/** POST /api/auth/login {username, password, rememberMe} → the user, with the session cookie. */
export function registerLoginRoute(app: TypedApp, runtime: Runtime, secureCookies: boolean): void {
  app.post('/api/auth/login', { config: { public: true }, schema: { querystring: noQuery, body: loginBody, response: { 200: acceptedUser } } }, async (request, reply) => {
    const body = request.body;
    const result = await login(runtime, { ...body, ip: request.ip, userAgent: request.headers['user-agent'] }, (userId, username) =>
      request.commandContext({ actor: { kind: 'user', id: userId, username } }),
    );
    reply.header('set-cookie', sessionCookie(signSessionToken(result.token, runtime.keys.sessionSecret), { persistent: body.rememberMe, secure: secureCookies, maxAgeMs: REMEMBER_ME_MS }));
    return withPosition(reply, result.position, result.user);
  });
}
