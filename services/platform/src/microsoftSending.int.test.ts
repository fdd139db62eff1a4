import { createServer } from 'node:net';
import { emailAccountSecretName } from '@outreach/domain';
import { getSecret } from '@outreach/server-kit/secrets/secretStore.ts';
import {
  followOidcSignIn,
  startDnsServer,
  startOidcProvider,
  startSmtpSink,
  testClock,
  trustOidcProvider,
  type OidcProviderServer,
  type SmtpSink,
  type TestDnsServer,
} from '@outreach/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { platformFixture } from './platformFixture.ts';

/**
 * A Microsoft 365 mailbox connected through the real msal-node (against `oidc-provider`) sends
 * through the engine with its OAuth token (XOAUTH2) to a real SMTP server; when the token is about
 * to expire it is renewed from the refresh token first, and a renewal the authority refuses holds
 * the mailbox's e-mails.
 */
const CLIENT_ID = 'outreach-test-app';
const CLIENT_SECRET = 'client-secret-Xy9!';
const MAILBOX = { sub: 'ana-sub-1', email: 'Ana.Lopez@Contoso.example', name: 'Ana Lopez' };
const clock = testClock(new Date());

let oidc: OidcProviderServer;
let sink: SmtpSink;
let dns: TestDnsServer;
let fx: Awaited<ReturnType<typeof platformFixture>>;
let publicUrl: string;
let admin: Record<string, string>;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The account's tokens as the secret store holds them now. */
async function storedTokens(accountId: string): Promise<{ accessToken: string; refreshToken: string | null }> {
  const runtime = fx.platform.runtime;
  return JSON.parse((await getSecret(runtime.pg, runtime.keys.secretsKey, emailAccountSecretName(accountId)))!);
}

beforeAll(async () => {
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  oidc = await startOidcProvider({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUris: [`${publicUrl}/auth/microsoft/callback`],
    account: MAILBOX,
    extraScopes: ['https://outlook.office.com/SMTP.Send', 'https://outlook.office.com/IMAP.AccessAsUser.All'],
  });
  trustOidcProvider(oidc);
  // The mail server takes the mailbox's current access token, whatever it is: the test checks which one came.
  sink = await startSmtpSink({}, { acceptAccessToken: (user, token) => user === 'ana.lopez@contoso.example' && token.length > 10 });
  dns = await startDnsServer({ mx: { 'agents.test': ['mx.agents.test'] }, a: { 'mx.agents.test': '127.0.0.1' } });
  fx = await platformFixture(
    'microsoft_sending',
    {
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      MICROSOFT_CLIENT_ID: CLIENT_ID,
      MICROSOFT_CLIENT_SECRET: CLIENT_SECRET,
      MICROSOFT_AUTHORITY_HOST: oidc.authorityHost,
      MICROSOFT_SMTP_HOST: sink.host,
      MICROSOFT_SMTP_PORT: String(sink.port),
      MICROSOFT_SMTP_SECURITY: 'none',
      DNS_SERVERS: dns.server,
      EMAIL_SENDS_PER_MINUTE: '0',
    },
    { clock },
  );
  admin = await fx.signIn();
}, 60_000);
afterAll(async () => {
  await fx?.close();
  await oidc?.close();
  await sink?.close();
  await dns?.close();
});

async function sendTest(accountId: string, to: string): Promise<Record<string, unknown>> {
  const res = await fx.app.inject({ method: 'POST', url: '/api/outbound-emails/test', headers: admin, payload: { to, emailAccountId: accountId } });
  expect(res.statusCode, res.body).toBe(202);
  admin['x-min-position'] = String(res.headers['x-event-position']);
  let email: Record<string, unknown> = {};
  for (let i = 0; i < 200; i++) {
    email = (await fx.app.inject({ method: 'GET', url: `/api/outbound-emails/${res.json().messageId}`, headers: admin })).json();
    if (!['queued', 'sending'].includes(email.status as string)) return email;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`the test e-mail did not settle: ${JSON.stringify(email)}`);
}

it('a connected Microsoft 365 mailbox sends with its token; a renewal the authority refuses holds its e-mails with the reason', async () => {
  const started = await fetch(`${publicUrl}/api/auth/microsoft/connect?name=Ana&fromName=Ana%20Lopez&isPrimary=true`, { redirect: 'manual', headers: { cookie: admin['cookie']! } });
  expect(started.status).toBe(302);
  const callback = await followOidcSignIn(oidc, started.headers.get('location')!);
  const finished = await fetch(callback, { redirect: 'manual', headers: { cookie: admin['cookie']! } });
  expect(finished.status).toBe(302);
  const accounts = (await fx.app.inject({ method: 'GET', url: '/api/email-accounts', headers: admin })).json() as { id: string; provider: string; fromEmail: string }[];
  const account = accounts.find((a) => a.provider === 'microsoft')!;
  expect(account.fromEmail).toBe('ana.lopez@contoso.example');

  const first = await sendTest(account.id, 'bo@agents.test');
  expect(first).toMatchObject({ status: 'sent', provider: 'microsoft' });
  const before = await storedTokens(account.id);
  expect(sink.received.at(-1)).toMatchObject({ to: ['bo@agents.test'], username: 'ana.lopez@contoso.example', accessToken: before.accessToken });

  // Two hours on, the token (an hour's life) is about to be stale: the next send asks the authority
  // to renew it from the refresh token first. The stand-in authority refuses (its refresh tokens
  // do not carry the mail scopes): the e-mail waits, with the reason, and nothing goes out unsigned.
  clock.advance(2 * 60 * 60_000);
  const received = sink.received.length;
  const second = await sendTest(account.id, 'cy@agents.test');
  expect(second).toMatchObject({ status: 'deferred', provider: null });
  expect(second.reason).toMatch(/^Microsoft 365 refused to renew the mailbox's sign-in \(invalid_scope.*\): connect the mailbox again$/);
  expect(sink.received).toHaveLength(received);
  expect((await storedTokens(account.id)).accessToken).toBe(before.accessToken);
}, 60_000);
