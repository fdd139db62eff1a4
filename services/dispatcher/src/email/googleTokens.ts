import { freshGoogleToken, googleAppFrom, type GoogleApp, type GoogleMailTokens } from '@outreach/providers';
import type { Runtime } from '@outreach/server-kit';
import { OAuthMailboxTokens, type OAuthMailboxProvider } from './oauthMailboxTokens.ts';

/** Google Workspace mailboxes: renewed through google-auth-library at the configured token endpoint, sending through Gmail's SMTP (or GOOGLE_SMTP_*), reading replies from Gmail's IMAP (or GOOGLE_IMAP_*). */
export const googleMailbox: OAuthMailboxProvider<GoogleApp, GoogleMailTokens> = {
  label: 'Google Workspace',
  app: googleAppFrom,
  notSetUp: 'Google Workspace is not set up on this server: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET',
  renew: freshGoogleToken,
  smtpServer: (config) => ({ host: config.GOOGLE_SMTP_HOST, port: config.GOOGLE_SMTP_PORT, security: config.GOOGLE_SMTP_SECURITY }),
  imapServer: (config) => ({ host: config.GOOGLE_IMAP_HOST, port: config.GOOGLE_IMAP_PORT }),
};

/** The access tokens of connected Google Workspace mailboxes in this process (see OAuthMailboxTokens). */
export const googleTokens = (runtime: Pick<Runtime, 'pg' | 'keys' | 'config' | 'clock'>) => new OAuthMailboxTokens(runtime, googleMailbox);
