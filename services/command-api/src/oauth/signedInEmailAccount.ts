import { randomUUID } from 'node:crypto';
import {
  EMAIL_ACCOUNT_DEFAULTS,
  emailAccountSecretName,
  emailAccounts,
  oauthMailboxStream,
  releaseValue,
  reservationOwner,
  reserveValue,
  type CommandContext,
  type OAuthProvider,
  type Position,
} from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';
import { deleteSecret, putSecret } from '@outreach/server-kit/secrets/secretStore.ts';
import { followPrimary } from '../emailAccounts/emailAccounts.ts';
import { claimSendingAddress, releaseSendingAddress } from '../emailAccounts/sendingAddresses.ts';
import { latest } from '../shared/positions.ts';
import type { OAuthReturnTo } from './oauthState.ts';

const PROVIDER_LABELS: Record<OAuthProvider, string> = { microsoft: 'Microsoft 365', google: 'Google Workspace' };

type SignedIn = { email: string; name: string | null; tokens: unknown };

/** Text on one line: line breaks, tabs and other control characters become single spaces. */
const oneLine = (text: string | null) => text?.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').replace(/ {2,}/g, ' ').trim() || null;
type Form = Extract<OAuthReturnTo, { kind: 'email-account' }>;

/**
 * A signed-in mailbox becomes an e-mail account of its provider, or, when the same mailbox is an
 * account already (connected before, not deleted), renews that account's sign-in: its new tokens
 * replace the old ones, it is made active again, and the e-mails it holds go out with them.
 */
export async function addSignedInEmailAccount(runtime: Runtime, provider: OAuthProvider, signedIn: SignedIn, form: Form, context: CommandContext): Promise<Position | undefined> {
  const connection = oauthMailboxStream(provider, signedIn.email);
  const heldBy = await reservationOwner(runtime.eventStore, connection);
  if (heldBy) {
    const existing = await emailAccounts.load(runtime.eventStore, heldBy);
    if (existing.status === 'active') return reconnect(runtime, heldBy, existing.settings!, signedIn, form, context);
    // Its account was deleted: the mailbox is free for a new one.
    await releaseValue(runtime.eventStore, connection, { value: `${provider}:${signedIn.email}`, ownerId: heldBy }, context);
  }
  const accountId = randomUUID();
  // Another account sending from this mailbox (an SMTP account, say) would double its daily limit: refused, naming it.
  await claimSendingAddress(runtime, signedIn.email, accountId, context);
  const added = await addAccount(runtime, provider, accountId, signedIn, form, context).catch(async (error: unknown) => {
    await releaseSendingAddress(runtime, signedIn.email, accountId, context);
    throw error;
  });
  const reserved = await reserveValue(
    runtime.eventStore,
    connection,
    { value: `${provider}:${signedIn.email}`, ownerId: accountId, takenMessage: `The mailbox ${signedIn.email} was connected meanwhile` },
    context,
  ).catch(() => undefined);
  return latest(latest(added.position, reserved?.position), await followPrimary(runtime, accountId, added.state, form.isPrimary ?? false, context));
}

/**
 * A new account with the spec's defaults, its tokens the account's secret (stored first, under the
 * new id, and removed again if the account is refused). Name and from name are what the form held,
 * else the provider and mailbox, and the name the provider told.
 */
async function addAccount(runtime: Runtime, provider: OAuthProvider, accountId: string, signedIn: SignedIn, form: Form, context: CommandContext) {
  const secretName = emailAccountSecretName(accountId);
  await putSecret(runtime.pg, runtime.keys.secretsKey, secretName, JSON.stringify(signedIn.tokens));
  try {
    return await emailAccounts.run(
      runtime.eventStore,
      accountId,
      {
        type: 'AddEmailAccount',
        accountId,
        secretGiven: true,
        settings: {
          name: form.name || `${PROVIDER_LABELS[provider]} (${signedIn.email})`,
          provider,
          // The provider's display name on one line, as every from name is kept.
          fromName: form.fromName || oneLine(signedIn.name) || signedIn.email,
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
}

/** The account's new sign-in: tokens replaced, the account active again (its other settings kept), the primary as the form asked. */
async function reconnect(
  runtime: Runtime,
  accountId: string,
  settings: NonNullable<Awaited<ReturnType<typeof emailAccounts.load>>['settings']>,
  signedIn: SignedIn,
  form: Form,
  context: CommandContext,
): Promise<Position | undefined> {
  await putSecret(runtime.pg, runtime.keys.secretsKey, emailAccountSecretName(accountId), JSON.stringify(signedIn.tokens));
  const updated = await emailAccounts.run(
    runtime.eventStore,
    accountId,
    { type: 'UpdateEmailAccount', accountId, settings: { ...settings, isActive: true }, secretChanged: true },
    { ...context, reason: context.reason ?? `${PROVIDER_LABELS[settings.provider as OAuthProvider]} mailbox connected again` },
  );
  return latest(updated.position, await followPrimary(runtime, accountId, updated.state, form.isPrimary ?? false, context));
}
