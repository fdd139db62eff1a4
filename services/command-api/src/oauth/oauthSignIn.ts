import { DomainError, oauthStateStream, withMetadata, type CommandContext, type OAuthProvider, type OAuthStateUsed } from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';
import type { OAuthFailure } from './oauthFailure.ts';
import { DASHBOARD, oauthReturns, pageOf } from './oauthReturns.ts';
import { oauthStateKey, pkceChallenge, pkceVerifier, readOAuthState, signOAuthState, type OAuthReturnTo } from './oauthState.ts';

/** What a provider's sign-in needs from this server: an OAuth client, or why there is none. */
export type OAuthSetup<C> = ({ configured: true } & C) | { configured: false; message: string };

/** Who signed in, as a provider's code exchange tells it (the tokens go to the secret store only). */
export interface OAuthSignedIn<T> {
  /** The signed-in mailbox, lower case; null when the provider did not tell it. */
  email: string | null;
  name: string | null;
  tokens: T;
}

/**
 * One provider's sign-in, the parts that differ between Microsoft and Google: its setup, its
 * library's authorize URL and code exchange, what its failures mean, and what a success records.
 * The rest (signed single-use state bound to the session, PKCE derived from it, the spec's return
 * addresses and error codes) is shared by `startOAuthSignIn` and `finishOAuthSignIn`.
 */
export interface OAuthSignInFlow<C, S extends OAuthSignedIn<unknown>> {
  provider: OAuthProvider;
  /** Used in log lines ('Microsoft 365', 'Google Workspace'). */
  label: string;
  /** `error=` when the server has no OAuth client (`microsoft_not_configured`, `google_not_configured`). */
  notConfiguredError: string;
  setup(runtime: Runtime): OAuthSetup<C>;
  authorizeUrl(setup: C, request: { state: string; codeChallenge: string }): Promise<string>;
  exchangeCode(setup: C, code: string, codeVerifier: string): Promise<S>;
  classify(error: unknown): OAuthFailure;
  /** Record the success: the Legacy Settings connection, or the new e-mail account the form asked for. */
  complete(runtime: Runtime, signedIn: S & { email: string }, to: OAuthReturnTo, context: CommandContext): Promise<unknown>;
}

/**
 * Start a sign-in for the signed-in user: the authorize URL to redirect to, or the page that
 * explains why not (no OAuth client on this server; the provider's sign-in unreachable).
 */
export async function startOAuthSignIn<C, S extends OAuthSignedIn<unknown>>(runtime: Runtime, flow: OAuthSignInFlow<C, S>, userId: string, to: OAuthReturnTo): Promise<string> {
  const returns = oauthReturns(flow.provider);
  const setup = flow.setup(runtime);
  if (!setup.configured) return returns.failed(pageOf(to), flow.notConfiguredError, setup.message);
  const key = oauthStateKey(runtime.keys);
  const { state, nonce } = signOAuthState(key, flow.provider, userId, to, runtime.clock.now());
  try {
    return await flow.authorizeUrl(setup, { state, codeChallenge: pkceChallenge(pkceVerifier(key, nonce)) });
  } catch (error) {
    // A library that reads the provider's metadata first (msal) fails here when it is unreachable: sign-in cannot start ('Connection Error').
    runtime.logger.warn({ err: error, provider: flow.provider }, `${flow.label} sign-in could not start`);
    return returns.failed(pageOf(to), 'oauth_callback_failed');
  }
}

/** The callback's query, each value a single bounded string or absent. */
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
async function useStateOnce(runtime: Runtime, provider: OAuthProvider, nonce: string, context: CommandContext): Promise<boolean> {
  const used: OAuthStateUsed = { type: 'OAuthStateUsed', data: { provider, nonce } };
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
 * fresh, unused, started for this provider and by the user of this session (else the dashboard's
 * `oauth_failed`);
 * the provider's refusal or a failed code exchange returns the spec's error code to the page that
 * started it; a success is recorded by the flow (tokens encrypted, never in an event).
 */
export async function finishOAuthSignIn<C, S extends OAuthSignedIn<unknown>>(
  runtime: Runtime,
  flow: OAuthSignInFlow<C, S>,
  query: CallbackQuery,
  sessionUserId: string | undefined,
  context: CommandContext,
): Promise<string> {
  const returns = oauthReturns(flow.provider);
  const key = oauthStateKey(runtime.keys);
  const read = query.state ? readOAuthState(key, query.state, runtime.clock.now()) : undefined;
  if (!read?.ok || read.state.p !== flow.provider || read.state.u !== sessionUserId) return returns.failed(DASHBOARD, 'oauth_failed');
  const { state } = read;
  if (!(await useStateOnce(runtime, flow.provider, state.n, context))) return returns.failed(DASHBOARD, 'oauth_failed');
  const page = pageOf(state.r);
  const setup = flow.setup(runtime);
  if (!setup.configured) return returns.failed(page, flow.notConfiguredError, setup.message);
  if (query.error) {
    // The provider refused (the user cancelled, a misregistered client): its code, never its words, goes back.
    const failure = flow.classify({ errorCode: query.error, errorMessage: query.error_description ?? '' });
    return returns.failed(page, failure.code === 'token_exchange_failed' ? 'oauth_failed' : failure.code);
  }
  if (!query.code) return returns.failed(page, 'no_auth_code');

  let signedIn: S;
  try {
    signedIn = await flow.exchangeCode(setup, query.code, pkceVerifier(key, state.n));
  } catch (error) {
    const failure = flow.classify(error);
    runtime.logger.warn({ code: failure.code, details: failure.details, requestId: context.requestId, provider: flow.provider }, `${flow.label} code exchange failed`);
    return failure.code === 'token_exchange_failed' ? returns.failed(page, failure.code, failure.details) : returns.failed(page, failure.code);
  }
  if (!signedIn.email) return returns.failed(page, 'oauth_callback_failed');
  try {
    await flow.complete(runtime, signedIn as S & { email: string }, state.r, context);
  } catch (error) {
    // A mailbox that cannot become an account (another account sends from it): the page says why.
    if (!(error instanceof DomainError)) throw error;
    return returns.failed(page, 'oauth_callback_failed', error.message);
  }
  return returns.connected(state.r);
}
