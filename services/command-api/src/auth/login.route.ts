import { loginBody } from '@outreach/contracts';
import { REMEMBER_ME_MS, commandContext, parseInput, sessionCookie, signSessionToken, withPosition, type Runtime } from '@outreach/server-kit';
import type { FastifyInstance } from 'fastify';
import { login } from './login.ts';

/** POST /api/auth/login {username, password, rememberMe} → the user, with the session cookie. */
export function registerLoginRoute(app: FastifyInstance, runtime: Runtime, secureCookies: boolean): void {
  app.post('/api/auth/login', { config: { public: true } }, async (request, reply) => {
    const body = parseInput(loginBody, request.body);
    const result = await login(
      runtime,
      { ...body, ip: request.ip, userAgent: request.headers['user-agent'] },
      (userId, username) => commandContext(request, { kind: 'user', id: userId, username }),
    );
    reply.header('set-cookie', sessionCookie(signSessionToken(result.token, runtime.keys.sessionSecret), { persistent: body.rememberMe, secure: secureCookies, maxAgeMs: REMEMBER_ME_MS }));
    return withPosition(reply, result.position, result.user);
  });
}
