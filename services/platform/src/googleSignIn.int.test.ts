import { GOOGLE_TOKENS_SECRET, emailAccountSecretName } from '@outreach/domain';
import { oauthStateKey, signOAuthState } from '@outreach/command-api/oauth/oauthState.ts';
import { getSecret } from '@outreach/server-kit/secrets/secretStore.ts';
import { followOidcSignIn, startOidcProvider, trustOidcProvider, type OidcProviderServer, freePort } from '@outreach/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformFixture } from './platformFixture.ts';

/**
 * Google Workspace sign-in through the real google-auth-library (OAuth2Client: generateAuthUrl,
 * getToken, verifyIdToken) against a real OpenID provider (`oidc-provider` over HTTPS) standing in
 * for Google's: its endpoints given through GOOGLE_AUTH_BASE_URL, GOOGLE_TOKEN_URL and
 * GOOGLE_CERTS_URL, its issuer through GOOGLE_ISSUER. Full-page redirects over HTTP with cookies,
 * the code exchanged and the ID token verified by our callback, tokens only in the secret store.
 */
const CLIENT_ID = 'outreach-google-test.apps.example';
const CLIENT_SECRET = 'google-client-secret-Qz7!';
const MAILBOX = { sub: '108442', email: 'Jordan.Lee@Workspace.example', name: 'Jordan Lee' };
const MAIL_SCOPE = 'https://mail.google.com/';


let oidc: OidcProviderServer;
let fx: Awaited<ReturnType<typeof platformFixture>>;
let publicUrl: string;
/** Other platforms' addresses (registered at the provider too), for the wrong-secret and wrong-issuer cases. */
let secondUrl: string;
let thirdUrl: string;
let admin: Record<string, string>;

const googleEnv = (overrides: Record<string, string> = {}) => ({
  GOOGLE_CLIENT_ID: CLIENT_ID,
  GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
  GOOGLE_AUTH_BASE_URL: oidc.authorizationEndpoint,
  GOOGLE_TOKEN_URL: oidc.tokenEndpoint,
  GOOGLE_CERTS_URL: oidc.pemCertsUrl,
  GOOGLE_ISSUER: oidc.issuer,
  ...overrides,
});

beforeAll(async () => {
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  secondUrl = `http://127.0.0.1:${await freePort()}`;
  thirdUrl = `http://127.0.0.1:${await freePort()}`;
  oidc = await startOidcProvider({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUris: [publicUrl, secondUrl, thirdUrl].map((url) => `${url}/auth/google/callback`),
    account: MAILBOX,
    extraScopes: [MAIL_SCOPE],
  });
  trustOidcProvider(oidc);
  fx = await platformFixture('google_sign_in', { PORT: String(port), PUBLIC_URL: publicUrl, ...googleEnv() });
  admin = await fx.signIn();
}, 60_000);
afterAll(async () => {
  await fx?.close();
  await oidc?.close();
});

/** GET on a platform over real HTTP with the session cookie, not following the redirect. */
const visit = async (url: string, headers: Record<string, string> = admin, base = publicUrl) => {
  const res = await fetch(new URL(url, base), { redirect: 'manual', headers: { cookie: headers['cookie']! } });
  return { status: res.status, location: res.headers.get('location') ?? '', body: await res.text() };
};

/** Start at one of our connect routes, sign in at the provider, come back to our callback: where the callback sends the browser. */
async function connect(start: string, headers: Record<string, string> = admin, base = publicUrl) {
  const started = await visit(start, headers, base);
  expect(started.status).toBe(302);
  expect(started.location.startsWith(`${oidc.authorizationEndpoint}?`)).toBe(true);
  const callback = await followOidcSignIn(oidc, started.location);
  expect(callback.startsWith(`${base}/auth/google/callback?`)).toBe(true);
  const finished = await visit(callback, headers, base);
  expect(finished.status).toBe(302);
  return { authorize: new URL(started.location), callback, returnedTo: finished.location };
}

const status = async () => (await fx.app.inject({ method: 'GET', url: '/api/google/status', headers: admin })).json();

describe('Google Workspace sign-in', () => {
  it('is Not Connected and configured before anyone signs in (the spec’s provider gmail)', async () => {
    expect(await status()).toEqual({ connected: false, provider: 'gmail', email: null, connectedAt: null, configured: true, setupMessage: null });
  });

  it('connects the signed-in mailbox from Legacy Settings: offline access with consent, PKCE, the mail scope; success on /settings; tokens only in the secret store', async () => {
    const { authorize, callback, returnedTo } = await connect('/auth/google');
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: CLIENT_ID,
      redirect_uri: `${publicUrl}/auth/google/callback`,
      response_type: 'code',
      access_type: 'offline',
      prompt: 'consent',
      scope: `openid email ${MAIL_SCOPE}`,
      code_challenge_method: 'S256',
    });
    expect(returnedTo).toBe('/settings?success=google_connected');
    const now = await status();
    expect(now).toMatchObject({ connected: true, provider: 'gmail', email: 'jordan.lee@workspace.example', configured: true });
    expect(Date.parse(now.connectedAt)).not.toBeNaN();

    const tokens = JSON.parse((await getSecret(fx.platform.runtime.pg, fx.platform.runtime.keys.secretsKey, GOOGLE_TOKENS_SECRET))!);
    expect(tokens).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String), expiresOn: expect.any(String) });
    expect(tokens.scope).toContain(MAIL_SCOPE);
    const { rows } = await fx.platform.runtime.pg.query(
      `select type, data, metadata from es.events where stream_id = 'settings-google' or data::text like $1 or data::text like $2 or metadata::text like $1`,
      [`%${tokens.accessToken}%`, `%${tokens.refreshToken}%`],
    );
    expect(rows.map((r) => r.type)).toEqual(['GoogleMailboxConnected']);
    expect(rows[0].data).toEqual({ email: 'jordan.lee@workspace.example', connectedAt: now.connectedAt });
    expect(rows[0].metadata.actor).toMatchObject({ kind: 'user', username: 'admin' });
    expect(JSON.stringify(now)).not.toContain(tokens.accessToken);
    const used = await fx.platform.runtime.pg.query(`select data from es.events where type = 'OAuthStateUsed' and data->>'provider' = 'google'`);
    expect(used.rows.length).toBe(1);

    // The same callback again (a reload, a replay): the state was used, nothing is exchanged.
    expect((await visit(callback)).location).toBe('/dashboard?error=oauth_failed&provider=google');
  });

  it('refuses a forged state, a Microsoft state, a callback without a session, and one without a code', async () => {
    expect((await visit('/auth/google/callback?code=abc&state=forged.state')).location).toBe('/dashboard?error=oauth_failed&provider=google');
    const started = await visit('/auth/google');
    const state = new URL(started.location).searchParams.get('state')!;
    expect((await visit(`/auth/google/callback?state=${encodeURIComponent(state)}`, { cookie: 'outreach_session=nobody' })).location).toBe('/dashboard?error=oauth_failed&provider=google');
    expect((await visit(`/auth/google/callback?state=${encodeURIComponent(state)}`)).location).toBe('/settings?error=no_auth_code&provider=google');
    expect((await visit('/auth/google', { cookie: 'outreach_session=nobody' })).location).toBe('/dashboard?error=oauth_failed&provider=google');
    // A state signed for Microsoft (same key, same user) is good only at Microsoft's callback.
    const userId = JSON.parse(Buffer.from(state.split('.')[0]!, 'base64url').toString()).u;
    const microsoft = signOAuthState(oauthStateKey(fx.platform.runtime.keys), 'microsoft', userId, { kind: 'settings' }, new Date());
    expect((await visit(`/auth/google/callback?code=abc&state=${encodeURIComponent(microsoft.state)}`)).location).toBe('/dashboard?error=oauth_failed&provider=google');
  });

  it('returns to the dashboard when started there, and reports Google’s refusal by the spec’s codes', async () => {
    expect((await connect('/auth/google?from=dashboard')).returnedTo).toBe('/dashboard?google_connected=true');
    for (const [error, returned] of [
      ['access_denied', '/settings?error=oauth_failed&provider=google'],
      ['redirect_uri_mismatch', '/settings?error=redirect_uri_mismatch&provider=google'],
    ] as const) {
      const started = await visit('/auth/google');
      const state = new URL(started.location).searchParams.get('state')!;
      expect((await visit(`/auth/google/callback?state=${encodeURIComponent(state)}&error=${error}`)).location).toBe(returned);
    }
  });

  it('adds a Google Workspace e-mail account from the signed-in mailbox, primary when the form asked', async () => {
    const { returnedTo } = await connect('/api/auth/google/connect?name=Workspace&fromName=Jordan%20at%20ListingPro&isPrimary=true');
    expect(returnedTo).toBe('/settings?success=google_connected');
    let account: Record<string, unknown> | undefined;
    for (let i = 0; i < 50 && !account; i++) {
      const list = (await fx.app.inject({ method: 'GET', url: '/api/email-accounts', headers: admin })).json() as Record<string, unknown>[];
      // The account and its primary choice are two events, projected one after the other.
      account = list.find((a) => a['provider'] === 'google' && a['isPrimary'] === true);
      if (!account) await new Promise((r) => setTimeout(r, 100));
    }
    expect(account).toMatchObject({
      name: 'Workspace',
      provider: 'google',
      fromName: 'Jordan at ListingPro',
      fromEmail: 'jordan.lee@workspace.example',
      isPrimary: true,
      secretSet: true,
      dailyLimit: 2500,
      currentDailyLimit: 50,
      warmupDay: 1,
      warmupEnabled: true,
    });
    // The account's tokens are its secret, encrypted; the event that added it holds none.
    const secret = JSON.parse((await getSecret(fx.platform.runtime.pg, fx.platform.runtime.keys.secretsKey, emailAccountSecretName(String(account!['id']))))!);
    expect(secret.refreshToken).toEqual(expect.any(String));
    const { rows } = await fx.platform.runtime.pg.query(`select count(*)::int as n from es.events where data::text like $1 or data::text like $2`, [`%${secret.accessToken}%`, `%${secret.refreshToken}%`]);
    expect(rows[0].n).toBe(0);
  });

  it('answers 400 for a bad account form, before any sign-in', async () => {
    const res = await fx.app.inject({ method: 'GET', url: '/api/auth/google/connect?isPrimary=maybe', headers: admin });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('disconnects after the Legacy Settings connection, and says so when nothing is connected', async () => {
    const headers = { ...admin, origin: publicUrl };
    const res = await fx.app.inject({ method: 'POST', url: '/api/google/disconnect', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, connected: false, provider: 'gmail', email: null });
    expect(await getSecret(fx.platform.runtime.pg, fx.platform.runtime.keys.secretsKey, GOOGLE_TOKENS_SECRET)).toBeUndefined();
    const again = await fx.app.inject({ method: 'POST', url: '/api/google/disconnect', headers });
    expect(again.statusCode).toBe(409);
    expect(again.headers['content-type']).toContain('application/problem+json');
    expect(again.json().message).toBe('No Google Workspace account is connected');
  });
});

describe('Google Workspace sign-in that the provider or the ID token refuses, and without an OAuth client', () => {
  it('returns invalid_client_secret when the provider refuses our credentials at the code exchange', async () => {
    const wrong = await platformFixture('google_wrong_secret', { PORT: String(new URL(secondUrl).port), PUBLIC_URL: secondUrl, ...googleEnv({ GOOGLE_CLIENT_SECRET: 'not-the-secret' }) });
    try {
      const headers = await wrong.signIn();
      const { returnedTo } = await connect('/auth/google', headers, secondUrl);
      expect(returnedTo).toBe('/settings?error=invalid_client_secret&provider=google');
      expect((await wrong.app.inject({ method: 'GET', url: '/api/google/status', headers })).json()).toMatchObject({ connected: false });
    } finally {
      await wrong.close();
    }
  });

  it('records nothing when the ID token is not from the expected issuer (verifyIdToken refuses it)', async () => {
    const other = await platformFixture('google_wrong_issuer', { PORT: String(new URL(thirdUrl).port), PUBLIC_URL: thirdUrl, ...googleEnv({ GOOGLE_ISSUER: 'https://accounts.google.com' }) });
    try {
      const headers = await other.signIn();
      const { returnedTo } = await connect('/auth/google', headers, thirdUrl);
      const back = new URL(returnedTo, thirdUrl);
      expect(back.pathname).toBe('/settings');
      expect(back.searchParams.get('error')).toBe('token_exchange_failed');
      expect(back.searchParams.get('details')).toMatch(/^The ID token was not accepted: Invalid issuer/);
      expect((await other.app.inject({ method: 'GET', url: '/api/google/status', headers })).json()).toMatchObject({ connected: false });
      expect(await getSecret(other.platform.runtime.pg, other.platform.runtime.keys.secretsKey, GOOGLE_TOKENS_SECRET)).toBeUndefined();
    } finally {
      await other.close();
    }
  });

  it('says what is missing when no client id and secret are configured, on the status and at the connect routes', async () => {
    const bare = await platformFixture('google_not_set_up', { GOOGLE_CLIENT_ID: CLIENT_ID });
    try {
      const headers = await bare.signIn();
      const message = 'Google Workspace is not set up on this server: set GOOGLE_CLIENT_SECRET';
      expect((await bare.app.inject({ method: 'GET', url: '/api/google/status', headers })).json()).toMatchObject({ connected: false, configured: false, setupMessage: message });
      const legacy = await bare.app.inject({ method: 'GET', url: '/auth/google', headers });
      expect(legacy.statusCode).toBe(302);
      expect(legacy.headers.location).toBe(`/settings?${new URLSearchParams({ error: 'google_not_configured', details: message, provider: 'google' })}`);
      const account = await bare.app.inject({ method: 'GET', url: '/api/auth/google/connect', headers });
      expect(account.headers.location).toBe(legacy.headers.location);
      expect((await bare.app.inject({ method: 'GET', url: '/api/auth/google/connect' })).statusCode).toBe(401);
      expect((await bare.app.inject({ method: 'GET', url: '/api/google/status' })).statusCode).toBe(401);
    } finally {
      await bare.close();
    }
  });
});
