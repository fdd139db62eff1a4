import { MailboxUnusable, oauthMailboxes } from '@outreach/dispatcher';
import { emailAccountSecretName, emailAccounts, notFound, type CommandContext, type EmailAccountState, type Position } from '@outreach/domain';
import { checkSmtpConnection, type ConnectionCheck } from '@outreach/providers';
import type { Runtime } from '@outreach/server-kit';
import { getSecret } from '@outreach/server-kit/secrets/secretStore.ts';
import { checkMailService } from '../shared/checkMailService.ts';

/**
 * Try the account as a send would (SMTP: connect, secure, sign in; SendGrid: ask what the key may
 * do; Microsoft 365 and Google Workspace: renew the access token if it is due, then sign in to the
 * provider's mail server with it) and record who tested it and what the server said.
 */
export async function testEmailAccount(runtime: Runtime, accountId: string, context: CommandContext): Promise<ConnectionCheck & { position: Position | undefined }> {
  const state = await emailAccounts.load(runtime.eventStore, accountId);
  if (state.status !== 'active') throw notFound('Email account not found');
  const settings = state.settings!;
  const secret = await getSecret(runtime.pg, runtime.keys.secretsKey, emailAccountSecretName(accountId));
  let check: ConnectionCheck;
  if (settings.provider === 'smtp') {
    check = secret
      ? await checkMailService(runtime, { provider: 'smtp', host: settings.smtpHost!, port: settings.smtpPort!, security: settings.smtpSecurity ?? 'starttls', username: settings.smtpUsername!, password: secret })
      : { success: false, message: 'No SMTP password is stored for this account: edit it and enter the password' };
  } else if (settings.provider === 'sendgrid') {
    check = secret ? await checkMailService(runtime, { provider: 'sendgrid', apiKey: secret }) : { success: false, message: 'No SendGrid API key is stored for this account' };
  } else {
    check = await checkOAuthMailbox(runtime, accountId, state);
  }
  const recorded = await emailAccounts.run(runtime.eventStore, accountId, { type: 'RecordEmailAccountTest', accountId, ...check }, context);
  return { ...check, position: recorded.position };
}

/** An OAuth mailbox signs in to its provider's SMTP server with a current access token (XOAUTH2), as its sends do. */
async function checkOAuthMailbox(runtime: Runtime, accountId: string, state: EmailAccountState): Promise<ConnectionCheck> {
  const settings = state.settings!;
  const tokens = oauthMailboxes(runtime)[settings.provider]!;
  let accessToken: string;
  try {
    accessToken = await tokens.accessToken(accountId, state.updatedAt ?? state.createdAt ?? '');
  } catch (error) {
    if (error instanceof MailboxUnusable) return { success: false, message: error.message };
    throw error;
  }
  return checkSmtpConnection({ ...tokens.smtpServer(), username: settings.fromEmail, accessToken });
}
