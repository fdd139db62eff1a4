import { MICROSOFT_TOKENS_SECRET, emailAccountSecretName } from '@outreach/domain';
import { getSecret } from '@outreach/server-kit/secrets/secretStore.ts';
import { followOidcSignIn, startOidcProvider, trustOidcProvider, type OidcProviderServer, freePort } from '@outreach/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformFixture } from './platformFixture.ts';

/**
 * Microsoft 365 sign-in through the real msal-node against a real OpenID provider (`oidc-provider`
 * over HTTPS) standing in for Microsoft's: full-page redirects over HTTP with cookies, the code
 * exchanged by our callback, tokens only in the encrypted secret store.
 */
const CLIENT_ID = 'outreach-test-app';
const CLIENT_SECRET = 'client-secret-Xy9!';
const MAILBOX = { sub: 'ana-sub-1', email: 'Ana.Lopez@Contoso.example', name: 'Ana Lopez' };


let oidc: OidcProviderServer;
let fx: Awaited<ReturnType<typeof platformFixture>>;
let publicUrl: string;
/** A second platform's address (registered at the provider too), for the wrong-secret case. */
let secondUrl: string;
let admin: Record<string, string>;

beforeAll(async () => {
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  secondUrl = `http://127.0.0.1:${await freePort()}`;
  oidc = await startOidcProvider({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUris: [`${publicUrl}/auth/microsoft/callback`, `${secondUrl}/auth/microsoft/callback`],
    account: MAILBOX,
    extraScopes: ['https://outlook.office.com/SMTP.Send', 'https://outlook.office.com/IMAP.AccessAsUser.All'],
  });
  trustOidcProvider(oidc);
  fx = await platformFixture('microsoft_sign_in', {
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    MICROSOFT_CLIENT_ID: CLIENT_ID,
    MICROSOFT_CLIENT_SECRET: CLIENT_SECRET,
    MICROSOFT_AUTHORITY_HOST: oidc.authorityHost,
  });
  admin = await fx.signIn();
}, 60_000);
afterAll(async () => {
  await fx?.close();
  await oidc?.close();
});

/** GET on the platform over real HTTP with the session cookie, not following the redirect. */
const visit = async (url: string, headers: Record<string, string> = admin) => {
  const res = await fetch(new URL(url, publicUrl), { redirect: 'manual', headers: { cookie: headers['cookie']! } });
  return { status: res.status, location: res.headers.get('location') ?? '', body: await res.text() };
};

/** Start at one of our connect routes, sign in at the provider, come back to our callback: where the callback sends the browser. */
async function connect(start: string, headers: Record<string, string> = admin) {
  const started = await visit(start, headers);
  expect(started.status).toBe(302);
  expect(started.location.startsWith(`${oidc.issuer}/auth?`)).toBe(true);
  const authorize = new URL(started.location);
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${publicUrl}/auth/microsoft/callback`);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  const callback = await followOidcSignIn(oidc, started.location);
  expect(callback.startsWith(`${publicUrl}/auth/microsoft/callback?`)).toBe(true);
  const finished = await visit(callback, headers);
  expect(finished.status).toBe(302);
  return { callback, returnedTo: finished.location };
}

const status = async () => (await fx.app.inject({ method: 'GET', url: '/api/auth/microsoft/status', headers: admin })).json();

describe('Microsoft 365 sign-in', () => {
  it('is Not Connected and configured before anyone signs in', async () => {
    expect(await status()).toEqual({ connected: false, provider: 'microsoft', email: null, connectedAt: null, configured: true, setupMessage: null });
  });

  it('connects the signed-in mailbox from Legacy Settings: success on /settings, the status connected with its e-mail, tokens only in the secret store', async () => {
    const { callback, returnedTo } = await connect('/auth/microsoft');
    expect(returnedTo).toBe('/settings?success=microsoft_connected');
    const now = await status();
    expect(now).toMatchObject({ connected: true, provider: 'microsoft', email: 'ana.lopez@contoso.example', configured: true });
    expect(Date.parse(now.connectedAt)).not.toBeNaN();

    const tokens = JSON.parse((await getSecret(fx.platform.runtime.pg, fx.platform.runtime.keys.secretsKey, MICROSOFT_TOKENS_SECRET))!);
    expect(tokens.accessToken).toEqual(expect.any(String));
    expect(tokens.refreshToken).toEqual(expect.any(String));
    const { rows } = await fx.platform.runtime.pg.query(
      `select type, data, metadata from es.events where stream_id = 'settings-microsoft' or data::text like $1 or data::text like $2 or metadata::text like $1`,
      [`%${tokens.accessToken}%`, `%${tokens.refreshToken}%`],
    );
    expect(rows.map((r) => r.type)).toEqual(['MicrosoftMailboxConnected']);
    expect(rows[0].data).toEqual({ email: 'ana.lopez@contoso.example', tenantId: null, connectedAt: now.connectedAt });
    expect(rows[0].metadata.actor).toMatchObject({ kind: 'user', username: 'admin' });
    expect(JSON.stringify(now)).not.toContain(tokens.accessToken);

    // The same callback again (a reload, a replay): the state was used, nothing is exchanged.
    const again = await visit(callback);
    expect(again.location).toBe('/dashboard?error=oauth_failed');
  });

  it('refuses a forged state, a callback from another session and a callback without a code', async () => {
    expect((await visit('/auth/microsoft/callback?code=abc&state=forged.state')).location).toBe('/dashboard?error=oauth_failed');
    const started = await visit('/auth/microsoft');
    const state = new URL(started.location).searchParams.get('state')!;
    const other = await fx.signIn();
    // A session of the same user but another browser still counts as that user; no session does not.
    expect((await visit(`/auth/microsoft/callback?state=${encodeURIComponent(state)}`, { cookie: 'outreach_session=nobody' })).location).toBe('/dashboard?error=oauth_failed');
    expect((await visit(`/auth/microsoft/callback?state=${encodeURIComponent(state)}`, other)).location).toBe('/settings?error=no_auth_code');
  });

  it('returns to the dashboard when started there, and reports Microsoft’s refusal by the spec’s codes', async () => {
    expect((await connect('/auth/microsoft?from=dashboard')).returnedTo).toBe('/dashboard?microsoft_connected=true');
    const started = await visit('/auth/microsoft');
    const state = new URL(started.location).searchParams.get('state')!;
    const refused = await visit(`/auth/microsoft/callback?state=${encodeURIComponent(state)}&error=invalid_request&error_description=${encodeURIComponent('AADSTS50011: The redirect URI does not match')}`);
    expect(refused.location).toBe('/settings?error=redirect_uri_mismatch');
  });

  it('does not add the mailbox when another account already sends from its address, and says why', async () => {
    const smtp = {
      name: 'Ana by SMTP',
      provider: 'smtp',
      fromName: 'Ana',
      fromEmail: 'ana.lopez@contoso.example',
      smtpHost: '127.0.0.1',
      smtpPort: 2525,
      smtpUsername: 'ana',
      smtpSecurity: 'none',
      smtpPassword: 'a-password',
    };
    const added = await fx.app.inject({ method: 'POST', url: '/api/email-accounts', headers: admin, payload: smtp });
    expect(added.statusCode, added.body).toBe(201);
    const { returnedTo } = await connect('/api/auth/microsoft/connect?name=Office');
    const back = new URL(returnedTo, publicUrl);
    expect([back.pathname, back.searchParams.get('error')]).toEqual(['/settings', 'oauth_callback_failed']);
    expect(back.searchParams.get('details')).toMatch(/^ana\.lopez@contoso\.example is already the from e-mail of the email account “Ana by SMTP”/);
    const deleted = await fx.app.inject({ method: 'DELETE', url: `/api/email-accounts/${added.json().id}`, headers: admin });
    expect(deleted.statusCode, deleted.body).toBe(200);
  });

  it('adds a Microsoft 365 e-mail account from the signed-in mailbox', async () => {
    const { returnedTo } = await connect('/api/auth/microsoft/connect?name=Office&fromName=Ana%20from%20ListingPro');
    expect(returnedTo).toBe('/settings?success=microsoft_connected');
    let account: Record<string, unknown> | undefined;
    for (let i = 0; i < 50 && !account; i++) {
      const list = (await fx.app.inject({ method: 'GET', url: '/api/email-accounts', headers: admin })).json() as Record<string, unknown>[];
      account = list.find((a) => a['provider'] === 'microsoft');
      if (!account) await new Promise((r) => setTimeout(r, 100));
    }
    expect(account).toMatchObject({ name: 'Office', provider: 'microsoft', fromName: 'Ana from ListingPro', fromEmail: 'ana.lopez@contoso.example', dailyLimit: 2500, currentDailyLimit: 50, warmupDay: 1, warmupEnabled: true });
    // The account's tokens are its secret, encrypted; the event that added it holds none.
    const secret = JSON.parse((await getSecret(fx.platform.runtime.pg, fx.platform.runtime.keys.secretsKey, emailAccountSecretName(String(account!['id']))))!);
    expect(secret.refreshToken).toEqual(expect.any(String));
    const { rows } = await fx.platform.runtime.pg.query(`select count(*)::int as n from es.events where data::text like $1 or data::text like $2`, [`%${secret.accessToken}%`, `%${secret.refreshToken}%`]);
    expect(rows[0].n).toBe(0);
  });

  it('disconnects after the Legacy Settings connection, and says so when nothing is connected', async () => {
    const headers = { ...admin, origin: publicUrl };
    const res = await fx.app.inject({ method: 'POST', url: '/api/auth/microsoft/disconnect', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, connected: false, email: null });
    expect(await getSecret(fx.platform.runtime.pg, fx.platform.runtime.keys.secretsKey, MICROSOFT_TOKENS_SECRET)).toBeUndefined();
    const again = await fx.app.inject({ method: 'POST', url: '/api/auth/microsoft/disconnect', headers });
    expect(again.statusCode).toBe(409);
    expect(again.headers['content-type']).toContain('application/problem+json');
    expect(again.json().message).toBe('No Microsoft 365 account is connected');
  });
});

describe('Microsoft 365 sign-in with a wrong client secret, and without an app registration', () => {
  it('returns invalid_client_secret when the provider refuses our credentials at the code exchange', async () => {
    const wrong = await platformFixture('microsoft_wrong_secret', {
      PORT: String(new URL(secondUrl).port),
      PUBLIC_URL: secondUrl,
      MICROSOFT_CLIENT_ID: CLIENT_ID,
      MICROSOFT_CLIENT_SECRET: 'not-the-secret',
      MICROSOFT_AUTHORITY_HOST: oidc.authorityHost,
    });
    try {
      const headers = await wrong.signIn();
      const started = await fetch(`${secondUrl}/auth/microsoft`, { redirect: 'manual', headers: { cookie: headers.cookie } });
      const callback = await followOidcSignIn(oidc, started.headers.get('location')!);
      expect(callback.startsWith(`${secondUrl}/auth/microsoft/callback?`)).toBe(true);
      const finished = await fetch(callback, { redirect: 'manual', headers: { cookie: headers.cookie } });
      expect(finished.headers.get('location')).toBe('/settings?error=invalid_client_secret');
      const after = (await wrong.app.inject({ method: 'GET', url: '/api/auth/microsoft/status', headers })).json();
      expect(after).toMatchObject({ connected: false });
    } finally {
      await wrong.close();
    }
  });

  it('returns Connection Error (oauth_callback_failed) when Microsoft’s sign-in cannot be reached to start', async () => {
    const unreachable = await platformFixture('microsoft_unreachable', {
      MICROSOFT_CLIENT_ID: CLIENT_ID,
      MICROSOFT_CLIENT_SECRET: CLIENT_SECRET,
      MICROSOFT_AUTHORITY_HOST: `https://127.0.0.1:${await freePort()}`,
    });
    try {
      const headers = await unreachable.signIn();
      const started = await unreachable.app.inject({ method: 'GET', url: '/auth/microsoft', headers });
      expect(started.statusCode).toBe(302);
      expect(started.headers.location).toBe('/settings?error=oauth_callback_failed');
    } finally {
      await unreachable.close();
    }
  });

  it('says what is missing when no client id and secret are configured, on the status and at the connect routes', async () => {
    const bare = await platformFixture('microsoft_not_set_up');
    try {
      const headers = await bare.signIn();
      const message = 'Microsoft 365 is not set up on this server: set MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET';
      expect((await bare.app.inject({ method: 'GET', url: '/api/auth/microsoft/status', headers })).json()).toMatchObject({ connected: false, configured: false, setupMessage: message });
      const legacy = await bare.app.inject({ method: 'GET', url: '/auth/microsoft', headers });
      expect(legacy.statusCode).toBe(302);
      expect(legacy.headers.location).toBe(`/settings?${new URLSearchParams({ error: 'microsoft_not_configured', details: message })}`);
      const account = await bare.app.inject({ method: 'GET', url: '/api/auth/microsoft/connect', headers });
      expect(account.headers.location).toBe(legacy.headers.location);
      const signedOut = await bare.app.inject({ method: 'GET', url: '/api/auth/microsoft/connect' });
      expect(signedOut.statusCode).toBe(401);
    } finally {
      await bare.close();
    }
  });
});
