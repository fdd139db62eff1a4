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
  type OidcTestAccount,
  type SmtpSink,
  type TestClock,
  type TestDnsServer, freePort } from '@outreach/testing';
import { expect } from 'vitest';
import { platformFixture } from './platformFixture.ts';

export interface OAuthSendingOptions {
  provider: 'microsoft' | 'google';
  /** The prefix of the test database's name. */
  database: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in at the provider: the mailbox that sends. */
  mailbox: OidcTestAccount;
  /** The scopes the provider knows besides the OpenID ones (the mail scopes). */
  extraScopes: string[];
  /** The scope the mail server requires of an access token to send. */
  sendScope: string;
  /** The platform's configuration of the provider and its SMTP server (and any other server it starts), once both run. */
  env(oidc: OidcProviderServer, sink: SmtpSink): Record<string, string> | Promise<Record<string, string>>;
  /** The mail server allowed to introspect the provider's access tokens (see OidcProviderOptions). */
  introspection?: { clientId: string; clientSecret: string };
  /** The mail server refuses a connection beyond this many open at once (as Exchange Online does a mailbox's fourth). */
  maxConnections?: number;
}

/** The account as GET /api/email-accounts lists it. */
export interface ListedAccount {
  id: string;
  provider: string;
  fromEmail: string;
  isPrimary: boolean;
}

/** An e-mail account's tokens as the secret store holds them now. */
export interface StoredTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresOn: string | null;
}


/**
 * What an OAuth mailbox's sending tests stand on: a real OpenID provider (`oidc-provider` over
 * HTTPS) standing in for Microsoft's or Google's sign-in; a real SMTP server (`smtp-server`) that
 * signs a mailbox in with XOAUTH2 only when the provider says the access token is live, issued to
 * that mailbox and carries the mail scope (as Exchange Online and Gmail check it); a DNS server
 * (dnsmasq) giving the recipients' domain, `agents.test`, its MX; and the platform on a clock the
 * test moves, with the engine sending at once (no pacing).
 */
export async function oauthSendingFixture(options: OAuthSendingOptions) {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const clock: TestClock = testClock(new Date());
  const mailbox = options.mailbox.email.toLowerCase();
  const oidc = await startOidcProvider({
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    redirectUris: [`${publicUrl}/auth/${options.provider}/callback`],
    account: options.mailbox,
    extraScopes: options.extraScopes,
    ...(options.introspection ? { introspection: options.introspection } : {}),
  });
  trustOidcProvider(oidc);
  const sink = await startSmtpSink(
    {},
    {
      ...(options.maxConnections ? { maxClients: options.maxConnections } : {}),
      async acceptAccessToken(user, token) {
        const known = await oidc.accessToken(token);
        return user === mailbox && known?.sub === options.mailbox.sub && known.scope.split(' ').includes(options.sendScope);
      },
    },
  );
  const dns: TestDnsServer = await startDnsServer({ mx: { 'agents.test': ['mx.agents.test'] }, a: { 'mx.agents.test': '127.0.0.1' } });
  // The mailbox's replies are read from a local port where nothing listens, unless the test starts an IMAP server: never from the provider's own.
  const imapPrefix = options.provider === 'microsoft' ? 'MICROSOFT' : 'GOOGLE';
  const noImap = { [`${imapPrefix}_IMAP_HOST`]: '127.0.0.1', [`${imapPrefix}_IMAP_PORT`]: String(await freePort()) };
  const fx = await platformFixture(
    options.database,
    { PORT: String(port), PUBLIC_URL: publicUrl, DNS_SERVERS: dns.server, EMAIL_SENDS_PER_MINUTE: '0', ...noImap, ...(await options.env(oidc, sink)) },
    { clock },
  );
  const admin = await fx.signIn();
  const runtime = fx.platform.runtime;

  return {
    oidc,
    sink,
    clock,
    fx,
    /** The signed-in mailbox, lower case: the SMTP user name the mailbox signs in with. */
    mailbox,

    /** Add the mailbox as an e-mail account of the provider (primary) through the real sign-in: the account as listed. */
    async connectMailbox(): Promise<ListedAccount> {
      const started = await fetch(`${publicUrl}/api/auth/${options.provider}/connect?name=Sales&isPrimary=true`, { redirect: 'manual', headers: { cookie: admin.cookie } });
      expect(started.status).toBe(302);
      const callback = await followOidcSignIn(oidc, started.headers.get('location')!);
      const finished = await fetch(callback, { redirect: 'manual', headers: { cookie: admin.cookie } });
      expect(finished.headers.get('location')).toBe(`/settings?success=${options.provider}_connected`);
      // The account and its primary choice are two events, projected one after the other.
      for (let i = 0; i < 100; i++) {
        const listed = (await fx.app.inject({ method: 'GET', url: '/api/email-accounts', headers: admin })).json() as ListedAccount[];
        const account = listed.find((a) => a.provider === options.provider && a.isPrimary);
        if (account) return account;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no primary ${options.provider} e-mail account appeared`);
    },

    /** The account's Test button: POST /api/email-accounts/{id}/test, its answer. */
    async testAccount(accountId: string): Promise<{ success: boolean; message: string }> {
      const res = await fx.app.inject({ method: 'POST', url: `/api/email-accounts/${accountId}/test`, headers: admin });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },

    /** Send a test e-mail from the account through the engine and wait until it is sent, deferred or failed: the e-mail as the API shows it. */
    async sendTest(accountId: string, to: string): Promise<Record<string, unknown>> {
      const res = await fx.app.inject({ method: 'POST', url: '/api/outbound-emails/test', headers: admin, payload: { to, emailAccountId: accountId } });
      expect(res.statusCode, res.body).toBe(202);
      admin['x-min-position'] = String(res.headers['x-event-position']);
      let email: Record<string, unknown> = {};
      for (let i = 0; i < 200; i++) {
        email = (await fx.app.inject({ method: 'GET', url: `/api/outbound-emails/${res.json().messageId}`, headers: admin })).json();
        if (!['queued', 'sending'].includes(email['status'] as string)) return email;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`the test e-mail did not settle: ${JSON.stringify(email)}`);
    },

    async storedTokens(accountId: string): Promise<StoredTokens> {
      return JSON.parse((await getSecret(runtime.pg, runtime.keys.secretsKey, emailAccountSecretName(accountId)))!) as StoredTokens;
    },

    async close() {
      await fx.close();
      await oidc.close();
      await sink.close();
      await dns.close();
    },
  };
}

export type OAuthSendingFixture = Awaited<ReturnType<typeof oauthSendingFixture>>;
