import { randomUUID } from 'node:crypto';
import { EMAIL_ACCOUNT_DEFAULTS, emailAccountSecretName, emailAccounts, type CommandContext, type OAuthProvider, type Position } from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';
import { deleteSecret, putSecret } from '@outreach/server-kit/secrets/secretStore.ts';
import { followPrimary } from '../emailAccounts/emailAccounts.ts';
import { latest } from '../shared/positions.ts';
import type { OAuthReturnTo } from './oauthState.ts';

const PROVIDER_LABELS: Record<OAuthProvider, string> = { microsoft: 'Microsoft 365', google: 'Google Workspace' };

/**
 * A signed-in mailbox becomes an e-mail account of its provider (the spec's defaults), its tokens
 * the account's secret (stored first, under the new id, and removed again if the account is
 * refused); the primary follows as for any new account. Name and from name are what the form held,
 * else the provider and mailbox, and the name the provider told.
 */
export async function addSignedInEmailAccount(
  runtime: Runtime,
  provider: OAuthProvider,
  signedIn: { email: string; name: string | null; tokens: unknown },
  form: Extract<OAuthReturnTo, { kind: 'email-account' }>,
  context: CommandContext,
): Promise<Position | undefined> {
  const accountId = randomUUID();
  const secretName = emailAccountSecretName(accountId);
  await putSecret(runtime.pg, runtime.keys.secretsKey, secretName, JSON.stringify(signedIn.tokens));
  let added;
  try {
    added = await emailAccounts.run(
      runtime.eventStore,
      accountId,
      {
        type: 'AddEmailAccount',
        accountId,
        secretGiven: true,
        settings: {
          name: form.name || `${PROVIDER_LABELS[provider]} (${signedIn.email})`,
          provider,
          fromName: form.fromName || signedIn.name || signedIn.email,
          fromEmail: signedIn.email,
          isActive: true,
          signature: null,
          smtpHost: null,
          smtpPort: null,
          smtpUsername: null,
          smtpSecurity: null,
          warmupEnabled: EMAIL_ACCOUNT_DEFAULTS.warmupEnabled,
          dailyLimit: EMAIL_ACCOUNT_DEFAULTS.dailyLimit,
        },
      },
      context,
    );
  } catch (error) {
    await deleteSecret(runtime.pg, secretName);
    throw error;
  }
  return latest(added.position, await followPrimary(runtime, accountId, added.state, form.isPrimary ?? false, context));
}
