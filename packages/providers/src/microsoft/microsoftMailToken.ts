import { ConfidentialClientApplication, LogLevel } from '@azure/msal-node';
import { MailTokenUnusable, renewedExpiry, tokenStillGood, type FreshMailTokens, type OAuthMailTokens } from '../email/oauthMailToken.ts';

/** Microsoft's own sign-in host; any other (a sovereign cloud, a test stand-in) is declared known to msal. */
const MICROSOFT_LOGIN_HOST = 'https://login.microsoftonline.com';
/** What a connected mailbox signed in for (send over SMTP, read over IMAP: one resource, one token); a renewal asks for the same. */
export const MICROSOFT_MAIL_SCOPES = ['https://outlook.office.com/SMTP.Send', 'https://outlook.office.com/IMAP.AccessAsUser.All'];

/** The app registration a connected mailbox signed in through. */
export interface MicrosoftApp {
  clientId: string;
  clientSecret: string;
  /** `{authorityHost}/{tenant}`. */
  authority: string;
  authorityHost: string;
}

/** A connected mailbox's tokens as the secret store keeps them. */
export interface MicrosoftMailTokens extends OAuthMailTokens {
  homeAccountId: string | null;
  msalCache: string;
}

/**
 * An access token for sending that is good for at least five more minutes: the stored one, or a new
 * one from the refresh token (msal's refresh-token grant against the mailbox's authority), whose
 * tokens the caller stores back. A refresh the authority refuses (revoked, expired) is
 * MailTokenUnusable: the mailbox must be connected again.
 */
export async function freshMicrosoftToken(app: MicrosoftApp, tokens: MicrosoftMailTokens, now: Date): Promise<FreshMailTokens<MicrosoftMailTokens>> {
  if (tokenStillGood(tokens, now)) return { tokens, refreshed: false };
  if (!tokens.refreshToken) throw new MailTokenUnusable('The Microsoft 365 sign-in has expired and left no refresh token: connect the mailbox again');
  const known = app.authorityHost.replace(/\/+$/, '') === MICROSOFT_LOGIN_HOST ? {} : { knownAuthorities: [new URL(app.authorityHost).host] };
  const client = new ConfidentialClientApplication({
    auth: { clientId: app.clientId, clientSecret: app.clientSecret, authority: app.authority, ...known },
    system: { loggerOptions: { logLevel: LogLevel.Error, piiLoggingEnabled: false, loggerCallback: () => undefined } },
  });
  let result;
  try {
    result = await client.acquireTokenByRefreshToken({ refreshToken: tokens.refreshToken, scopes: MICROSOFT_MAIL_SCOPES });
  } catch (error) {
    const code = (error as { errorCode?: string }).errorCode ?? '';
    if (code === 'invalid_grant' || code === 'interaction_required' || code === 'invalid_scope') {
      throw new MailTokenUnusable(`Microsoft 365 refused to renew the mailbox's sign-in (${(error as Error).message}): connect the mailbox again`);
    }
    throw error;
  }
  if (!result) throw new MailTokenUnusable('Microsoft 365 gave no token for the mailbox: connect it again');
  const msalCache = client.getTokenCache().serialize();
  const cached = JSON.parse(msalCache) as { RefreshToken?: Record<string, { secret?: string }> };
  return {
    refreshed: true,
    tokens: {
      accessToken: result.accessToken,
      refreshToken: Object.values(cached.RefreshToken ?? {})[0]?.secret ?? tokens.refreshToken,
      expiresOn: renewedExpiry(result.expiresOn, now),
      homeAccountId: result.account?.homeAccountId ?? tokens.homeAccountId,
      msalCache,
    },
  };
}

/** The app registration from the configuration, or undefined when its client id or secret is missing. */
export function microsoftAppFrom(config: {
  MICROSOFT_CLIENT_ID?: string | undefined;
  MICROSOFT_CLIENT_SECRET?: string | undefined;
  MICROSOFT_TENANT_ID: string;
  MICROSOFT_AUTHORITY_HOST: string;
}): MicrosoftApp | undefined {
  if (!config.MICROSOFT_CLIENT_ID || !config.MICROSOFT_CLIENT_SECRET) return undefined;
  const authorityHost = config.MICROSOFT_AUTHORITY_HOST.replace(/\/+$/, '');
  return { clientId: config.MICROSOFT_CLIENT_ID, clientSecret: config.MICROSOFT_CLIENT_SECRET, authority: `${authorityHost}/${config.MICROSOFT_TENANT_ID}`, authorityHost };
}
