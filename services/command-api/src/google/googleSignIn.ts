import { CodeChallengeMethod, OAuth2Client } from 'google-auth-library';
import type { GoogleMailTokens } from '@outreach/providers';
import { GOOGLE_MAIL_SCOPES, type GoogleSetup } from './googleSetup.ts';

type Configured = Extract<GoogleSetup, { configured: true }>;

/** What the encrypted secret store keeps for a connected mailbox (never in an event or an answer): what the dispatcher sends and renews with. */
export type GoogleTokens = GoogleMailTokens;

export interface GoogleSignIn {
  /** The signed-in mailbox (the ID token's verified `email`), lower case. */
  email: string | null;
  name: string | null;
  tokens: GoogleTokens;
}

/** The ID token did not verify (signature, audience, issuer, lifetime): the sign-in is not trusted. */
export class GoogleIdTokenRejected extends Error {
  override name = 'GoogleIdTokenRejected';
}

/** A fresh client per sign-in (nothing of one user's tokens lingers in memory), at Google's endpoints or the configured ones. */
function googleClient(setup: Configured, redirectUri: string): OAuth2Client {
  return new OAuth2Client({
    clientId: setup.clientId,
    clientSecret: setup.clientSecret,
    redirectUri,
    endpoints: { oauth2AuthBaseUrl: setup.authBaseUrl, oauth2TokenUrl: setup.tokenUrl, oauth2FederatedSignonPemCertsUrl: setup.certsUrl },
    issuers: setup.issuers,
  });
}

/**
 * The authorize URL the browser is sent to: code flow with PKCE (S256), our state, the mail scopes,
 * offline access with consent asked every time (so Google issues a refresh token on every sign-in).
 */
export function googleAuthorizeUrl(setup: Configured, redirectUri: string, state: string, codeChallenge: string): string {
  return googleClient(setup, redirectUri).generateAuthUrl({
    access_type: 'offline',
    prompt: 'consent',
    scope: GOOGLE_MAIL_SCOPES,
    state,
    code_challenge: codeChallenge,
    code_challenge_method: CodeChallengeMethod.S256,
  });
}

/** A verification message without the token it quotes. */
const withoutTokens = (message: string) => message.replace(/[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/g, '[token]').split(/\r?\n/)[0]!.slice(0, 200);

/**
 * Exchange the code (google-auth-library's getToken) and read who signed in from the ID token,
 * verified by the library against the provider's signing keys, our client id as audience and
 * the configured issuers. Throws the library's error when the exchange fails.
 */
export async function exchangeGoogleCode(setup: Configured, redirectUri: string, code: string, codeVerifier: string): Promise<GoogleSignIn> {
  const client = googleClient(setup, redirectUri);
  const { tokens } = await client.getToken({ code, codeVerifier });
  if (!tokens.access_token) throw new Error('Google answered without an access token');
  if (!tokens.id_token) throw new Error('Google answered without an ID token (is the openid scope granted?)');
  let claims;
  try {
    claims = (await client.verifyIdToken({ idToken: tokens.id_token, audience: setup.clientId })).getPayload();
  } catch (error) {
    throw new GoogleIdTokenRejected(`The ID token was not accepted: ${withoutTokens(error instanceof Error ? error.message : String(error))}`);
  }
  const email = claims?.email && claims.email_verified !== false && claims.email.includes('@') ? claims.email.trim().toLowerCase() : null;
  return {
    email,
    name: claims?.name ?? null,
    tokens: {
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token ?? null,
      expiresOn: tokens.expiry_date ? new Date(tokens.expiry_date).toISOString() : null,
      scope: tokens.scope ?? null,
    },
  };
}
