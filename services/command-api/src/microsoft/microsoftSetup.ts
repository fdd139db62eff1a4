import type { Config } from '@outreach/server-kit';

/** Microsoft's own sign-in host; any other authority host (a sovereign cloud, a test stand-in) is declared known to msal. */
export const MICROSOFT_LOGIN_HOST = 'https://login.microsoftonline.com';

/** What the mailbox may do once connected (msal adds openid, profile and offline_access itself); the dispatcher renews tokens for the same. */
export { MICROSOFT_MAIL_SCOPES } from '@outreach/providers';

export const MICROSOFT_NOT_SET_UP = 'Microsoft 365 is not set up on this server: set MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET';

export type MicrosoftSetup =
  | { configured: true; clientId: string; clientSecret: string; tenantId: string; authority: string; authorityHost: string }
  | { configured: false; missing: string[]; message: string };

/** The app registration from the configuration, or what is missing from it. */
export function microsoftSetup(config: Pick<Config, 'MICROSOFT_CLIENT_ID' | 'MICROSOFT_CLIENT_SECRET' | 'MICROSOFT_TENANT_ID' | 'MICROSOFT_AUTHORITY_HOST'>): MicrosoftSetup {
  const missing = [
    ...(config.MICROSOFT_CLIENT_ID ? [] : ['MICROSOFT_CLIENT_ID']),
    ...(config.MICROSOFT_CLIENT_SECRET ? [] : ['MICROSOFT_CLIENT_SECRET']),
  ];
  if (missing.length > 0) {
    return { configured: false, missing, message: `Microsoft 365 is not set up on this server: set ${missing.join(' and ')}` };
  }
  const authorityHost = config.MICROSOFT_AUTHORITY_HOST.replace(/\/+$/, '');
  return {
    configured: true,
    clientId: config.MICROSOFT_CLIENT_ID!,
    clientSecret: config.MICROSOFT_CLIENT_SECRET!,
    tenantId: config.MICROSOFT_TENANT_ID,
    authority: `${authorityHost}/${config.MICROSOFT_TENANT_ID}`,
    authorityHost,
  };
}

/** Our callback: the redirect URI registered for the app (`{PUBLIC_URL}/auth/microsoft/callback`). */
export const microsoftRedirectUri = (publicUrl: string) => `${publicUrl.replace(/\/+$/, '')}/auth/microsoft/callback`;
