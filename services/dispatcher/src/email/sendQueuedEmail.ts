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
  type EmailAccountState,
  type QueuedEmail,
  type SendWindow,
  nextSendWindowTime,
  SANDBOX_SENDER,
  sendingDailyLimit,
  teamZone,
} from '@outreach/domain';
import { composeEmail, dkimFor, trackedBodies } from '@outreach/providers';
import { missingMarketingSetting, processContext, trackingKey, trackingUrls, type Runtime } from '@outreach/server-kit';
import { signUnsubscribeToken, unsubscribeKey, unsubscribeMailto, unsubscribeUrl } from '@outreach/server-kit/unsubscribe/unsubscribeToken.ts';
import type { SendMailOptions } from 'nodemailer';
import { DISPATCHER_ACTOR } from '../dispatchContext.ts';
import type { EventStore } from '@outreach/event-store';
import type { SuppressionLookup } from '../suppression/suppressionLookup.ts';
import type { CampaignHoldLookup } from '../campaignHolds/campaignHoldLookup.ts';
import { holdEmail } from '../campaignHolds/campaignHoldList.ts';
import { sandboxSender, type MailboxSender, type MailboxTransports } from './mailboxTransports.ts';
import { MailboxUnusable } from './mailboxUnusable.ts';
import { outcomeContext } from './outcomeContext.ts';
import type { RecipientCaps } from './recipientCaps.ts';
import type { RecipientCheck, RecipientVerification } from './recipientVerification.ts';
import type { SendClaims } from './sendClaims.ts';
import type { SendsInFlight } from './sendsInFlight.ts';
import { releaseSend, type MailboxLimits } from './sendLimits.ts';
import { brokenConnectionReason, refusal } from './smtpRefusal.ts';

export interface EmailSendDeps {
  runtime: Runtime;
  /** The event store the e-mails are read from and recorded in (batching the sends of one moment). */
  store: EventStore;
  /** The same store recording the mail servers' answers, which arrive one by one: gathered a little longer. */
  answers: EventStore;
  transports: MailboxTransports;
  verification: RecipientVerification;
  suppression: SuppressionLookup;
  holds: CampaignHoldLookup;
  claims: SendClaims;
  recipients: RecipientCaps;
  /** The process's sends at their mail servers: the last answer in records the waiting answers at once. */
  inFlight: SendsInFlight;
}

/** A setting marketing e-mail needs is missing: it waits this long before looking again. */
const SETTING_RECHECK_MS = 60 * 60_000;
/** An e-mail of a paused campaign looks again this long after, if no resume released it before. */
const PAUSE_RECHECK_MS = 24 * 60 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const UNKNOWN_OUTCOME_REASON =
  'The dispatcher stopped after handing the e-mail to the mail server and before hearing its answer: it may have gone out, so it is not sent again';

/** The e-mail's state and the revision it was read at (every step appends at it: no second read), and who queued it. */
async function load(store: EventStore, messageId: string): Promise<{ state: OutboundEmailState; revision: bigint | undefined; queuedBy: EventMetadata | undefined }> {
  let state = outboundEmail.initialState;
  let revision: bigint | undefined;
  let queuedBy: EventMetadata | undefined;
  for await (const event of store.readStream(outboundEmailStream(messageId))) {
    queuedBy ??= event.metadata;
    revision = event.revision;
    state = outboundEmail.evolve(state, { type: event.type, data: event.data } as OutboundEmailEvent);
  }
  return { state, revision, queuedBy };
}

/**
 * The send job of one e-mail, run by any dispatcher process, possibly again after a crash: it
 * reads what the e-mail's stream says was done and goes on from there. Checks, in order: not yet
 * sent nor given up, due, its campaign neither cancelled (skipped) nor paused (held until the
 * resume hands it back), its mailbox usable (none configured: the sandbox), the recipient not
 * suppressed (unsubscribed, bounced, complained) and its address verified (invalid ones skipped),
 * compliance settings present, the recipient's frequency cap (marketing mail), the mailbox's daily
 * limit and pacing (each claimed atomically). Then it claims the attempt (EmailSendStarted, appended at the revision it read, so
 * no second worker can), hands the e-mail to the mailbox's server and records its answer. A claim
 * found without an answer means a worker died in between: recorded Unknown, never re-sent.
 */
export async function sendQueuedEmail(deps: EmailSendDeps, messageId: string): Promise<void> {
  const { runtime, store } = deps;
  const { state, revision, queuedBy } = await load(store, messageId);
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
  // A new check of the address is recorded with the decision made on it: carried by the claim of
  // the send it allowed or the skip of the address it found invalid, else beside the decision, in the same commit.
  let unrecorded: RecipientCheck | undefined;
  const record = async (command: OutboundEmailCommand, name: string) => {
    const made = unrecorded;
    unrecorded = undefined;
    if (made && (command.type === 'StartEmailSend' || command.type === 'SkipEmail')) {
      return appendDecision(store, stream, outboundEmail, { state, revision }, { ...command, verification: made.verification }, step(name));
    }
    const check = made?.record;
    const [checked, decided] = await Promise.allSettled([check?.(), appendDecision(store, stream, outboundEmail, { state, revision }, command, step(name))]);
    if (decided.status === 'rejected') throw decided.reason;
    // The decision stands (a send may follow): a check that could not be recorded is tried once more on its own.
    if (checked.status === 'rejected') await check!().catch((err: unknown) => runtime.logger.warn({ err, messageId }, 'the address check could not be recorded'));
    return decided.value;
  };
  const skip = (reason: string) => record({ type: 'SkipEmail', messageId, reason }, 'skipped');

  if (state.status === 'sending') {
    await record({ type: 'RecordEmailOutcomeUnknown', messageId, reason: UNKNOWN_OUTCOME_REASON }, 'unknown');
    return;
  }
  const hold = email.campaignId ? await deps.holds.holdOf(email.campaignId) : undefined;
  // A newer deferral holds it (the job of that moment will come), unless it is a pause that has ended.
  if (state.dueAt && Date.parse(state.dueAt) > now.getTime() && !(state.heldByCampaign && hold !== 'paused')) return;
  if (hold === 'cancelled') return void (await skip('The campaign was cancelled'));
  if (hold === 'paused' && (await holdEmail(runtime.pg, email.campaignId!, messageId))) {
    if (state.heldByCampaign) return;
    const until = new Date(now.getTime() + PAUSE_RECHECK_MS).toISOString();
    return void (await record({ type: 'DeferEmail', messageId, until, reason: 'The campaign is paused: it goes when the campaign is resumed', cause: 'campaign-paused' }, `paused-${until}`));
  }

  // A hold (a daily limit, a pause, a retry) may have ended outside the campaign's send window: the e-mail waits for its next opening.
  const windowOpens = email.sendWindow ? nextSendWindowTime(email.sendWindow as SendWindow, email.sendWindow.zone, now) : now;
  if (windowOpens.getTime() > now.getTime()) {
    const until = windowOpens.toISOString();
    const { days, start, end, zone } = email.sendWindow!;
    const reason = `Outside the campaign's send window (${start}–${end} on ${days.join(', ')}, ${zone}): it goes when the window opens`;
    return void (await record({ type: 'DeferEmail', messageId, until, reason, cause: 'send-window' }, `window-${until}`));
  }

  // Everything the checks read, read side by side (each shared with the other e-mails of the batch).
  const [mailbox, contact, suppressed, checked, zone] = await Promise.all([
    mailboxOf(deps, email.emailAccountId),
    email.contactId ? contactHandler.load(store, email.contactId) : undefined,
    deps.suppression.reasonFor('email', email.to.email),
    deps.verification.check(email.to.email, step(`verified-${now.toISOString()}`)),
    email.emailAccountId ? teamZone(store) : undefined,
  ]);
  if ('unusable' in mailbox) return void (await skip(mailbox.unusable));
  if (contact?.status === 'unsubscribed') return void (await skip('Unsubscribed'));
  if (suppressed) return void (await skip(suppressed));

  const verified = checked.verification;
  if (checked.record) unrecorded = checked;
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
  // A DKIM key that cannot be read is the mailbox's setting to fix: its e-mails wait, none is skipped.
  let dkim: Awaited<ReturnType<typeof dkimFor>> = null;
  try {
    dkim = mailbox.limits ? await dkimFor(mailbox.from.email, runtime.config) : null;
  } catch (error) {
    const until = new Date(now.getTime() + SETTING_RECHECK_MS).toISOString();
    return void (await record({ type: 'DeferEmail', messageId, until, reason: `The DKIM key of ${mailbox.from.email.split('@')[1]} cannot be used: ${(error as Error).message}`, cause: 'setting' }, `dkim-${until}`));
  }
  let message: SendMailOptions;
  try {
    message = await compose(runtime, email, mailbox, missing === undefined, dkim);
  } catch (error) {
    return void (await skip(`The e-mail could not be put together: ${(error as Error).message}`));
  }

  // What a granted claim took (the recipient's place, a send of the mailbox's day), given back when the e-mail does not go out after all.
  let giveBack = async () => {};
  if (mailbox.limits) {
    // The recipient's place first (marketing mail only), then the mailbox's: a mailbox with no room gives the place back.
    const capped = email.marketing;
    if (capped) {
      const place = await deps.recipients.claim(email.to.email, messageId, now);
      if (!place.granted) {
        const until = place.until.toISOString();
        return void (await record({ type: 'DeferEmail', messageId, until, reason: place.reason, cause: 'recipient-cap' }, `capped-${until}`));
      }
    }
    const claim = await deps.claims.claim({ ...mailbox.limits, zone: zone! }, now, state.pacedSlot !== null && Date.parse(state.pacedSlot) <= now.getTime());
    if (!claim.granted) {
      if (capped) await deps.recipients.release(messageId);
      const until = claim.until.toISOString();
      await record({ type: 'DeferEmail', messageId, until, reason: claim.reason, cause: claim.cause }, `deferred-${until}`);
      return;
    }
    const limits = { ...mailbox.limits, zone: zone! };
    giveBack = async () => {
      await releaseSend(runtime.pg, limits, now);
      if (capped) await deps.recipients.release(messageId);
    };
  }

  let sender: MailboxSender;
  try {
    sender = await mailbox.sender();
  } catch (error) {
    // The mailbox cannot sign in until someone fixes it (a password, a Microsoft sign-in to renew): its e-mails wait, none is lost.
    if (error instanceof MailboxUnusable) {
      await giveBack();
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
    if (error instanceof DomainError && (error.code === 'illegal_state' || error.code === 'revision_conflict')) return void (await giveBack());
    throw error;
  }
  const attempt = `${messageId}/attempt-${state.attempts + 1}`;
  const answer = (command: OutboundEmailCommand) => appendDecision(deps.answers, stream, outboundEmail, claimed, command, outcomeContext(base, `${attempt}/answer`));
  try {
    const sent = await deps.inFlight.track(() => sender.send(message));
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
    if ((error as { code?: string }).code === 'EAUTH' && mailbox.account) deps.transports.signInRefused(email.emailAccountId!, mailbox.account);
    const { outcomeUnknown, ...refused } = refusal(error);
    // It may have reached the recipient's server: never sent again, and the day's send stays counted.
    if (outcomeUnknown) return void (await answer({ type: 'RecordEmailOutcomeUnknown', messageId, reason: brokenConnectionReason(refused.providerMessage) }));
    // Nothing reached the recipient's server: the day keeps its room for the next try.
    if (refused.mailboxProblem) await giveBack();
    await answer({ type: 'RecordEmailRefused', messageId, ...refused });
  }
}

/** A marketing e-mail needs a way out and the sender's address: which setting is missing, if one is. */
function missingComplianceSetting(runtime: Runtime, contactId: string | null): string | undefined {
  const setting = missingMarketingSetting(runtime.config);
  if (setting) return setting;
  if (!contactId || !UUID.test(contactId)) return 'Marketing e-mail goes only to contacts (the unsubscribe link names the contact)';
  return undefined;
}

/** Where an e-mail goes out from: a usable mailbox with its limits, or the sandbox (no limits), or why neither. */
type Mailbox =
  | { unusable: string }
  | {
      from: { email: string; name: string | null };
      signature: string | null;
      limits: Omit<MailboxLimits, 'zone'> | null;
      /** The mailbox account (none for the sandbox). */
      account: EmailAccountState | null;
      sender(): Promise<MailboxSender>;
    };

async function mailboxOf(deps: EmailSendDeps, accountId: string | null): Promise<Mailbox> {
  if (accountId === null) return { from: SANDBOX_SENDER, signature: null, limits: null, account: null, sender: async () => sandboxSender() };
  const account = await emailAccounts.load(deps.store, accountId);
  if (account.status !== 'active') return { unusable: 'The mailbox it was to go out from was deleted' };
  const settings = account.settings!;
  if (!settings.isActive) return { unusable: `The mailbox ${settings.fromEmail} is inactive` };
  return {
    from: { email: settings.fromEmail, name: settings.fromName },
    signature: settings.signature,
    limits: {
      accountId,
      dailyLimit: sendingDailyLimit({ ...settings, warmupDay: account.warmupDay, currentDailyLimit: account.currentDailyLimit }),
      sendsPerMinute: deps.runtime.config.EMAIL_SENDS_PER_MINUTE,
    },
    account,
    sender: () => deps.transports.senderFor(accountId, account),
  };
}

/** The message as it goes out; marketing mail with its unsubscribe headers and footer when `compliant` settings allow. */
function compose(runtime: Runtime, email: QueuedEmail, mailbox: Extract<Mailbox, { from: unknown }>, compliant: boolean, dkim: Awaited<ReturnType<typeof dkimFor>>): SendMailOptions {
  const marketing = email.marketing && compliant;
  let unsubscribe = null;
  if (marketing) {
    const token = signUnsubscribeToken(unsubscribeKey(runtime.keys), { contactId: email.contactId!, campaignId: email.campaignId && UUID.test(email.campaignId) ? email.campaignId : null });
    unsubscribe = { url: unsubscribeUrl(runtime.config.PUBLIC_URL!, token), mailto: unsubscribeMailto(mailbox.from.email, token) };
  }
  // Opens and clicks are tracked through this server's https address (the one the unsubscribe link uses).
  const links = marketing && email.tracking ? trackingUrls(runtime.config.PUBLIC_URL!, trackingKey(runtime.keys), email.messageId) : null;
  const bodies = links
    ? trackedBodies({ text: email.text, html: email.html }, { pixelUrl: email.tracking!.opens ? links.pixel : null, clickUrl: email.tracking!.clicks ? links.click : null })
    : { text: email.text, html: email.html };
  return composeEmail({
    messageId: email.messageId,
    from: mailbox.from,
    to: email.to,
    subject: email.subject,
    text: bodies.text,
    html: bodies.html,
    marketing,
    unsubscribe,
    postalAddress: runtime.config.SENDER_POSTAL_ADDRESS ?? null,
    signature: mailbox.signature,
    dkim,
    campaignId: email.campaignId,
    date: runtime.clock.now(),
    inReplyTo: email.inReplyTo,
    references: email.references,
  });
}
