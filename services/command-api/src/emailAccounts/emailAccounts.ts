import { randomUUID } from 'node:crypto';
import type { AddEmailAccountBody, EmailAccountView, UpdateEmailAccountBody } from '@outreach/contracts';
import {
  checkedSettings,
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
import { oldestActiveEmailAccount } from './otherEmailAccounts.ts';
import { claimSendingAddress, releaseSendingAddress } from './sendingAddresses.ts';

/** What set-primary, and an add or edit asking for the primary, answer for an inactive account. */
export const INACTIVE_PRIMARY = 'An inactive account cannot be the primary: make it active first';

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

const withReason = (context: CommandContext, reason: string): CommandContext => ({ ...context, reason: context.reason ?? reason });

/**
 * The primary follows the accounts. An active account becomes it when asked, or when there is none
 * (the first account added). When the primary stops being usable (deleted, turned off), the oldest
 * other active account takes its place, so test e-mails and new campaigns keep a real mailbox; only
 * when there is none is the primary cleared. A choice the user did not ask for says why in its
 * event's reason.
 */
export async function followPrimary(runtime: Runtime, accountId: string, state: EmailAccountState, wanted: boolean, context: CommandContext) {
  const usable = state.status === 'active' && state.settings!.isActive;
  const current = await primaryEmailAccounts.load(runtime.eventStore, '');
  const choose = async (chosenId: string, chosenContext: CommandContext) =>
    (await primaryEmailAccounts.run(runtime.eventStore, '', { type: 'ChoosePrimaryEmailAccount', accountId: chosenId }, chosenContext)).position;
  if (usable && wanted) return choose(accountId, context);
  if (usable && current.accountId === null) return choose(accountId, withReason(context, `No email account was the primary: “${state.settings!.name}”, an active account, becomes the primary`));
  if (usable || current.accountId !== accountId) return undefined;
  const next = await oldestActiveEmailAccount(runtime, accountId);
  const gone = state.status === 'deleted' ? 'was deleted' : 'was turned off';
  if (next) return choose(next.id, withReason(context, `The primary account “${state.settings!.name}” ${gone}: “${next.name}”, the oldest active account, becomes the primary`));
  return (await primaryEmailAccounts.run(runtime.eventStore, '', { type: 'ClearPrimaryEmailAccount', accountId }, withReason(context, `The primary account “${state.settings!.name}” ${gone} and no other account is active`))).position;
}

/** The rule set-primary answers with: an inactive account is never the primary (409, nothing stored). */
function refuseInactivePrimary(wantsPrimary: boolean | undefined, isActive: boolean): void {
  if (wantsPrimary === true && !isActive) throw illegalState(INACTIVE_PRIMARY);
}

/**
 * Add an account with the spec's warm-up defaults. Checked first (400 naming the field; 409 when it
 * asks to be the primary while inactive, or its from address is another account's), then its
 * address is claimed and its secret stored under the new id (nothing refers to it yet), both given
 * back if the account is refused.
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
  const checked = checkedSettings(settings, !!secret);
  refuseInactivePrimary(body.isPrimary, checked.isActive);
  await claimSendingAddress(runtime, checked.fromEmail, accountId, context);
  const secretName = emailAccountSecretName(accountId);
  let added;
  try {
    if (secret) await putSecret(runtime.pg, runtime.keys.secretsKey, secretName, secret);
    added = await emailAccounts.run(runtime.eventStore, accountId, { type: 'AddEmailAccount', accountId, settings, secretGiven: !!secret }, context);
  } catch (error) {
    await deleteSecret(runtime.pg, secretName);
    await releaseSendingAddress(runtime, checked.fromEmail, accountId, context);
    throw error;
  }
  const primaryAt = await followPrimary(runtime, accountId, added.state, body.isPrimary ?? false, context);
  return answer(runtime, accountId, added.state, latest(added.position, primaryAt));
}

/**
 * Change what the body names; a password or API key left out is kept, a new one replaces it after
 * the change is recorded. A new from address is claimed first (409 naming the account that sends
 * from it), and asking for the primary while inactive is refused (409) before anything is stored.
 */
export async function updateEmailAccount(runtime: Runtime, accountId: string, body: UpdateEmailAccountBody, context: CommandContext): Promise<AccountAnswer> {
  const current = await emailAccounts.load(runtime.eventStore, accountId);
  if (current.status !== 'active') throw notFound('Email account not found');
  const was = current.settings!;
  if (was.isActive && body.isActive === false) await refuseWhileCampaignsUse(runtime, { emailAccountId: accountId }, 'turned off');
  const settings: EmailAccountSettings = {
    ...was,
    ...Object.fromEntries(Object.entries(body).filter(([key, value]) => value !== undefined && (key in was || IMAP_FIELDS.has(key)))),
  };
  // Checked before anything is stored: the decision checks again (a change of provider is refused there).
  const checked = settings.provider === was.provider ? checkedSettings(settings, true) : settings;
  refuseInactivePrimary(body.isPrimary, checked.isActive);
  const newAddress = settings.provider === was.provider && checked.fromEmail !== was.fromEmail ? checked.fromEmail : undefined;
  if (newAddress) await claimSendingAddress(runtime, newAddress, accountId, context);
  const secret = secretOf(was.provider, body);
  const secretName = emailAccountSecretName(accountId);
  let updated;
  let secretChanged = false;
  try {
    secretChanged = !!secret && (await getSecret(runtime.pg, runtime.keys.secretsKey, secretName)) !== secret;
    updated = await emailAccounts.run(runtime.eventStore, accountId, { type: 'UpdateEmailAccount', accountId, settings, secretChanged }, context);
  } catch (error) {
    if (newAddress) await releaseSendingAddress(runtime, newAddress, accountId, context);
    throw error;
  }
  if (secret && secretChanged) await putSecret(runtime.pg, runtime.keys.secretsKey, secretName, secret);
  if (newAddress) await releaseSendingAddress(runtime, was.fromEmail, accountId, context);
  const primaryAt = await followPrimary(runtime, accountId, updated.state, body.isPrimary ?? false, context);
  return answer(runtime, accountId, updated.state, latest(updated.position, primaryAt));
}

/** Delete an account, its secret and its from address (another account may take it); a primary hands its place on. */
export async function deleteEmailAccount(runtime: Runtime, accountId: string, context: CommandContext): Promise<Position | undefined> {
  await refuseWhileCampaignsUse(runtime, { emailAccountId: accountId }, 'deleted');
  const deleted = await emailAccounts.run(runtime.eventStore, accountId, { type: 'DeleteEmailAccount', accountId }, context);
  const primaryAt = await followPrimary(runtime, accountId, deleted.state, false, context);
  await deleteSecret(runtime.pg, emailAccountSecretName(accountId));
  await releaseSendingAddress(runtime, deleted.state.settings!.fromEmail, accountId, context);
  return latest(deleted.position, primaryAt);
}

/** Make an active account the team's primary. */
export async function setPrimaryEmailAccount(runtime: Runtime, accountId: string, context: CommandContext): Promise<AccountAnswer> {
  const state = await emailAccounts.load(runtime.eventStore, accountId);
  if (state.status !== 'active') throw notFound('Email account not found');
  if (!state.settings!.isActive) throw illegalState(INACTIVE_PRIMARY);
  const chosen = await primaryEmailAccounts.run(runtime.eventStore, '', { type: 'ChoosePrimaryEmailAccount', accountId }, context);
  return answer(runtime, accountId, state, chosen.position);
}
