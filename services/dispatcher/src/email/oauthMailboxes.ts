import type { EmailProvider } from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';
import { googleTokens } from './googleTokens.ts';
import { microsoftTokens } from './microsoftTokens.ts';
import type { MailboxAccessTokens } from './oauthMailboxTokens.ts';

/** The token holders of the OAuth mailbox providers, by provider; the providers missing here sign in with a stored secret. */
export type OAuthMailboxes = Partial<Record<EmailProvider, MailboxAccessTokens>>;

/**
 * One token holder per OAuth provider for the whole dispatcher process, shared by sending and by
 * reply reading: a token renewed for one is the token the other uses, and a mailbox's refresh
 * token is never used by two renewals at once.
 */
export function oauthMailboxes(runtime: Pick<Runtime, 'pg' | 'keys' | 'config' | 'clock'>): OAuthMailboxes {
  return { microsoft: microsoftTokens(runtime), google: googleTokens(runtime) };
}
