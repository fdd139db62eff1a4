import { randomUUID } from 'node:crypto';
import type { MicrosoftStatus } from '@outreach/contracts';
import {
  EMAIL_ACCOUNT_DEFAULTS,
  MICROSOFT_TOKENS_SECRET,
  emailAccountSecretName,
  emailAccounts,
  microsoftConnectionHandler,
  oauthStateStream,
  withMetadata,
  type CommandContext,
  type OAuthStateUsed,
  type Position,
} from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';
import { deleteSecret, putSecret } from '@outreach/server-kit/secrets/secretStore.ts';
import { followPrimary } from '../emailAccounts/emailAccounts.ts';
import { latest } from '../shared/positions.ts';
import { microsoftFailure } from './microsoftErrors.ts';
import { microsoftRedirectUri, microsoftSetup } from './microsoftSetup.ts';
import { exchangeMicrosoftCode, microsoftAuthorizeUrl, type MicrosoftSignIn } from './microsoftSignIn.ts';
import { oauthStateKey, pkceVerifier, readOAuthState, signOAuthState, type OAuthReturnTo } from './oauthState.ts';

/** Where the browser goes after the callback: the spec's return values on the dashboard and on /settings. */
const DASHBOARD = '/';
const SETTINGS = '/settings';
const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;
const pageOf = (to: OAuthReturnTo) => (to.kind === 'dashboard' ? DASHBOARD : SETTINGS);
const successOf = (to: OAuthReturnTo) => (to.kind === 'dashboard' ? withQuery(DASHBOARD, { microsoft_connected: 'true' }) : withQuery(SETTINGS, { success: 'microsoft_connected' }));

/**
 * Start a sign-in for the signed-in user: the authorize URL to redirect to, or the page that
 * explains why not (no app registration on this server; Microsoft's sign-in unreachable).
 */
export async function startMicrosoftSignIn(runtime: Runtime, publicUrl: string, userId: string, to: OAuthReturnTo): Promise<string> {
  const setup = microsoftSetup(runtime.config);
  if (!setup.configured) return withQuery(pageOf(to), { error: 'microsoft_not_configured', details: setup.message });
  const key = oauthStateKey(runtime.keys);
  const { state, nonce } = signOAuthState(key, userId, to, runtime.clock.now());
  try {
    return await microsoftAuthorizeUrl(setup, microsoftRedirectUri(publicUrl), state, pkceVerifier(key, nonce));
  } catch (error) {
    // msal reads the authority's metadata first: unreachable or not an OpenID provider, sign-in cannot start ('Connection Error').
    runtime.logger.warn({ err: error, authority: setup.authority }, 'Microsoft sign-in could not start');
    return withQuery(pageOf(to), { error: 'oauth_callback_failed' });
  }
}

export interface CallbackQuery {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
  error_description?: string | undefined;
}

/**
 * Mark a state used: its stream is appended with `no_stream`, so of two uses (a replayed callback,
 * a reload) exactly one goes on.
 */
async function useStateOnce(runtime: Runtime, nonce: string, context: CommandContext): Promise<boolean> {
  const used: OAuthStateUsed = { type: 'OAuthStateUsed', data: { provider: 'microsoft', nonce } };
  try {
    await runtime.eventStore.appendToStream(oauthStateStream(nonce), withMetadata([used], context), { expectedRevision: 'no_stream' });
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'WrongExpectedRevisionError') return false;
    throw error;
  }
}

/**
 * Finish a sign-in at our callback and say where the browser goes. The state must be genuine,
 * fresh, unused and started by the user of this session (else the dashboard's `oauth_failed`);
 * Microsoft's refusal or a failed code exchange returns the spec's error code to the page that
 * started it; a success stores the tokens encrypted and records the connection (Legacy
 * Settings) or the new e-mail account.
 */
export async function finishMicrosoftSignIn(
  runtime: Runtime,
  publicUrl: string,
  query: CallbackQuery,
  sessionUserId: string | undefined,
  context: CommandContext,
): Promise<string> {
  const setup = microsoftSetup(runtime.config);
  const key = oauthStateKey(runtime.keys);
  const read = query.state ? readOAuthState(key, query.state, runtime.clock.now()) : undefined;
  if (!read?.ok || read.state.u !== sessionUserId) return withQuery(DASHBOARD, { error: 'oauth_failed' });
  const { state } = read;
  if (!(await useStateOnce(runtime, state.n, context))) return withQuery(DASHBOARD, { error: 'oauth_failed' });
  const page = pageOf(state.r);
  if (!setup.configured) return withQuery(page, { error: 'microsoft_not_configured', details: setup.message });
  if (query.error) {
    const failure = microsoftFailure({ errorCode: query.error, errorMessage: query.error_description ?? '' });
    return withQuery(page, failure.code === 'token_exchange_failed' ? { error: 'oauth_failed' } : { error: failure.code });
  }
  if (!query.code) return withQuery(page, { error: 'no_auth_code' });

  let signIn: MicrosoftSignIn;
  try {
    signIn = await exchangeMicrosoftCode(setup, microsoftRedirectUri(publicUrl), query.code, pkceVerifier(key, state.n));
  } catch (error) {
    const failure = microsoftFailure(error);
    runtime.logger.warn({ code: failure.code, details: failure.details, requestId: context.requestId }, 'Microsoft code exchange failed');
    return withQuery(page, failure.code === 'token_exchange_failed' ? { error: failure.code, details: failure.details } : { error: failure.code });
  }
  if (!signIn.email) return withQuery(page, { error: 'oauth_callback_failed' });

  if (state.r.kind === 'email-account') {
    await addMicrosoftEmailAccount(runtime, signIn, state.r, context);
  } else {
    // The tokens first: a connection is never recorded without them (a reconnect replaces both).
    await putSecret(runtime.pg, runtime.keys.secretsKey, MICROSOFT_TOKENS_SECRET, JSON.stringify(signIn.tokens));
    await microsoftConnectionHandler.run(runtime.eventStore, '', { type: 'ConnectMicrosoftMailbox', email: signIn.email, tenantId: signIn.tenantId }, context);
  }
  return successOf(state.r);
}

/**
 * The signed-in mailbox becomes an e-mail account of provider `microsoft` (the spec's defaults),
 * its tokens the account's secret; the primary follows as for any new account.
 */
async function addMicrosoftEmailAccount(
  runtime: Runtime,
  signIn: MicrosoftSignIn,
  form: Extract<OAuthReturnTo, { kind: 'email-account' }>,
  context: CommandContext,
): Promise<Position | undefined> {
  const accountId = randomUUID();
  const secretName = emailAccountSecretName(accountId);
  await putSecret(runtime.pg, runtime.keys.secretsKey, secretName, JSON.stringify(signIn.tokens));
  let added;
  try {
    added = await emailAccounts.run(
      runtime.eventStore,
      accountId,
      {
        type: 'AddEmailAccount',
        accountId,
        secretGiven: true,
        settings: {
          name: form.name || `Microsoft 365 (${signIn.email!})`,
          provider: 'microsoft',
          fromName: form.fromName || signIn.name || signIn.email!,
          fromEmail: signIn.email!,
          isActive: true,
          signature: null,
          smtpHost: null,
          smtpPort: null,
          smtpUsername: null,
          smtpSecurity: null,
          warmupEnabled: EMAIL_ACCOUNT_DEFAULTS.warmupEnabled,
          dailyLimit: EMAIL_ACCOUNT_DEFAULTS.dailyLimit,
        },
      },
      context,
    );
  } catch (error) {
    await deleteSecret(runtime.pg, secretName);
    throw error;
  }
  return latest(added.position, await followPrimary(runtime, accountId, added.state, form.isPrimary ?? false, context));
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
