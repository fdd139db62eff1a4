import type { OidcProviderServer, SmtpSink } from '@outreach/testing';
import type { OAuthSendingOptions } from './oauthSendingFixture.ts';

/** What the sending and the replies fixtures both take of a provider (its configuration known at once). */
type ProviderOptions = Omit<OAuthSendingOptions, 'database' | 'introspection' | 'env'> & { env(oidc: OidcProviderServer, sink: SmtpSink): Record<string, string> };

const MICROSOFT_SEND_SCOPE = 'https://outlook.office.com/SMTP.Send';
const GOOGLE_MAIL_SCOPE = 'https://mail.google.com/';
const GOOGLE_CLIENT = { id: 'outreach-google-test.apps.example', secret: 'google-client-secret-Qz7!' };
const MICROSOFT_CLIENT = { id: 'outreach-test-app', secret: 'client-secret-Xy9!' };

/**
 * The Microsoft 365 mailbox of the OAuth tests: Ana at Contoso, allowed to send over SMTP and read
 * over IMAP, the platform pointed at the test provider and its SMTP server.
 */
export const MICROSOFT_TEST_PROVIDER: ProviderOptions = {
  provider: 'microsoft',
  clientId: MICROSOFT_CLIENT.id,
  clientSecret: MICROSOFT_CLIENT.secret,
  mailbox: { sub: 'ana-sub-1', email: 'Ana.Lopez@Contoso.example', name: 'Ana Lopez' },
  extraScopes: [MICROSOFT_SEND_SCOPE, 'https://outlook.office.com/IMAP.AccessAsUser.All'],
  sendScope: MICROSOFT_SEND_SCOPE,
  env: (oidc, sink) => ({
    MICROSOFT_CLIENT_ID: MICROSOFT_CLIENT.id,
    MICROSOFT_CLIENT_SECRET: MICROSOFT_CLIENT.secret,
    MICROSOFT_AUTHORITY_HOST: oidc.authorityHost,
    MICROSOFT_SMTP_HOST: sink.host,
    MICROSOFT_SMTP_PORT: String(sink.port),
    MICROSOFT_SMTP_SECURITY: 'none',
  }),
};

/** The Google Workspace mailbox of the OAuth tests: Jordan at Workspace, the full mail scope, the platform pointed at the test provider and its SMTP server. */
export const GOOGLE_TEST_PROVIDER: ProviderOptions = {
  provider: 'google',
  clientId: GOOGLE_CLIENT.id,
  clientSecret: GOOGLE_CLIENT.secret,
  mailbox: { sub: '108442', email: 'Jordan.Lee@Workspace.example', name: 'Jordan Lee' },
  extraScopes: [GOOGLE_MAIL_SCOPE],
  sendScope: GOOGLE_MAIL_SCOPE,
  env: (oidc, sink) => ({
    GOOGLE_CLIENT_ID: GOOGLE_CLIENT.id,
    GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.secret,
    GOOGLE_AUTH_BASE_URL: oidc.authorizationEndpoint,
    GOOGLE_TOKEN_URL: oidc.tokenEndpoint,
    GOOGLE_CERTS_URL: oidc.pemCertsUrl,
    GOOGLE_ISSUER: oidc.issuer,
    GOOGLE_SMTP_HOST: sink.host,
    GOOGLE_SMTP_PORT: String(sink.port),
    GOOGLE_SMTP_SECURITY: 'none',
  }),
};
