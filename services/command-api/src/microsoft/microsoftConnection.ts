import type { MicrosoftStatus } from '@outreach/contracts';
import { MICROSOFT_TOKENS_SECRET, microsoftConnectionHandler, type CommandContext, type Position } from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';
import { deleteSecret, putSecret } from '@outreach/server-kit/secrets/secretStore.ts';
import { finishOAuthSignIn, startOAuthSignIn, type CallbackQuery, type OAuthSignInFlow } from '../oauth/oauthSignIn.ts';
import type { OAuthReturnTo } from '../oauth/oauthState.ts';
import { addSignedInEmailAccount } from '../oauth/signedInEmailAccount.ts';
import { microsoftFailure } from './microsoftErrors.ts';
import { microsoftRedirectUri, microsoftSetup, type MicrosoftSetup } from './microsoftSetup.ts';
import { exchangeMicrosoftCode, microsoftAuthorizeUrl, type MicrosoftSignIn } from './microsoftSignIn.ts';

export type { CallbackQuery } from '../oauth/oauthSignIn.ts';

type Configured = Extract<MicrosoftSetup, { configured: true }>;

/**
 * Microsoft 365's part of the shared sign-in (oauth/oauthSignIn.ts): msal's authorize URL and code
 * exchange against our callback on `publicUrl`, Microsoft's error codes, and what a success
 * records: the Legacy Settings connection (tokens first: a connection is never recorded without
 * them; a reconnect replaces both) or a Microsoft 365 e-mail account.
 */
export function microsoftSignInFlow(publicUrl: string): OAuthSignInFlow<Configured, MicrosoftSignIn> {
  const redirectUri = microsoftRedirectUri(publicUrl);
  return {
    provider: 'microsoft',
    label: 'Microsoft 365',
    notConfiguredError: 'microsoft_not_configured',
    setup: (runtime) => microsoftSetup(runtime.config),
    authorizeUrl: (setup, { state, codeChallenge }) => microsoftAuthorizeUrl(setup, redirectUri, state, codeChallenge),
    exchangeCode: (setup, code, verifier) => exchangeMicrosoftCode(setup, redirectUri, code, verifier),
    classify: microsoftFailure,
    async complete(runtime, signIn, to, context) {
      if (to.kind === 'email-account') return addSignedInEmailAccount(runtime, 'microsoft', signIn, to, context);
      await putSecret(runtime.pg, runtime.keys.secretsKey, MICROSOFT_TOKENS_SECRET, JSON.stringify(signIn.tokens));
      return microsoftConnectionHandler.run(runtime.eventStore, '', { type: 'ConnectMicrosoftMailbox', email: signIn.email, tenantId: signIn.tenantId }, context);
    },
  };
}

/**
 * Start a sign-in for the signed-in user: the authorize URL to redirect to, or the page that
 * explains why not (no app registration on this server; Microsoft's sign-in unreachable).
 */
export function startMicrosoftSignIn(runtime: Runtime, publicUrl: string, userId: string, to: OAuthReturnTo): Promise<string> {
  return startOAuthSignIn(runtime, microsoftSignInFlow(publicUrl), userId, to);
}

/** Finish a sign-in at our callback and say where the browser goes (see `finishOAuthSignIn`). */
export function finishMicrosoftSignIn(runtime: Runtime, publicUrl: string, query: CallbackQuery, sessionUserId: string | undefined, context: CommandContext): Promise<string> {
  return finishOAuthSignIn(runtime, microsoftSignInFlow(publicUrl), query, sessionUserId, context);
}

/** The Legacy Settings card's status: the connected mailbox (never a token) and whether this server can connect one. */
export async function microsoftStatus(runtime: Runtime): Promise<MicrosoftStatus> {
  const state = await microsoftConnectionHandler.load(runtime.eventStore, '');
  const setup = microsoftSetup(runtime.config);
  return {
    connected: state.connected,
    provider: 'microsoft',
    email: state.email,
    connectedAt: state.connectedAt,
    configured: setup.configured,
    setupMessage: setup.configured ? null : setup.message,
  };
}

/** Disconnect the Legacy Settings mailbox (409 when none is connected) and delete its tokens. */
export async function disconnectMicrosoft(runtime: Runtime, context: CommandContext): Promise<{ position: Position | undefined; status: MicrosoftStatus }> {
  const result = await microsoftConnectionHandler.run(runtime.eventStore, '', { type: 'DisconnectMicrosoftMailbox' }, context);
  await deleteSecret(runtime.pg, MICROSOFT_TOKENS_SECRET);
  return { position: result.position, status: await microsoftStatus(runtime) };
}
