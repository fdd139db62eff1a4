import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import Provider, { interactionPolicy } from 'oidc-provider';

export interface OidcTestAccount {
  /** The subject (stable id) of the account. */
  sub: string;
  email: string;
  name: string;
}

export interface OidcProviderOptions {
  clientId: string;
  clientSecret: string;
  /** The redirect URIs registered for the client (our callback). */
  redirectUris: string[];
  /** Who signs in: every authorization request is approved for this account without a form. */
  account: OidcTestAccount;
  /** The tenant path segment, as in `https://login.microsoftonline.com/{tenant}/v2.0` (default `common`). */
  tenant?: string;
  /** Scopes the provider knows besides openid, offline_access, email and profile (e.g. Microsoft's mail scopes). */
  extraScopes?: string[];
  /**
   * A mail server registered as a client that may ask the token introspection endpoint (RFC 7662,
   * HTTP Basic client authentication) whether an access token is live; its answer then carries the
   * account's `email`, the user a mail server signs the token in as.
   */
  introspection?: { clientId: string; clientSecret: string };
}

export interface OidcProviderServer {
  /** `https://127.0.0.1:{port}`: what MICROSOFT_AUTHORITY_HOST points at. */
  authorityHost: string;
  /** The issuer, `{authorityHost}/{tenant}/v2.0`, like Microsoft's v2.0 endpoints. */
  issuer: string;
  /** The authorization endpoint (`{issuer}/auth`): what GOOGLE_AUTH_BASE_URL points at. */
  authorizationEndpoint: string;
  /** The token endpoint (`{issuer}/token`): what GOOGLE_TOKEN_URL points at. */
  tokenEndpoint: string;
  /** The token introspection endpoint (`{issuer}/token/introspection`), answering the `introspection` client only. */
  introspectionEndpoint: string;
  /**
   * The ID token signing keys in the shape of Google's `oauth2/v1/certs` (key id → PEM), which
   * google-auth-library verifies ID tokens with on a server: what GOOGLE_CERTS_URL points at.
   */
  pemCertsUrl: string;
  /** The self-signed certificate (PEM) the server presents; trust it with `trustOidcProvider` or NODE_EXTRA_CA_CERTS. */
  certificatePem: string;
  /** A file holding `certificatePem` (for NODE_EXTRA_CA_CERTS of a child process). */
  certificateFile: string;
  /** How many authorization requests were approved (sign-ins). */
  signIns(): number;
  /** How many refresh-token grants the provider answered with new tokens (renewals). */
  renewals(): number;
  /**
   * What the provider knows of an access token it issued and that is still live (as its
   * introspection would answer: the subject and the scopes), or undefined: what a mail server
   * checks an XOAUTH2 sign-in against.
   */
  accessToken(value: string): Promise<{ sub: string; scope: string } | undefined>;
  /** Revoke a refresh token (its user withdrew the app's access): a renewal with it is refused with invalid_grant. */
  revokeRefreshToken(value: string): Promise<void>;
  /** Revoke an access token before it expires: introspection then answers that it is not active. */
  revokeAccessToken(value: string): Promise<void>;
  close(): Promise<void>;
}

/** A self-signed certificate for 127.0.0.1 and localhost, made by Debian's openssl. */
export function selfSignedCertificate(dir: string): { key: string; cert: string; certFile: string } {
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', keyFile, '-out', certFile, '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile };
}

/**
 * A real OpenID Connect authorization server (the `oidc-provider` package) over HTTPS on a free
 * local port, standing in for Microsoft's (or Google's) sign-in: its endpoints live under
 * `/{tenant}/v2.0` like Microsoft's, one confidential client is registered, and every
 * authorization request signs in `account` at once (an interaction that approves without a form).
 * Refresh tokens are issued for every code, as Microsoft does when `offline_access` is asked (and
 * Google when `access_type=offline`). ID tokens are signed with one RSA key (RS256, as Microsoft's
 * and Google's are), published as the JWKS and, like Google's, as PEM at `/oauth2/v1/certs`.
 */
export async function startOidcProvider(options: OidcProviderOptions): Promise<OidcProviderServer> {
  const dir = mkdtempSync(join(tmpdir(), 'oidc-provider-'));
  const tls = selfSignedCertificate(dir);
  const tenant = options.tenant ?? 'common';
  const prefix = `/${tenant}/v2.0`;
  let approved = 0;
  const kid = 'oidc-test-rs256';
  const signing = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingJwk = { ...signing.privateKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' };
  const pemCerts = JSON.stringify({ [kid]: signing.publicKey.export({ type: 'spki', format: 'pem' }) });

  const server = createServer({ key: tls.key, cert: tls.cert }, (req: IncomingMessage, res: ServerResponse) => {
    void handle(req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = req.url ?? '/';
    if (url.startsWith('/interaction/')) return approve(req, res);
    if (url === '/oauth2/v1/certs') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=300' });
      return res.end(pemCerts);
    }
    if (url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`)) {
      // Mounted below the prefix: oidc-provider reads the mount path from originalUrl.
      req.url = offlineAccessConsented(url.slice(prefix.length) || '/');
      (req as IncomingMessage & { originalUrl?: string }).originalUrl = `${prefix}${req.url}`;
      return provider.callback()(req, res);
    }
    res.statusCode = 404;
    res.end('not found');
  }
  /** The sign-in and consent screens, answered at once for the test account. */
  async function approve(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    const clientId = String(details.params['client_id']);
    const grant = details.grantId ? (await provider.Grant.find(details.grantId))! : new provider.Grant({ accountId: options.account.sub, clientId });
    if (details.params['scope']) grant.addOIDCScope(String(details.params['scope']));
    const grantId = await grant.save();
    approved++;
    await provider.interactionFinished(req, res, { login: { accountId: options.account.sub }, consent: { grantId }, select_account: {} }, { mergeWithLastSubmission: false });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  let renewed = 0;
  const { port } = server.address() as AddressInfo;
  const authorityHost = `https://127.0.0.1:${port}`;
  const issuer = `${authorityHost}${prefix}`;
  const account = options.account;
  // Requests reach the handlers above only after this line (the port was unknown until now).
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
      ...(options.introspection
        ? [
            {
              client_id: options.introspection.clientId,
              client_secret: options.introspection.clientSecret,
              redirect_uris: [],
              grant_types: [],
              response_types: [],
              token_endpoint_auth_method: 'client_secret_basic' as const,
            },
          ]
        : []),
    ],
    scopes: ['openid', 'offline_access', 'email', 'profile', ...(options.extraScopes ?? [])],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    // The ID token carries the profile and e-mail claims (as Microsoft's does), not only userinfo.
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) =>
      sub === account.sub
        ? { accountId: sub, claims: () => ({ sub, email: account.email, email_verified: true, name: account.name, preferred_username: account.email }) }
        : undefined,
    features: {
      devInteractions: { enabled: false },
      introspection: {
        enabled: Boolean(options.introspection),
        // Only the mail server asks what a token is.
        allowedPolicy: (_ctx, client) => client.clientId === options.introspection?.clientId,
      },
    },
    // An access token of the account names its mailbox, as the mail server's sign-in compares it to the user.
    extraTokenClaims: (_ctx, token) => (options.introspection && token.kind === 'AccessToken' && token.accountId === account.sub ? { email: account.email.toLowerCase() } : undefined),
    interactions: { policy: policyWithSelectAccount(), url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    pkce: { required: () => false },
    jwks: { keys: [signingJwk] },
    cookies: { keys: ['oidc-provider test cookie key, never used outside tests'] },
    // Lifetimes like Microsoft's (seconds), stated so the provider does not warn about its defaults.
    ttl: { AccessToken: 3600, AuthorizationCode: 600, ClientCredentials: 3600, Grant: 86_400, IdToken: 3600, Interaction: 600, RefreshToken: 86_400, Session: 86_400 },
  });
  provider.proxy = false;
  provider.on('grant.success', (ctx) => {
    if (ctx.oidc.params?.['grant_type'] === 'refresh_token') renewed++;
  });

  return {
    authorityHost,
    issuer,
    authorizationEndpoint: `${issuer}/auth`,
    tokenEndpoint: `${issuer}/token`,
    introspectionEndpoint: `${issuer}/token/introspection`,
    pemCertsUrl: `${authorityHost}/oauth2/v1/certs`,
    certificatePem: tls.cert,
    certificateFile: tls.certFile,
    signIns: () => approved,
    renewals: () => renewed,
    async accessToken(value) {
      const token = await provider.AccessToken.find(value);
      return token?.accountId && !token.isExpired ? { sub: token.accountId, scope: token.scope ?? '' } : undefined;
    },
    async revokeRefreshToken(value) {
      await (await provider.RefreshToken.find(value, { ignoreExpiration: true }))?.destroy();
    },
    async revokeAccessToken(value) {
      await (await provider.AccessToken.find(value, { ignoreExpiration: true }))?.destroy();
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Microsoft grants `offline_access` (a refresh token carrying the scopes signed in for) whatever
 * the prompt, where oidc-provider, following OpenID Connect Core, grants it only with
 * `prompt=consent`: an authorization request asking for it is answered as if it also asked for
 * consent (which the test account gives at once), so that its refresh token may be used as msal
 * uses it (asking again for `offline_access`).
 */
function offlineAccessConsented(path: string): string {
  const url = new URL(path, 'https://provider.invalid');
  const prompt = url.searchParams.get('prompt');
  if (url.pathname !== '/auth' || prompt === null || !url.searchParams.get('scope')?.split(' ').includes('offline_access')) return path;
  if (!prompt.split(' ').includes('consent')) url.searchParams.set('prompt', `${prompt} consent`.trim());
  return `${url.pathname}${url.search}`;
}

/** The standard prompts plus Microsoft's `prompt=select_account` (the account picker), answered like a sign-in. */
function policyWithSelectAccount() {
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);
  return policy;
}

/**
 * Make this process trust the provider's self-signed certificate besides the usual ones (what
 * NODE_EXTRA_CA_CERTS does for a child process): the code under test reaches it over real TLS.
 */
export function trustOidcProvider(server: Pick<OidcProviderServer, 'certificatePem'>): void {
  setDefaultCACertificates([...getCACertificates('default'), server.certificatePem]);
}

/**
 * A browser's trip through the provider's sign-in: cookies kept, redirects followed from the
 * authorize URL until one leaves the provider (our callback, with its code and state), which is
 * returned unvisited.
 */
export async function followOidcSignIn(server: Pick<OidcProviderServer, 'authorityHost'>, authorizeUrl: string): Promise<string> {
  const jar = new Map<string, string>();
  let location = authorizeUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (!location.startsWith(server.authorityHost)) return location;
    const res = await fetch(location, { redirect: 'manual', headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    const next = res.headers.get('location');
    if (!next) throw new Error(`the provider answered ${res.status} without a redirect: ${await res.text()}`);
    location = new URL(next, location).toString();
  }
  throw new Error('too many redirects at the provider');
}
