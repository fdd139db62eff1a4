import { findSession, sessionToken, typedApp, type Runtime, type TypedApp } from '@outreach/server-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { finishOAuthSignIn, startOAuthSignIn, type CallbackQuery, type OAuthSignInFlow, type OAuthSignedIn } from './oauthSignIn.ts';
import { DASHBOARD } from './oauthReturns.ts';
import type { OAuthReturnTo } from './oauthState.ts';

/** A full-page redirect that no cache keeps and that leaks no code or state onward. */
export const oauthRedirect = (reply: FastifyReply, location: string) =>
  reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(location, 302);

/** What the e-mail account form holds besides the mailbox (which sign-in tells). */
const accountFormQuery = z.object({
  name: z.string().trim().max(200).optional(),
  fromName: z.string().trim().max(200).optional(),
  isPrimary: z.enum(['true', 'false']).optional(),
});

/** The Legacy Settings connect: `from=dashboard` returns to the dashboard. */
const settingsConnectQuery = z.object({ from: z.enum(['settings', 'dashboard']).optional() });

/**
 * GET /api/auth/{provider}/connect (under /api: the session guard applies): adding an e-mail
 * account of the provider, a full-page redirect to its sign-in carrying the form in the state.
 */
export function registerOAuthAccountConnectRoute<C, S extends OAuthSignedIn<unknown>>(api: TypedApp, runtime: Runtime, flow: OAuthSignInFlow<C, S>): void {
  api.get(`/api/auth/${flow.provider}/connect`, { schema: { querystring: accountFormQuery } }, async (request, reply) => {
    const { name, fromName, isPrimary } = request.query;
    const to: OAuthReturnTo = {
      kind: 'email-account',
      ...(name ? { name } : {}),
      ...(fromName ? { fromName } : {}),
      ...(isPrimary ? { isPrimary: isPrimary === 'true' } : {}),
    };
    return oauthRedirect(reply, await startOAuthSignIn(runtime, flow, request.session!.userId, to));
  });
}

const single = (value: unknown) => (typeof value === 'string' && value.length <= 4096 ? value : undefined);

/**
 * The full-page routes outside /api: GET /auth/{provider} (the Legacy Settings connect) and
 * GET /auth/{provider}/callback (the provider's redirect back, our registered redirect URI). They
 * find the session themselves: without one, a connect goes back to the dashboard with
 * `oauth_failed`, and a callback is refused the same way (its state belongs to a session).
 */
export async function registerOAuthRedirectRoutes<C, S extends OAuthSignedIn<unknown>>(app: FastifyInstance, runtime: Runtime, flow: OAuthSignInFlow<C, S>): Promise<void> {
  const sessionOf = (request: FastifyRequest) => findSession(runtime.pg, sessionToken(request, runtime.keys.sessionSecret), runtime.clock.now());
  const failedWithoutSession = flow.provider === 'microsoft' ? `${DASHBOARD}?error=oauth_failed` : `${DASHBOARD}?error=oauth_failed&provider=${flow.provider}`;
  await app.register(async (scope) => {
    const api = typedApp(scope);
    api.get(`/auth/${flow.provider}`, { schema: { querystring: settingsConnectQuery } }, async (request, reply) => {
      const session = await sessionOf(request);
      if (!session) return oauthRedirect(reply, failedWithoutSession);
      const to: OAuthReturnTo = request.query.from === 'dashboard' ? { kind: 'dashboard' } : { kind: 'settings' };
      return oauthRedirect(reply, await startOAuthSignIn(runtime, flow, session.userId, to));
    });

    scope.get(`/auth/${flow.provider}/callback`, async (request, reply) => {
      const raw = (request.query ?? {}) as Record<string, unknown>;
      const query: CallbackQuery = { code: single(raw['code']), state: single(raw['state']), error: single(raw['error']), error_description: single(raw['error_description']) };
      const session = await sessionOf(request);
      const actor = session ? { kind: 'user' as const, id: session.userId, username: session.username } : { kind: 'system' as const, process: `${flow.provider}-sign-in` };
      try {
        return oauthRedirect(reply, await finishOAuthSignIn(runtime, flow, query, session?.userId, request.commandContext({ actor, reason: `${flow.label} sign-in` })));
      } catch (error) {
        request.log.error({ err: error }, `${flow.label} sign-in callback failed`);
        return oauthRedirect(reply, failedWithoutSession.replace('oauth_failed', 'oauth_callback_failed'));
      }
    });
  });
}
