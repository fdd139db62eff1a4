import { microsoftConnectQuery, microsoftDisconnected, microsoftSettingsConnectQuery, microsoftStatus as microsoftStatusSchema, noBody, noQuery } from '@outreach/contracts';
import { findSession, sessionToken, typedApp, withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { disconnectMicrosoft, finishMicrosoftSignIn, microsoftStatus, startMicrosoftSignIn, type CallbackQuery } from './microsoftConnection.ts';

/** A full-page redirect that no cache keeps and that leaks no code or state onward. */
const redirect = (reply: FastifyReply, location: string) =>
  reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(location, 302);

/**
 * The Microsoft 365 routes under /api (the session guard and Origin check apply):
 * GET /api/auth/microsoft/connect (adding a Microsoft e-mail account: a full-page redirect to
 * Microsoft's sign-in), GET /api/auth/microsoft/status, POST /api/auth/microsoft/disconnect.
 */
export function registerMicrosoftApiRoutes(api: TypedApp, runtime: Runtime, publicUrl: string): void {
  api.get('/api/auth/microsoft/connect', { schema: { querystring: microsoftConnectQuery } }, async (request, reply) => {
    const { name, fromName, isPrimary } = request.query;
    const to = {
      kind: 'email-account' as const,
      ...(name ? { name } : {}),
      ...(fromName ? { fromName } : {}),
      ...(isPrimary ? { isPrimary: isPrimary === 'true' } : {}),
    };
    return redirect(reply, await startMicrosoftSignIn(runtime, publicUrl, request.session!.userId, to));
  });

  api.get('/api/auth/microsoft/status', { schema: { querystring: noQuery, response: { 200: microsoftStatusSchema } } }, async () => microsoftStatus(runtime));

  api.post('/api/auth/microsoft/disconnect', { schema: { querystring: noQuery, body: noBody.optional(), response: { 200: microsoftDisconnected } } }, async (request, reply) => {
    const { position, status } = await disconnectMicrosoft(runtime, request.commandContext());
    return withPosition(reply, position, { success: true as const, ...status });
  });
}

const single = (value: unknown) => (typeof value === 'string' && value.length <= 4096 ? value : undefined);

/**
 * The full-page routes outside /api: GET /auth/microsoft (the Legacy Settings connect) and
 * GET /auth/microsoft/callback (Microsoft's redirect back, our registered redirect URI). They
 * find the session themselves: without one, a connect goes back to the dashboard with
 * `oauth_failed`, and a callback is refused the same way (its state belongs to a session).
 */
export async function registerMicrosoftRedirectRoutes(app: FastifyInstance, runtime: Runtime, publicUrl: string): Promise<void> {
  const sessionOf = (request: FastifyRequest) => findSession(runtime.pg, sessionToken(request, runtime.keys.sessionSecret), runtime.clock.now());
  await app.register(async (scope) => {
    const api = typedApp(scope);
    api.get('/auth/microsoft', { schema: { querystring: microsoftSettingsConnectQuery } }, async (request, reply) => {
      const session = await sessionOf(request);
      if (!session) return redirect(reply, '/?error=oauth_failed');
      const to = request.query.from === 'dashboard' ? { kind: 'dashboard' as const } : { kind: 'settings' as const };
      return redirect(reply, await startMicrosoftSignIn(runtime, publicUrl, session.userId, to));
    });

    scope.get('/auth/microsoft/callback', async (request, reply) => {
      const raw = (request.query ?? {}) as Record<string, unknown>;
      const query: CallbackQuery = { code: single(raw['code']), state: single(raw['state']), error: single(raw['error']), error_description: single(raw['error_description']) };
      const session = await sessionOf(request);
      const actor = session ? { kind: 'user' as const, id: session.userId, username: session.username } : { kind: 'system' as const, process: 'microsoft-sign-in' };
      try {
        return redirect(reply, await finishMicrosoftSignIn(runtime, publicUrl, query, session?.userId, request.commandContext({ actor, reason: 'Microsoft 365 sign-in' })));
      } catch (error) {
        request.log.error({ err: error }, 'Microsoft sign-in callback failed');
        return redirect(reply, '/?error=oauth_callback_failed');
      }
    });
  });
}
