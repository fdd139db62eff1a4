import { googleDisconnected, googleStatus as googleStatusSchema, noBody, noQuery } from '@outreach/contracts';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import type { FastifyInstance } from 'fastify';
import { registerOAuthAccountConnectRoute, registerOAuthRedirectRoutes } from '../oauth/oauth.routes.ts';
import { disconnectGoogle, googleSignInFlow, googleStatus } from './googleConnection.ts';

/**
 * The Google Workspace routes under /api (the session guard and Origin check apply):
 * GET /api/auth/google/connect (adding a Google e-mail account: a full-page redirect to Google's
 * sign-in), and the spec's GET /api/google/status and POST /api/google/disconnect.
 */
export function registerGoogleApiRoutes(api: TypedApp, runtime: Runtime, publicUrl: string): void {
  registerOAuthAccountConnectRoute(api, runtime, googleSignInFlow(publicUrl));

  api.get('/api/google/status', { schema: { querystring: noQuery, response: { 200: googleStatusSchema } } }, async () => googleStatus(runtime));

  api.post('/api/google/disconnect', { schema: { querystring: noQuery, body: noBody.optional(), response: { 200: googleDisconnected } } }, async (request, reply) => {
    const { position, status } = await disconnectGoogle(runtime, request.commandContext());
    return withPosition(reply, position, { success: true as const, ...status });
  });
}

/**
 * The full-page routes outside /api: GET /auth/google (the Legacy Settings connect) and
 * GET /auth/google/callback (Google's redirect back, the OAuth client's authorized redirect URI).
 */
export async function registerGoogleRedirectRoutes(app: FastifyInstance, runtime: Runtime, publicUrl: string): Promise<void> {
  await registerOAuthRedirectRoutes(app, runtime, googleSignInFlow(publicUrl));
}
