import {
  contactHandler,
  DomainError,
  emailAccounts,
  FINAL_EMAIL_STATUSES,
  appendDecision,
  outboundEmail,
  outboundEmailStream,
  type EventMetadata,
  type OutboundEmailCommand,
  type OutboundEmailEvent,
  type OutboundEmailState,
  type QueuedEmail,
  SANDBOX_SENDER,
} from '@outreach/domain';
import { composeEmail, dkimFor } from '@outreach/providers';
import { processContext, type Runtime } from '@outreach/server-kit';
import { signUnsubscribeToken, unsubscribeKey, unsubscribeUrl } from '@outreach/server-kit/unsubscribe/unsubscribeToken.ts';
import type { SendMailOptions } from 'nodemailer';
import { DISPATCHER_ACTOR } from '../dispatchContext.ts';
import { suppressionOf } from '../suppression/suppressionList.ts';
import { sandboxSender, type MailboxSender, type MailboxTransports } from './mailboxTransports.ts';
import { MailboxUnusable } from './mailboxUnusable.ts';
import { outcomeContext } from './outcomeContext.ts';
import type { RecipientVerification } from './recipientVerification.ts';
import { claimSend, type MailboxLimits } from './sendLimits.ts';
import { teamZone } from './teamZone.ts';

export interface EmailSendDeps {
  runtime: Runtime;
  transports: MailboxTransports;
  verification: RecipientVerification;
}

/** A setting marketing e-mail needs is missing: it waits this long before looking again. */
const SETTING_RECHECK_MS = 60 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const UNKNOWN_OUTCOME_REASON =
  'The dispatcher stopped after handing the e-mail to the mail server and before hearing its answer: it may have gone out, so it is not sent again';

/** The e-mail's state and the revision it was read at (every step appends at it: no second read), and who queued it. */
async function load(runtime: Runtime, messageId: string): Promise<{ state: OutboundEmailState; revision: bigint | undefined; queuedBy: EventMetadata | undefined }> {
  let state = outboundEmail.initialState;
  let revision: bigint | undefined;
  let queuedBy: EventMetadata | undefined;
  for await (const event of runtime.eventStore.readStream(outboundEmailStream(messageId))) {
    queuedBy ??= event.metadata;
    revision = event.revision;
    state = outboundEmail.evolve(state, { type: event.type, data: event.data } as OutboundEmailEvent);
  }
  return { state, revision, queuedBy };
}

/**
 * The send job of one e-mail, run by any dispatcher process, possibly again after a crash: it
 * reads what the e-mail's stream says was done and goes on from there. Checks, in order: not yet
 * sent nor given up, due, its mailbox usable (none configured: the sandbox), the recipient not
 * suppressed (unsubscribed, bounced, complained) and its address verified (invalid ones skipped),
 * compliance settings present, the mailbox's daily limit and pacing (claimed atomically). Then it claims the attempt (EmailSendStarted, appended at the revision it read, so
 * no second worker can), hands the e-mail to the mailbox's server and records its answer. A claim
 * found without an answer means a worker died in between: recorded Unknown, never re-sent.
 */
export async function sendQueuedEmail(deps: EmailSendDeps, messageId: string): Promise<void> {
  const { runtime } = deps;
  const store = runtime.eventStore;
  const { state, revision, queuedBy } = await load(runtime, messageId);
  if (state.status === 'none' || FINAL_EMAIL_STATUSES.includes(state.status)) return;
  const email = state.email!;
  const now = runtime.clock.now();
  const base = processContext(runtime.clock, DISPATCHER_ACTOR, {
    requestId: queuedBy?.requestId,
    correlationId: queuedBy?.correlationId,
    causationId: queuedBy?.eventId,
  });
  const step = (name: string) => outcomeContext(base, `${messageId}/attempt-${state.attempts}/${name}`);
  const stream = outboundEmailStream(messageId);
  const record = (command: OutboundEmailCommand, name: string) => appendDecision(store, stream, outboundEmail, { state, revision }, command, step(name));
  const skip = (reason: string) => record({ type: 'SkipEmail', messageId, reason }, 'skipped');

  if (state.status === 'sending') {
    await record({ type: 'RecordEmailOutcomeUnknown', messageId, reason: UNKNOWN_OUTCOME_REASON }, 'unknown');
    return;
  }
  // A newer deferral holds it: the job of that moment will come.
  if (state.dueAt && Date.parse(state.dueAt) > now.getTime()) return;

  const mailbox = await mailboxOf(deps, email.emailAccountId);
  if ('unusable' in mailbox) return void (await skip(mailbox.unusable));

  if (email.contactId) {
    const contact = await contactHandler.load(store, email.contactId);
    if (contact.status === 'unsubscribed') return void (await skip('Unsubscribed'));
  }
  const suppressed = await suppressionOf(runtime.pg, 'email', email.to.email);
  if (suppressed) return void (await skip(suppressed));

  const verified = await deps.verification.verify(email.to.email, step(`verified-${now.toISOString()}`));
  if (verified.status === 'invalid') return void (await skip(`Invalid address: ${verified.detail}`));
  if (verified.status === 'unknown' && runtime.config.EMAIL_UNVERIFIED === 'skip') {
    return void (await skip(`The address could not be verified (${verified.detail}), and unverified addresses are skipped`));
  }

  // Real mail waits for the settings marketing mail needs; the sandbox shows it without its footer.
  const missing = email.marketing ? missingComplianceSetting(runtime, email.contactId) : undefined;
  if (missing && mailbox.limits) {
    const until = new Date(now.getTime() + SETTING_RECHECK_MS).toISOString();
    await record({ type: 'DeferEmail', messageId, until, reason: missing, cause: 'setting' }, `setting-${until}`);
    return;
  }
  let message: SendMailOptions;
  try {
    message = await compose(runtime, email, mailbox, missing === undefined);
  } catch (error) {
    return void (await skip(`The e-mail could not be put together: ${(error as Error).message}`));
  }

  if (mailbox.limits) {
    const claim = await claimSend(runtime.pg, { ...mailbox.limits, zone: await teamZone(store) }, now, state.pacedSlot !== null && Date.parse(state.pacedSlot) <= now.getTime());
    if (!claim.granted) {
      const until = claim.until.toISOString();
      await record({ type: 'DeferEmail', messageId, until, reason: claim.reason, cause: claim.cause }, `deferred-${until}`);
      return;
    }
  }

  let sender: MailboxSender;
  try {
    sender = await mailbox.sender();
  } catch (error) {
    // The mailbox cannot sign in until someone fixes it (a password, a Microsoft sign-in to renew): its e-mails wait, none is lost.
    if (error instanceof MailboxUnusable) {
      const until = new Date(now.getTime() + SETTING_RECHECK_MS).toISOString();
      return void (await record({ type: 'DeferEmail', messageId, until, reason: error.message, cause: 'setting' }, `mailbox-${until}`));
    }
    throw error;
  }
  let claimed;
  try {
    claimed = await record({ type: 'StartEmailSend', messageId }, 'claim');
  } catch (error) {
    // Another worker claimed it meanwhile: it is that worker's.
    if (error instanceof DomainError && (error.code === 'illegal_state' || error.code === 'revision_conflict')) return;
    throw error;
  }
  const attempt = `${messageId}/attempt-${state.attempts + 1}`;
  const answer = (command: OutboundEmailCommand) => appendDecision(store, stream, outboundEmail, claimed, command, outcomeContext(base, `${attempt}/answer`));
  try {
    const sent = await sender.send(message);
    const response = missing && sent.simulated ? `${sent.response} (marketing footer left out: ${missing})` : sent.response;
    await answer({
      type: 'RecordEmailSent',
      messageId,
      provider: sender.provider,
      providerMessageId: sent.messageId,
      response,
      ...(sent.simulated === undefined ? {} : { simulated: sent.simulated }),
    });
  } catch (error) {
    await answer({ type: 'RecordEmailRefused', messageId, ...refusal(error) });
  }
}

/** What the mail server's refusal means: 5xx is for good, and a refused recipient is a bounce. */
function refusal(error: unknown): { permanent: boolean; recipientRefused: boolean; providerMessage: string } {
  const e = error as { responseCode?: number; response?: string; command?: string; code?: string; message?: string };
  const permanent = typeof e.responseCode === 'number' && e.responseCode >= 500;
  const recipientRefused = e.code === 'EENVELOPE' || (e.command ?? '').toUpperCase().startsWith('RCPT');
  return { permanent, recipientRefused, providerMessage: (e.response ?? e.message ?? String(error)).slice(0, 1000) };
}

/** A marketing e-mail needs a way out and the sender's address: which setting is missing, if one is. */
function missingComplianceSetting(runtime: Runtime, contactId: string | null): string | undefined {
  if (!runtime.config.SENDER_POSTAL_ADDRESS) return 'Marketing e-mail needs the sender’s postal address for its footer: set SENDER_POSTAL_ADDRESS';
  if (!runtime.config.PUBLIC_URL?.startsWith('https://')) return 'Marketing e-mail needs an https unsubscribe link: set PUBLIC_URL to the https address of this server';
  if (!contactId || !UUID.test(contactId)) return 'Marketing e-mail goes only to contacts (the unsubscribe link names the contact)';
  return undefined;
}

/** Where an e-mail goes out from: a usable mailbox with its limits, or the sandbox (no limits), or why neither. */
type Mailbox =
  | { unusable: string }
  | { from: { email: string; name: string | null }; signature: string | null; limits: Omit<MailboxLimits, 'zone'> | null; sender(): Promise<MailboxSender> };

async function mailboxOf(deps: EmailSendDeps, accountId: string | null): Promise<Mailbox> {
  if (accountId === null) return { from: SANDBOX_SENDER, signature: null, limits: null, sender: async () => sandboxSender() };
  const account = await emailAccounts.load(deps.runtime.eventStore, accountId);
  if (account.status !== 'active') return { unusable: 'The mailbox it was to go out from was deleted' };
  const settings = account.settings!;
  if (!settings.isActive) return { unusable: `The mailbox ${settings.fromEmail} is inactive` };
  return {
    from: { email: settings.fromEmail, name: settings.fromName },
    signature: settings.signature,
    limits: {
      accountId,
      dailyLimit: settings.warmupEnabled ? Math.min(account.currentDailyLimit, settings.dailyLimit) : settings.dailyLimit,
      sendsPerMinute: deps.runtime.config.EMAIL_SENDS_PER_MINUTE,
    },
    sender: () => deps.transports.senderFor(accountId, account),
  };
}

/** The message as it goes out; marketing mail with its unsubscribe headers and footer when `compliant` settings allow. */
async function compose(runtime: Runtime, email: QueuedEmail, mailbox: Extract<Mailbox, { from: unknown }>, compliant: boolean): Promise<SendMailOptions> {
  const fromDomain = mailbox.from.email.split('@')[1]!;
  const marketing = email.marketing && compliant;
  let unsubscribe = null;
  if (marketing) {
    const token = signUnsubscribeToken(unsubscribeKey(runtime.keys), { contactId: email.contactId!, campaignId: email.campaignId && UUID.test(email.campaignId) ? email.campaignId : null });
    unsubscribe = { url: unsubscribeUrl(runtime.config.PUBLIC_URL!, token), mailto: `mailto:unsubscribe@${fromDomain}?subject=unsubscribe%20${token}` };
  }
  return composeEmail({
    messageId: email.messageId,
    from: mailbox.from,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    marketing,
    unsubscribe,
    postalAddress: runtime.config.SENDER_POSTAL_ADDRESS ?? null,
    signature: mailbox.signature,
    dkim: mailbox.limits ? await dkimFor(mailbox.from.email, runtime.config) : null,
    campaignId: email.campaignId,
    date: runtime.clock.now(),
  });
}
