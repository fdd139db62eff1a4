import { commandHandler } from '../kit/commandHandler.ts';
import { assertNever, type Decider } from '../kit/decider.ts';
import { illegalState, invalid } from '../kit/errors.ts';
import type { DomainEvent } from '../kit/events.ts';
import type { CommandContext } from '../kit/metadata.ts';
import type { EmailAddressVerification } from '../deliverability/emailVerification.ts';

/** Where a queued e-mail comes from: the process that decided it. */
export const EMAIL_SOURCES = ['campaign', 'sequence', 'test', 'warmup'] as const;
export type EmailSource = (typeof EMAIL_SOURCES)[number];

/** Transient failures are tried again this many times in all before the e-mail is failed for good. */
export const MAX_SEND_ATTEMPTS = 5;
/** The pause before the next try after the n-th transient failure (1-based): 1 min, 5 min, 30 min, 2 h. */
export const TRANSIENT_RETRY_MS = [60_000, 300_000, 1_800_000, 7_200_000] as const;

/** One e-mail as decided: who gets what from which mailbox, not before when. */
export interface QueuedEmail {
  messageId: string;
  /** The mailbox it goes out from; null: no mailbox is configured, the sandbox records it as simulated. */
  emailAccountId: string | null;
  to: { email: string; name: string | null };
  contactId: string | null;
  campaignId: string | null;
  source: EmailSource;
  /** Marketing mail carries the unsubscribe headers and footer, and is held back from suppressed addresses. */
  marketing: boolean;
  subject: string;
  text: string;
  html: string | null;
  /** ISO instant: not sent before. */
  notBefore: string;
  /** Sent as a reply in a thread: our id of the e-mail it answers (In-Reply-To) and of the thread's e-mails, oldest first (References). */
  inReplyTo?: string;
  references?: string[];
  /** Opens (a pixel) and clicks (links through a signed redirect) are seen when the campaign tracks them; neither when absent. */
  tracking?: EmailTrackingChoice;
  /**
   * The campaign's send window in the recipient's zone: an e-mail held back (a daily limit, a
   * pause, a retry) whose moment falls outside it waits for its next opening. None: any time.
   */
  sendWindow?: QueuedSendWindow;
}

/** A send window's days and local start and end ('HH:MM'), and the IANA zone they are read in. */
export interface QueuedSendWindow {
  days: string[];
  start: string;
  end: string;
  zone: string;
}

/** Which of an e-mail's opens and clicks are tracked. */
export interface EmailTrackingChoice {
  opens: boolean;
  clicks: boolean;
}

/** The tracking a campaign's e-mails carry: none unless the campaign turned opens or clicks on. */
export function trackingOf(choice: EmailTrackingChoice): { tracking?: EmailTrackingChoice } {
  return choice.opens || choice.clicks ? { tracking: { opens: choice.opens, clicks: choice.clicks } } : {};
}

export type EmailQueued = DomainEvent<'EmailQueued', QueuedEmail>;
/**
 * A check of the recipient's address made for this send (syntax, disposable domain, MX, role
 * account), carried by the decision it led to: the claim of a send it allowed, or the skip of an
 * address it found invalid. Checks made apart from a send are EmailAddressVerified events of the
 * address's own stream; the newest of either kind is the address's check (read.email_verifications).
 */
export interface CarriedAddressCheck {
  verification?: EmailAddressVerification;
}

/**
 * The e-mail an outcome is about, as it was queued: carried by the outcome so that what folds
 * outcomes (a contact's e-mails sent, the deliverability log) need not read its EmailQueued.
 * Absent on outcomes recorded before it was carried: their EmailQueued tells.
 */
export interface OutcomeRecipient {
  contactId: string | null;
  campaignId: string | null;
  /** The address it went to. */
  email: string;
  /** The mailbox it went out from; null: the sandbox. */
  emailAccountId: string | null;
}

interface CarriedRecipient {
  recipient?: OutcomeRecipient;
}

/** The send was claimed and handed to the provider: an outcome follows, or it stays Unknown. */
export type EmailSendStarted = DomainEvent<'EmailSendStarted', { messageId: string; attempt: number; startedAt: string } & CarriedAddressCheck>;
export type EmailSent = DomainEvent<
  'EmailSent',
  {
    messageId: string;
    attempt: number;
    provider: string;
    providerMessageId: string | null;
    response: string | null;
    sentAt: string;
    /** The sandbox's simulated send: the message as it would have gone out (RFC 5322 text), for the outbox. */
    simulated?: string;
  } & CarriedRecipient
>;
/**
 * What held an e-mail back: the mailbox's daily limit, its burst pacing (the e-mail holds the slot
 * `until`), a transient refusal, a missing setting, its campaign paused (it goes when resumed).
 */
export const DEFERRAL_CAUSES = ['daily-limit', 'pacing', 'recipient-cap', 'retry', 'setting', 'campaign-paused', 'send-window'] as const;
export type DeferralCause = (typeof DEFERRAL_CAUSES)[number];
export type EmailDeferred = DomainEvent<'EmailDeferred', { messageId: string; until: string; reason: string; cause: DeferralCause }>;
export type EmailSkipped = DomainEvent<'EmailSkipped', { messageId: string; reason: string } & CarriedAddressCheck>;
export type EmailFailed = DomainEvent<'EmailFailed', { messageId: string; attempt: number; permanent: boolean; providerMessage: string } & CarriedRecipient>;
export type EmailBounced = DomainEvent<'EmailBounced', { messageId: string; attempt: number; bounceType: 'hard' | 'soft'; providerMessage: string } & CarriedRecipient>;
/** The process died between handing the e-mail over and hearing the answer: never guessed, never re-sent. */
export type EmailOutcomeUnknown = DomainEvent<'EmailOutcomeUnknown', { messageId: string; attempt: number; reason: string } & CarriedRecipient>;

export type OutboundEmailEvent = EmailQueued | EmailSendStarted | EmailSent | EmailDeferred | EmailSkipped | EmailFailed | EmailBounced | EmailOutcomeUnknown;

export type OutboundEmailCommand =
  | ({ type: 'QueueEmail' } & QueuedEmail)
  | ({ type: 'StartEmailSend'; messageId: string } & CarriedAddressCheck)
  | { type: 'RecordEmailSent'; messageId: string; provider: string; providerMessageId: string | null; response: string | null; simulated?: string }
  | { type: 'DeferEmail'; messageId: string; until: string; reason: string; cause: DeferralCause }
  | ({ type: 'SkipEmail'; messageId: string; reason: string } & CarriedAddressCheck)
  /** The provider refused: `permanent` (5xx) bounces or fails for good; a transient refusal is tried again later. */
  | {
      type: 'RecordEmailRefused';
      messageId: string;
      permanent: boolean;
      recipientRefused: boolean;
      /** The mailbox could not sign in, or not reach its server at all: nothing was sent, and it is tried again however many tries it took. */
      mailboxProblem?: boolean;
      providerMessage: string;
    }
  | { type: 'RecordEmailOutcomeUnknown'; messageId: string; reason: string };

export type OutboundEmailStatus = 'none' | 'queued' | 'deferred' | 'sending' | 'sent' | 'skipped' | 'failed' | 'bounced' | 'unknown';

export interface OutboundEmailState {
  status: OutboundEmailStatus;
  email: QueuedEmail | null;
  /** Send attempts started so far. */
  attempts: number;
  /** When it may go out next (the queued moment, or the end of a deferral). */
  dueAt: string | null;
  /** The pacing slot it holds (it was deferred to it), so it goes out then without queueing for another. */
  pacedSlot: string | null;
  /** Held back by its paused campaign: the resume makes it go, before `dueAt`. */
  heldByCampaign: boolean;
}

/** Nothing more happens to an e-mail in these states. */
export const FINAL_EMAIL_STATUSES: readonly OutboundEmailStatus[] = ['sent', 'skipped', 'failed', 'bounced', 'unknown'];

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function checkQueued(email: QueuedEmail): void {
  if (!EMAIL_PATTERN.test(email.to.email)) throw invalid(`Not a valid e-mail address: ${email.to.email}`);
  if (!email.subject.trim()) throw invalid('Subject is required');
  if (!email.text.trim()) throw invalid('Content is required');
  if (Number.isNaN(Date.parse(email.notBefore))) throw invalid('notBefore must be an ISO date-time');
}

/** What an outcome of the queued e-mail carries of it (see OutcomeRecipient). */
export function outcomeRecipientOf(email: QueuedEmail): OutcomeRecipient {
  return { contactId: email.contactId, campaignId: email.campaignId, email: email.to.email, emailAccountId: email.emailAccountId };
}

/** The recipient field of an outcome of the e-mail (none before it was queued). */
function recipientOf(state: OutboundEmailState): CarriedRecipient {
  return state.email ? { recipient: outcomeRecipientOf(state.email) } : {};
}

/** The send-time check a command carries, as its event's field (none: the field is left out). */
const checkOf = (command: CarriedAddressCheck): CarriedAddressCheck => (command.verification ? { verification: command.verification } : {});

/**
 * One e-mail's life, on its own stream: queued, then each send attempt claimed before it is
 * handed to the provider and its outcome recorded after. Because the claim is an event appended
 * with the expected revision, two workers cannot both send it; a claim with no outcome (the
 * worker died) is recorded Unknown instead of being sent again.
 */
export const outboundEmail: Decider<OutboundEmailCommand, OutboundEmailEvent, OutboundEmailState> = {
  initialState: { status: 'none', email: null, attempts: 0, dueAt: null, pacedSlot: null, heldByCampaign: false },
  evolve(state, event) {
    switch (event.type) {
      case 'EmailQueued':
        return { ...state, status: 'queued', email: event.data, dueAt: event.data.notBefore };
      case 'EmailSendStarted':
        return { ...state, status: 'sending', attempts: event.data.attempt, pacedSlot: null, heldByCampaign: false };
      case 'EmailSent':
        return { ...state, status: 'sent' };
      case 'EmailDeferred':
        return {
          ...state,
          status: 'deferred',
          dueAt: event.data.until,
          pacedSlot: event.data.cause === 'pacing' ? event.data.until : null,
          heldByCampaign: event.data.cause === 'campaign-paused',
        };
      case 'EmailSkipped':
        return { ...state, status: 'skipped' };
      case 'EmailFailed':
        return event.data.permanent ? { ...state, status: 'failed' } : state;
      case 'EmailBounced':
        return { ...state, status: 'bounced' };
      case 'EmailOutcomeUnknown':
        return { ...state, status: 'unknown' };
      default:
        return assertNever(event);
    }
  },
  decide(command, state, context) {
    const { messageId } = command;
    if (command.type === 'QueueEmail') {
      if (state.status !== 'none') return [];
      const { type: _type, ...email } = command;
      checkQueued(email);
      return [{ type: 'EmailQueued', data: email }];
    }
    if (state.status === 'none') throw illegalState(`E-mail ${messageId} was never queued`);
    if (FINAL_EMAIL_STATUSES.includes(state.status)) return [];
    switch (command.type) {
      case 'StartEmailSend':
        if (state.status === 'sending') throw illegalState(`E-mail ${messageId} is already being sent`);
        return [{ type: 'EmailSendStarted', data: { messageId, attempt: state.attempts + 1, startedAt: context.now, ...checkOf(command) } }];
      case 'RecordEmailSent':
        requireSending(state, messageId);
        return [
          {
            type: 'EmailSent',
            data: {
              messageId,
              attempt: state.attempts,
              provider: command.provider,
              providerMessageId: command.providerMessageId,
              response: command.response,
              sentAt: context.now,
              ...(command.simulated === undefined ? {} : { simulated: command.simulated }),
              ...recipientOf(state),
            },
          },
        ];
      case 'RecordEmailRefused':
        requireSending(state, messageId);
        return refused(command, state, context);
      case 'RecordEmailOutcomeUnknown':
        requireSending(state, messageId);
        return [{ type: 'EmailOutcomeUnknown', data: { messageId, attempt: state.attempts, reason: command.reason, ...recipientOf(state) } }];
      case 'DeferEmail':
        if (state.status === 'sending') throw illegalState(`E-mail ${messageId} is being sent`);
        return [{ type: 'EmailDeferred', data: { messageId, until: command.until, reason: command.reason, cause: command.cause } }];
      case 'SkipEmail':
        if (state.status === 'sending') throw illegalState(`E-mail ${messageId} is being sent`);
        return [{ type: 'EmailSkipped', data: { messageId, reason: command.reason, ...checkOf(command) } }];
      default:
        return assertNever(command);
    }
  },
};

function requireSending(state: OutboundEmailState, messageId: string): void {
  if (state.status !== 'sending') throw illegalState(`E-mail ${messageId} has no send in progress`);
}

/** A refused send: a permanent refusal of the recipient is a hard bounce; a transient one is tried again until the attempts run out. */
function refused(command: Extract<OutboundEmailCommand, { type: 'RecordEmailRefused' }>, state: OutboundEmailState, context: CommandContext): OutboundEmailEvent[] {
  const { messageId, providerMessage } = command;
  const attempt = state.attempts;
  const recipient = recipientOf(state);
  if (command.permanent && command.recipientRefused) return [{ type: 'EmailBounced', data: { messageId, attempt, bounceType: 'hard', providerMessage, ...recipient } }];
  if (command.permanent || (attempt >= MAX_SEND_ATTEMPTS && !command.mailboxProblem)) {
    return [{ type: 'EmailFailed', data: { messageId, attempt, permanent: true, providerMessage, ...recipient } }];
  }
  const wait = TRANSIENT_RETRY_MS[Math.min(attempt, TRANSIENT_RETRY_MS.length) - 1]!;
  const until = new Date(Date.parse(context.now) + wait).toISOString();
  const deferred: OutboundEmailEvent = command.mailboxProblem
    ? { type: 'EmailDeferred', data: { messageId, until, reason: `The mailbox could not sign in or reach its mail server (${providerMessage}); it waits and is tried again`, cause: 'setting' } }
    : { type: 'EmailDeferred', data: { messageId, until, reason: `The mail server refused for now (${providerMessage}); trying again`, cause: 'retry' } };
  return [{ type: 'EmailFailed', data: { messageId, attempt, permanent: false, providerMessage } }, deferred];
}

/** The sender the sandbox shows on simulated e-mails when no mailbox is configured. */
export const SANDBOX_SENDER = { email: 'sandbox@outreach.invalid', name: 'Outreach sandbox' } as const;

export const outboundEmailStream = (messageId: string) => `outbound-email-${messageId}`;
export const outboundEmails = commandHandler(outboundEmail, outboundEmailStream);
