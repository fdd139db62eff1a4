import { OAuth2Client, type Credentials } from 'google-auth-library';
import { MailTokenUnusable, renewedExpiry, tokenStillGood, type FreshMailTokens, type OAuthMailTokens } from '../email/oauthMailToken.ts';

/** Google's own token endpoint, used unless the configuration points elsewhere (a test stand-in). */
export const GOOGLE_TOKEN_ENDPOINT = 'https://oauth2.googleapis.com/token';

/** The OAuth client a connected mailbox signed in through, and where its tokens are renewed. */
export interface GoogleApp {
  clientId: string;
  clientSecret: string;
  tokenUrl: string;
}

/** A connected mailbox's tokens as the secret store keeps them. */
export interface GoogleMailTokens extends OAuthMailTokens {
  /** The scopes Google granted (space-separated). */
  scope: string | null;
}

/** What the token endpoint answers when it refuses (RFC 6749, section 5.2), as gaxios hands it on. */
interface TokenEndpointRefusal {
  response?: { status?: number; data?: { error?: unknown; error_description?: unknown } };
}

/** The token endpoint's refusal code and words, when the error is one (not a network failure or an outage). */
function refusalOf(error: unknown): string | undefined {
  const response = (error as TokenEndpointRefusal | null)?.response;
  const code = response?.data?.error;
  if (typeof code !== 'string' || !response?.status || response.status < 400 || response.status >= 500) return undefined;
  const description = typeof response.data?.error_description === 'string' ? response.data.error_description.split(/\r?\n/)[0]!.slice(0, 200) : '';
  return description ? `${code}: ${description}` : code;
}

/**
 * An access token for sending that is good for at least five more minutes: the stored one, or a new
 * one from the refresh token (google-auth-library's OAuth2Client.refreshAccessToken at the
 * configured token endpoint), whose tokens the caller stores back. Google keeps the refresh token
 * unless it answers a new one. A refresh the token endpoint refuses (invalid_grant: revoked,
 * expired, the password changed) is MailTokenUnusable: the mailbox must be connected again.
 * A network failure or an outage is thrown as it is (the send is tried again).
 */
export async function freshGoogleToken(app: GoogleApp, tokens: GoogleMailTokens, now: Date): Promise<FreshMailTokens<GoogleMailTokens>> {
  if (tokenStillGood(tokens, now)) return { tokens, refreshed: false };
  if (!tokens.refreshToken) throw new MailTokenUnusable('The Google Workspace sign-in has expired and left no refresh token: connect the mailbox again');
  const client = new OAuth2Client({ clientId: app.clientId, clientSecret: app.clientSecret, endpoints: { oauth2TokenUrl: app.tokenUrl } });
  client.setCredentials({ refresh_token: tokens.refreshToken });
  // The token endpoint's answer as it came: a new refresh token, when Google sends one, is only here.
  let answered: Credentials = {};
  client.on('tokens', (given: Credentials) => (answered = given));
  let credentials: Credentials;
  try {
    ({ credentials } = await client.refreshAccessToken());
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) throw new MailTokenUnusable(`Google Workspace refused to renew the mailbox's sign-in (${refusal}): connect the mailbox again`);
    throw error;
  }
  if (!credentials.access_token) throw new MailTokenUnusable('Google Workspace gave no token for the mailbox: connect it again');
  return {
    refreshed: true,
    tokens: {
      accessToken: credentials.access_token,
      refreshToken: answered.refresh_token ?? tokens.refreshToken,
      expiresOn: renewedExpiry(credentials.expiry_date, now),
      scope: credentials.scope ?? tokens.scope,
    },
  };
}

/** The OAuth client from the configuration, or undefined when its client id or secret is missing. */
export function googleAppFrom(config: { GOOGLE_CLIENT_ID?: string | undefined; GOOGLE_CLIENT_SECRET?: string | undefined; GOOGLE_TOKEN_URL?: string | undefined }): GoogleApp | undefined {
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return undefined;
  return { clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET, tokenUrl: config.GOOGLE_TOKEN_URL ?? GOOGLE_TOKEN_ENDPOINT };
}
