import { GOOGLE_TOKEN_ENDPOINT } from '@outreach/providers';
import type { Config } from '@outreach/server-kit';

/** Google's own endpoints, used unless the configuration points elsewhere (a test stand-in). */
export const GOOGLE_ENDPOINTS = {
  authBaseUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: GOOGLE_TOKEN_ENDPOINT,
  /** The ID token signing keys as PEM, key id → certificate: what google-auth-library verifies with on a server. */
  certsUrl: 'https://www.googleapis.com/oauth2/v1/certs',
} as const;
/** The issuers of Google's ID tokens (google-auth-library's own list). */
export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/**
 * Who signed in (openid, email) and what the mailbox may do once connected: `https://mail.google.com/`
 * is the one scope Gmail's SMTP and IMAP accept with XOAUTH2.
 */
export const GOOGLE_MAIL_SCOPES = ['openid', 'email', 'https://mail.google.com/'];

export type GoogleSetup =
  | { configured: true; clientId: string; clientSecret: string; authBaseUrl: string; tokenUrl: string; certsUrl: string; issuers: string[] }
  | { configured: false; missing: string[]; message: string };

type GoogleConfig = Pick<Config, 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET' | 'GOOGLE_AUTH_BASE_URL' | 'GOOGLE_TOKEN_URL' | 'GOOGLE_CERTS_URL' | 'GOOGLE_ISSUER'>;

/** The OAuth client from the configuration, or what is missing from it. */
export function googleSetup(config: GoogleConfig): GoogleSetup {
  const missing = [...(config.GOOGLE_CLIENT_ID ? [] : ['GOOGLE_CLIENT_ID']), ...(config.GOOGLE_CLIENT_SECRET ? [] : ['GOOGLE_CLIENT_SECRET'])];
  if (missing.length > 0) {
    return { configured: false, missing, message: `Google Workspace is not set up on this server: set ${missing.join(' and ')}` };
  }
  return {
    configured: true,
    clientId: config.GOOGLE_CLIENT_ID!,
    clientSecret: config.GOOGLE_CLIENT_SECRET!,
    authBaseUrl: config.GOOGLE_AUTH_BASE_URL ?? GOOGLE_ENDPOINTS.authBaseUrl,
    tokenUrl: config.GOOGLE_TOKEN_URL ?? GOOGLE_ENDPOINTS.tokenUrl,
    certsUrl: config.GOOGLE_CERTS_URL ?? GOOGLE_ENDPOINTS.certsUrl,
    issuers: config.GOOGLE_ISSUER ? [config.GOOGLE_ISSUER] : GOOGLE_ISSUERS,
  };
}

/** Our callback: the authorized redirect URI of the OAuth client (`{PUBLIC_URL}/auth/google/callback`). */
export const googleRedirectUri = (publicUrl: string) => `${publicUrl.replace(/\/+$/, '')}/auth/google/callback`;
