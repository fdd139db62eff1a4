import type { GoogleStatus } from '@outreach/contracts';
import { GOOGLE_TOKENS_SECRET, googleConnectionHandler, type CommandContext, type Position } from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';
import { deleteSecret, putSecret } from '@outreach/server-kit/secrets/secretStore.ts';
import type { OAuthSignInFlow } from '../oauth/oauthSignIn.ts';
import { addSignedInEmailAccount } from '../oauth/signedInEmailAccount.ts';
import { googleFailure } from './googleErrors.ts';
import { googleRedirectUri, googleSetup, type GoogleSetup } from './googleSetup.ts';
import { exchangeGoogleCode, googleAuthorizeUrl, type GoogleSignIn } from './googleSignIn.ts';

type Configured = Extract<GoogleSetup, { configured: true }>;

/**
 * Google Workspace's part of the shared sign-in (oauth/oauthSignIn.ts): google-auth-library's
 * authorize URL and code exchange against our callback on `publicUrl`, Google's error codes, and
 * what a success records: the Legacy Settings connection (tokens first: a connection is never
 * recorded without them; a reconnect replaces both) or a Google Workspace e-mail account.
 */
export function googleSignInFlow(publicUrl: string): OAuthSignInFlow<Configured, GoogleSignIn> {
  const redirectUri = googleRedirectUri(publicUrl);
  return {
    provider: 'google',
    label: 'Google Workspace',
    notConfiguredError: 'google_not_configured',
    setup: (runtime) => googleSetup(runtime.config),
    authorizeUrl: async (setup, { state, codeChallenge }) => googleAuthorizeUrl(setup, redirectUri, state, codeChallenge),
    exchangeCode: (setup, code, verifier) => exchangeGoogleCode(setup, redirectUri, code, verifier),
    classify: googleFailure,
    async complete(runtime, signIn, to, context) {
      if (to.kind === 'email-account') return addSignedInEmailAccount(runtime, 'google', signIn, to, context);
      await putSecret(runtime.pg, runtime.keys.secretsKey, GOOGLE_TOKENS_SECRET, JSON.stringify(signIn.tokens));
      return googleConnectionHandler.run(runtime.eventStore, '', { type: 'ConnectGoogleMailbox', email: signIn.email }, context);
    },
  };
}

/** The Legacy Settings card's status (the spec's provider `gmail`): the connected mailbox (never a token) and whether this server can connect one. */
export async function googleStatus(runtime: Runtime): Promise<GoogleStatus> {
  const state = await googleConnectionHandler.load(runtime.eventStore, '');
  const setup = googleSetup(runtime.config);
  return {
    connected: state.connected,
    provider: 'gmail',
    email: state.email,
    connectedAt: state.connectedAt,
    configured: setup.configured,
    setupMessage: setup.configured ? null : setup.message,
  };
}

/** Disconnect the Legacy Settings mailbox (409 when none is connected) and delete its tokens. */
export async function disconnectGoogle(runtime: Runtime, context: CommandContext): Promise<{ position: Position | undefined; status: GoogleStatus }> {
  const result = await googleConnectionHandler.run(runtime.eventStore, '', { type: 'DisconnectGoogleMailbox' }, context);
  await deleteSecret(runtime.pg, GOOGLE_TOKENS_SECRET);
  return { position: result.position, status: await googleStatus(runtime) };
}
