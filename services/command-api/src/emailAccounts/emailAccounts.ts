import { randomUUID } from 'node:crypto';
import type { AddEmailAccountBody, EmailAccountView, UpdateEmailAccountBody } from '@outreach/contracts';
import {
  EMAIL_ACCOUNT_DEFAULTS,
  emailAccountSecretName,
  emailAccounts,
  illegalState,
  invalid,
  notFound,
  primaryEmailAccounts,
  type CommandContext,
  type EmailAccountSettings,
  type EmailAccountState,
  type Position,
} from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';
import { deleteSecret, getSecret, hasSecret, putSecret } from '@outreach/server-kit/secrets/secretStore.ts';
import { latest } from '../shared/positions.ts';
import { refuseWhileCampaignsUse } from '../campaigns/campaignsStillToGo.ts';


/** Settings an account recorded before replies were read does not hold yet. */
const IMAP_FIELDS = new Set(['imapHost', 'imapPort']);

const secretOf = (provider: string, body: { smtpPassword?: string | undefined; apiKey?: string | undefined }) =>
  (provider === 'sendgrid' ? body.apiKey : provider === 'smtp' ? body.smtpPassword : undefined) || undefined;

/** The account as Settings shows it (never its secret). */
export function emailAccountView(accountId: string, state: EmailAccountState, primaryId: string | null, secretSet: boolean): EmailAccountView {
  const s = state.settings!;
  return {
    id: accountId,
    name: s.name,
    provider: s.provider,
    fromName: s.fromName,
    fromEmail: s.fromEmail,
    isActive: s.isActive,
    isPrimary: primaryId === accountId,
    signature: s.signature,
    smtpHost: s.smtpHost,
    smtpPort: s.smtpPort,
    smtpUsername: s.smtpUsername,
    smtpSecurity: s.smtpSecurity,
    imapHost: s.imapHost ?? null,
    imapPort: s.imapPort ?? null,
    secretSet,
    warmupEnabled: s.warmupEnabled,
    dailyLimit: s.dailyLimit,
    currentDailyLimit: state.currentDailyLimit,
    warmupDay: state.warmupDay,
    lastTest: state.lastTest,
    createdAt: state.createdAt!,
    updatedAt: state.updatedAt!,
  };
}

export interface AccountAnswer {
  account: EmailAccountView;
  position: Position | undefined;
}

async function answer(runtime: Runtime, accountId: string, state: EmailAccountState, position: Position | undefined): Promise<AccountAnswer> {
  const primary = await primaryEmailAccounts.load(runtime.eventStore, '');
  return { account: emailAccountView(accountId, state, primary.accountId, await hasSecret(runtime.pg, emailAccountSecretName(accountId))), position };
}

/** The primary follows the accounts: chosen when asked or when there is none yet (for an active account), cleared when it stops being usable. */
export async function followPrimary(runtime: Runtime, accountId: string, state: EmailAccountState, wanted: boolean, context: CommandContext) {
  const usable = state.status === 'active' && state.settings!.isActive;
  const current = await primaryEmailAccounts.load(runtime.eventStore, '');
  if (usable && (wanted || current.accountId === null)) {
    return (await primaryEmailAccounts.run(runtime.eventStore, '', { type: 'ChoosePrimaryEmailAccount', accountId }, context)).position;
  }
  if (!usable) return (await primaryEmailAccounts.run(runtime.eventStore, '', { type: 'ClearPrimaryEmailAccount', accountId }, context)).position;
  return undefined;
}

/**
 * Add an account with the spec's warm-up defaults. Its secret is stored first under the new id
 * (nothing refers to it yet) and removed again if the account is refused.
 */
export async function addEmailAccount(runtime: Runtime, body: AddEmailAccountBody, context: CommandContext): Promise<AccountAnswer> {
  if (body.provider === 'microsoft' || body.provider === 'google') {
    throw invalid(`A ${body.provider === 'microsoft' ? 'Microsoft 365' : 'Google Workspace'} account is added by signing in with ${body.provider === 'microsoft' ? 'Microsoft' : 'Google'} (GET /api/auth/${body.provider}/connect)`);
  }
  const accountId = randomUUID();
  const secret = secretOf(body.provider, body);
  const settings: EmailAccountSettings = {
    name: body.name,
    provider: body.provider,
    fromName: body.fromName,
    fromEmail: body.fromEmail,
    isActive: body.isActive ?? true,
    signature: body.signature ?? null,
    smtpHost: body.smtpHost ?? null,
    smtpPort: body.smtpPort ?? null,
    smtpUsername: body.smtpUsername ?? null,
    smtpSecurity: body.smtpSecurity ?? null,
    imapHost: body.imapHost ?? null,
    imapPort: body.imapPort ?? null,
    warmupEnabled: body.warmupEnabled ?? EMAIL_ACCOUNT_DEFAULTS.warmupEnabled,
    dailyLimit: body.dailyLimit ?? EMAIL_ACCOUNT_DEFAULTS.dailyLimit,
  };
  const secretName = emailAccountSecretName(accountId);
  if (secret) await putSecret(runtime.pg, runtime.keys.secretsKey, secretName, secret);
  let added;
  try {
    added = await emailAccounts.run(runtime.eventStore, accountId, { type: 'AddEmailAccount', accountId, settings, secretGiven: !!secret }, context);
  } catch (error) {
    await deleteSecret(runtime.pg, secretName);
    throw error;
  }
  const primaryAt = await followPrimary(runtime, accountId, added.state, body.isPrimary ?? false, context);
  return answer(runtime, accountId, added.state, latest(added.position, primaryAt));
}

/** Change what the body names; a password or API key left out is kept, a new one replaces it after the change is recorded. */
export async function updateEmailAccount(runtime: Runtime, accountId: string, body: UpdateEmailAccountBody, context: CommandContext): Promise<AccountAnswer> {
  const current = await emailAccounts.load(runtime.eventStore, accountId);
  if (current.status !== 'active') throw notFound('Email account not found');
  const was = current.settings!;
  if (was.isActive && body.isActive === false) await refuseWhileCampaignsUse(runtime, { emailAccountId: accountId }, 'turned off');
  const settings: EmailAccountSettings = {
    ...was,
    ...Object.fromEntries(Object.entries(body).filter(([key, value]) => value !== undefined && (key in was || IMAP_FIELDS.has(key)))),
  };
  const secret = secretOf(was.provider, body);
  const secretName = emailAccountSecretName(accountId);
  const secretChanged = !!secret && (await getSecret(runtime.pg, runtime.keys.secretsKey, secretName)) !== secret;
  const updated = await emailAccounts.run(runtime.eventStore, accountId, { type: 'UpdateEmailAccount', accountId, settings, secretChanged }, context);
  if (secret && secretChanged) await putSecret(runtime.pg, runtime.keys.secretsKey, secretName, secret);
  const primaryAt = await followPrimary(runtime, accountId, updated.state, body.isPrimary ?? false, context);
  return answer(runtime, accountId, updated.state, latest(updated.position, primaryAt));
}

/** Delete an account (it stops being the primary) and its secret. */
export async function deleteEmailAccount(runtime: Runtime, accountId: string, context: CommandContext): Promise<Position | undefined> {
  await refuseWhileCampaignsUse(runtime, { emailAccountId: accountId }, 'deleted');
  const deleted = await emailAccounts.run(runtime.eventStore, accountId, { type: 'DeleteEmailAccount', accountId }, context);
  const primaryAt = await followPrimary(runtime, accountId, deleted.state, false, context);
  await deleteSecret(runtime.pg, emailAccountSecretName(accountId));
  return latest(deleted.position, primaryAt);
}

/** Make an active account the team's primary. */
export async function setPrimaryEmailAccount(runtime: Runtime, accountId: string, context: CommandContext): Promise<AccountAnswer> {
  const state = await emailAccounts.load(runtime.eventStore, accountId);
  if (state.status !== 'active') throw notFound('Email account not found');
  if (!state.settings!.isActive) throw illegalState('An inactive account cannot be the primary: make it active first');
  const chosen = await primaryEmailAccounts.run(runtime.eventStore, '', { type: 'ChoosePrimaryEmailAccount', accountId }, context);
  return answer(runtime, accountId, state, chosen.position);
}
