import { microsoftDisconnected, microsoftStatus as microsoftStatusSchema, noBody, noQuery } from '@outreach/contracts';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import type { FastifyInstance } from 'fastify';
import { registerOAuthAccountConnectRoute, registerOAuthRedirectRoutes } from '../oauth/oauth.routes.ts';
import { disconnectMicrosoft, microsoftSignInFlow, microsoftStatus } from './microsoftConnection.ts';

/**
 * The Microsoft 365 routes under /api (the session guard and Origin check apply):
 * GET /api/auth/microsoft/connect (adding a Microsoft e-mail account: a full-page redirect to
 * Microsoft's sign-in), GET /api/auth/microsoft/status, POST /api/auth/microsoft/disconnect.
 */
export function registerMicrosoftApiRoutes(api: TypedApp, runtime: Runtime, publicUrl: string): void {
  registerOAuthAccountConnectRoute(api, runtime, microsoftSignInFlow(publicUrl));

  api.get('/api/auth/microsoft/status', { schema: { querystring: noQuery, response: { 200: microsoftStatusSchema } } }, async () => microsoftStatus(runtime));

  api.post('/api/auth/microsoft/disconnect', { schema: { querystring: noQuery, body: noBody.optional(), response: { 200: microsoftDisconnected } } }, async (request, reply) => {
    const { position, status } = await disconnectMicrosoft(runtime, request.commandContext());
    return withPosition(reply, position, { success: true as const, ...status });
  });
}

/**
 * The full-page routes outside /api: GET /auth/microsoft (the Legacy Settings connect) and
 * GET /auth/microsoft/callback (Microsoft's redirect back, our registered redirect URI).
 */
export async function registerMicrosoftRedirectRoutes(app: FastifyInstance, runtime: Runtime, publicUrl: string): Promise<void> {
  await registerOAuthRedirectRoutes(app, runtime, microsoftSignInFlow(publicUrl));
}
