import { emailAccountSecretName, emailAccounts, notFound, type CommandContext, type Position } from '@outreach/domain';
import type { ConnectionCheck } from '@outreach/providers';
import type { Runtime } from '@outreach/server-kit';
import { getSecret } from '@outreach/server-kit/secrets/secretStore.ts';
import { checkMailService } from '../shared/checkMailService.ts';

/**
 * Try the account as a send would (SMTP: connect, secure, sign in; SendGrid: ask what the key may
 * do) and record who tested it and what the server said.
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
    check = { success: false, message: `Signing in with ${settings.provider === 'microsoft' ? 'Microsoft' : 'Google'} is not set up on this server` };
  }
  const recorded = await emailAccounts.run(runtime.eventStore, accountId, { type: 'RecordEmailAccountTest', accountId, ...check }, context);
  return { ...check, position: recorded.position };
}
