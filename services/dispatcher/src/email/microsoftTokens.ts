import { freshMicrosoftToken, microsoftAppFrom, type MicrosoftApp, type MicrosoftMailTokens } from '@outreach/providers';
import type { Runtime } from '@outreach/server-kit';
import { OAuthMailboxTokens, type OAuthMailboxProvider } from './oauthMailboxTokens.ts';

/** Microsoft 365 mailboxes: renewed through msal at the configured authority, sending through Exchange Online's SMTP (or MICROSOFT_SMTP_*), reading replies from Exchange Online's IMAP (or MICROSOFT_IMAP_*). */
export const microsoftMailbox: OAuthMailboxProvider<MicrosoftApp, MicrosoftMailTokens> = {
  label: 'Microsoft 365',
  app: microsoftAppFrom,
  notSetUp: 'Microsoft 365 is not set up on this server: set MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET',
  renew: freshMicrosoftToken,
  smtpServer: (config) => ({ host: config.MICROSOFT_SMTP_HOST, port: config.MICROSOFT_SMTP_PORT, security: config.MICROSOFT_SMTP_SECURITY }),
  imapServer: (config) => ({ host: config.MICROSOFT_IMAP_HOST, port: config.MICROSOFT_IMAP_PORT }),
};

/** The access tokens of connected Microsoft 365 mailboxes in this process (see OAuthMailboxTokens). */
export const microsoftTokens = (runtime: Pick<Runtime, 'pg' | 'keys' | 'config' | 'clock'>) => new OAuthMailboxTokens(runtime, microsoftMailbox);
