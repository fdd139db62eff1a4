import { commandHandler } from '../kit/commandHandler.ts';
import { assertNever, type Decider } from '../kit/decider.ts';
import { illegalState, invalid, notFound } from '../kit/errors.ts';
import type { DomainEvent } from '../kit/events.ts';
import type { CommandContext } from '../kit/metadata.ts';
import { isLaterStatus } from './deliveryStatus.ts';
import { keywordIntent } from './keywords.ts';
import { smsEncoding } from './segments.ts';

/**
 * Why a text goes out: typed by a user ('direct', 'reply', 'test') or sent by a campaign. Only
 * campaign texts are marketing, held for the recipient's quiet hours.
 */
export type SendKind = 'reply' | 'direct' | 'test' | 'campaign';

/** Marketing texts wait for the recipient's allowed hours; texts a user types do not. */
export const isMarketingText = (kind: SendKind): boolean => kind === 'campaign';

/**
 * What held a text back: the sending number's rate (the text holds the slot `until`), the
 * recipient's quiet hours, or Twilio refusing more requests for now (429: it took nothing).
 */
export const SMS_DEFERRAL_CAUSES = ['rate', 'quiet-hours', 'provider-busy'] as const;
export type SmsDeferralCause = (typeof SMS_DEFERRAL_CAUSES)[number];

export type SmsEvent =
  | DomainEvent<'ConversationStarted', { conversationId: string; phoneNumber: string; contactId: string | null }>
  | DomainEvent<'SmsSendRequested', { conversationId: string; messageId: string; body: string; to: string; kind: SendKind; encoding: string; segments: number }>
  /** The send was claimed and is handed to the provider: its answer follows, or it stays unknown. */
  | DomainEvent<'SmsSendStarted', { conversationId: string; messageId: string; attempt: number; startedAt: string }>
  /** Not now: it goes out at `until` (the number's next rate slot, the end of the recipient's quiet hours in `timezone`). */
  | DomainEvent<'SmsSendDeferred', { conversationId: string; messageId: string; until: string; reason: string; cause: SmsDeferralCause; timezone: string | null }>
  /** The sender died between handing the text over and hearing the answer: never guessed, never re-sent. */
  | DomainEvent<'SmsSendOutcomeUnknown', { conversationId: string; messageId: string; attempt: number; reason: string }>
  | DomainEvent<'SmsSent', { conversationId: string; messageId: string; providerSid: string; status: string; from: string | null }>
  | DomainEvent<'SmsSendFailed', { conversationId: string; messageId: string; error: string }>
  | DomainEvent<'SmsReceived', { conversationId: string; messageId: string; providerSid: string; body: string; from: string; to: string; segments: number }>
  | DomainEvent<'SmsStatusRecorded', { conversationId: string; messageId: string; providerSid: string; status: string; errorCode: string | null }>
  | DomainEvent<'SmsOptedOut', { conversationId: string; phoneNumber: string; contactId: string | null; keyword: string }>
  | DomainEvent<'SmsOptedIn', { conversationId: string; phoneNumber: string; contactId: string | null; keyword: string }>
  | DomainEvent<'SmsHelpRequested', { conversationId: string; phoneNumber: string }>
  | DomainEvent<'ConversationRead', { conversationId: string; unread: number }>
  | DomainEvent<'ConversationArchived', { conversationId: string }>
  | DomainEvent<'ConversationReopened', { conversationId: string }>
  | DomainEvent<'ConversationBlocked', { conversationId: string }>;

export type SmsCommand =
  | { type: 'StartConversation'; conversationId: string; phoneNumber: string; contactId: string | null }
  | { type: 'RequestSms'; conversationId: string; messageId: string; body: string; kind: SendKind }
  | { type: 'StartSmsSend'; conversationId: string; messageId: string }
  | { type: 'DeferSms'; conversationId: string; messageId: string; until: string; reason: string; cause: SmsDeferralCause; timezone: string | null }
  | { type: 'RecordSmsOutcomeUnknown'; conversationId: string; messageId: string; reason: string }
  /** The provider took nothing for now (too many requests): the claimed send is tried again at `until`. */
  | { type: 'RecordSmsProviderBusy'; conversationId: string; messageId: string; until: string; reason: string }
  | { type: 'RecordSendResult'; conversationId: string; messageId: string; providerSid: string | null; status: string | null; from: string | null; error: string | null }
  | { type: 'ReceiveSms'; conversationId: string; messageId: string; providerSid: string; body: string; from: string; to: string; optOutType: string | null }
  | { type: 'RecordSmsStatus'; conversationId: string; providerSid: string; status: string; errorCode: string | null }
  | { type: 'MarkConversationRead'; conversationId: string }
  | { type: 'ArchiveConversation'; conversationId: string }
  | { type: 'BlockConversation'; conversationId: string };

export interface MessageState {
  direction: 'inbound' | 'outbound';
  /** requested, then the provider's statuses (queued … delivered), failed, unknown; received (inbound). */
  status: string;
  /** Outbound: why it goes out. */
  kind: SendKind | null;
  /** Outbound: send attempts claimed so far. */
  attempts: number;
  /** Outbound: a claim waits for the provider's answer (a sender that died leaves it so). */
  inFlight: boolean;
  /** Outbound: when the latest attempt was handed to the provider. */
  startedAt: string | null;
  /** Outbound: when it may go out after a deferral. */
  dueAt: string | null;
  /** Outbound: the rate slot it was deferred to and holds, so it goes out then without taking another. */
  pacedSlot: string | null;
}

export interface ConversationState {
  exists: boolean;
  conversationId: string | undefined;
  phoneNumber: string;
  contactId: string | null;
  status: 'active' | 'archived' | 'blocked';
  optedOut: boolean;
  unread: number;
  messages: Map<string, MessageState>;
  /** Provider message id → our message id: a repeated webhook is recognised. */
  bySid: Map<string, string>;
}

export const initialConversation: ConversationState = {
  exists: false,
  conversationId: undefined,
  phoneNumber: '',
  contactId: null,
  status: 'active',
  optedOut: false,
  unread: 0,
  messages: new Map(),
  bySid: new Map(),
};

export const OPTED_OUT_MESSAGE = 'This number has opted out of text messages (it replied STOP); it can opt back in by texting START';
export const BLOCKED_MESSAGE = 'This number is blocked';
/** A contact who unsubscribed gets no more texts either: one list across channels. */
export const UNSUBSCRIBED_CONTACT_MESSAGE = 'This contact has unsubscribed: no texts are sent to them';

function requireConversation(state: ConversationState): void {
  if (!state.exists) throw notFound('Conversation not found');
}

const NEW_MESSAGE: Omit<MessageState, 'direction' | 'status'> = { kind: null, attempts: 0, inFlight: false, startedAt: null, dueAt: null, pacedSlot: null };

/** The message with these changes (a message not seen yet starts blank). */
function withMessage(state: ConversationState, id: string, change: Partial<MessageState> & Pick<MessageState, 'direction'>): ConversationState {
  const messages = new Map(state.messages);
  messages.set(id, { ...NEW_MESSAGE, status: 'requested', ...state.messages.get(id), ...change });
  return { ...state, messages };
}

/** The outbound message a send command is about; one never requested is not found. */
function outboundMessage(state: ConversationState, messageId: string): MessageState {
  const message = state.messages.get(messageId);
  if (!message || message.direction !== 'outbound') throw notFound(`Text ${messageId} not found`);
  return message;
}

/**
 * The texts exchanged with one phone number, stream `sms-conversation-{id}`. An outbound text is
 * requested, possibly deferred (the number's rate, the recipient's quiet hours), then each send is
 * claimed (SmsSendStarted) before it is handed to the provider and its answer recorded after. A
 * claim is appended at the revision it was decided on, so two senders cannot both send; a claim
 * found without an answer is recorded unknown, never sent again.
 */
export const conversation: Decider<SmsCommand, SmsEvent, ConversationState> = {
  initialState: initialConversation,
  evolve(state, event) {
    switch (event.type) {
      case 'ConversationStarted':
        return { ...state, exists: true, conversationId: event.data.conversationId, phoneNumber: event.data.phoneNumber, contactId: event.data.contactId };
      case 'SmsSendRequested':
        return withMessage(state, event.data.messageId, { direction: 'outbound', status: 'requested', kind: event.data.kind });
      case 'SmsSendStarted':
        return withMessage(state, event.data.messageId, { direction: 'outbound', attempts: event.data.attempt, inFlight: true, startedAt: event.data.startedAt, pacedSlot: null });
      case 'SmsSendDeferred':
        return withMessage(state, event.data.messageId, {
          direction: 'outbound',
          inFlight: false,
          dueAt: event.data.until,
          pacedSlot: event.data.cause === 'rate' ? event.data.until : null,
        });
      case 'SmsSendOutcomeUnknown':
        return withMessage(state, event.data.messageId, { direction: 'outbound', status: 'unknown', inFlight: false });
      case 'SmsSent': {
        const bySid = new Map(state.bySid).set(event.data.providerSid, event.data.messageId);
        const current = state.messages.get(event.data.messageId)?.status ?? 'requested';
        const status = isLaterStatus(current, event.data.status) ? event.data.status : current === 'requested' ? 'sent' : current;
        return { ...withMessage(state, event.data.messageId, { direction: 'outbound', status, inFlight: false }), bySid };
      }
      case 'SmsSendFailed':
        return withMessage(state, event.data.messageId, { direction: 'outbound', status: 'failed', inFlight: false });
      case 'SmsReceived': {
        const bySid = new Map(state.bySid).set(event.data.providerSid, event.data.messageId);
        return { ...withMessage(state, event.data.messageId, { direction: 'inbound', status: 'received' }), bySid, unread: state.unread + 1 };
      }
      case 'SmsStatusRecorded':
        return withMessage(state, event.data.messageId, { direction: 'outbound', status: event.data.status });
      case 'SmsOptedOut':
        return { ...state, optedOut: true };
      case 'SmsOptedIn':
        return { ...state, optedOut: false };
      case 'ConversationRead':
        return { ...state, unread: 0 };
      case 'ConversationArchived':
        return { ...state, status: 'archived' };
      case 'ConversationReopened':
        return { ...state, status: 'active' };
      case 'ConversationBlocked':
        return { ...state, status: 'blocked' };
      case 'SmsHelpRequested':
        return state;
      default:
        return assertNever(event);
    }
  },
  decide(command, state, context: CommandContext): SmsEvent[] {
    switch (command.type) {
      case 'StartConversation':
        if (state.exists) return [];
        return [{ type: 'ConversationStarted', data: { conversationId: command.conversationId, phoneNumber: command.phoneNumber, contactId: command.contactId } }];
      case 'RequestSms': {
        requireConversation(state);
        if (state.status === 'blocked') throw illegalState(BLOCKED_MESSAGE);
        if (state.optedOut) throw illegalState(OPTED_OUT_MESSAGE);
        const body = command.body.trim();
        if (!body) throw invalid('Message is required');
        const { encoding, segments } = smsEncoding(body);
        const events: SmsEvent[] = [];
        if (state.status === 'archived') events.push({ type: 'ConversationReopened', data: { conversationId: command.conversationId } });
        events.push({
          type: 'SmsSendRequested',
          data: { conversationId: command.conversationId, messageId: command.messageId, body, to: state.phoneNumber, kind: command.kind, encoding, segments },
        });
        return events;
      }
      case 'StartSmsSend': {
        requireConversation(state);
        const message = outboundMessage(state, command.messageId);
        if (message.status !== 'requested') return [];
        if (message.inFlight) throw illegalState(`Text ${command.messageId} is already being sent`);
        if (state.status === 'blocked') throw illegalState(BLOCKED_MESSAGE);
        if (state.optedOut) throw illegalState(OPTED_OUT_MESSAGE);
        return [{ type: 'SmsSendStarted', data: { conversationId: command.conversationId, messageId: command.messageId, attempt: message.attempts + 1, startedAt: context.now } }];
      }
      case 'DeferSms': {
        requireConversation(state);
        const message = outboundMessage(state, command.messageId);
        if (message.status !== 'requested') return [];
        if (message.inFlight) throw illegalState(`Text ${command.messageId} is being sent`);
        if (Number.isNaN(Date.parse(command.until))) throw invalid('until must be an ISO date-time');
        const { type: _type, ...data } = command;
        return [{ type: 'SmsSendDeferred', data }];
      }
      case 'RecordSmsOutcomeUnknown': {
        requireConversation(state);
        const message = outboundMessage(state, command.messageId);
        if (message.status !== 'requested') return [];
        if (!message.inFlight) throw illegalState(`Text ${command.messageId} has no send in progress`);
        return [{ type: 'SmsSendOutcomeUnknown', data: { conversationId: command.conversationId, messageId: command.messageId, attempt: message.attempts, reason: command.reason } }];
      }
      case 'RecordSmsProviderBusy': {
        requireConversation(state);
        const message = outboundMessage(state, command.messageId);
        if (message.status !== 'requested') return [];
        if (!message.inFlight) throw illegalState(`Text ${command.messageId} has no send in progress`);
        if (Number.isNaN(Date.parse(command.until))) throw invalid('until must be an ISO date-time');
        const { conversationId, messageId, until, reason } = command;
        return [{ type: 'SmsSendDeferred', data: { conversationId, messageId, until, reason, cause: 'provider-busy', timezone: null } }];
      }
      case 'RecordSendResult': {
        requireConversation(state);
        const message = state.messages.get(command.messageId);
        if (!message || message.status !== 'requested') return [];
        if (command.error || !command.providerSid) {
          return [{ type: 'SmsSendFailed', data: { conversationId: command.conversationId, messageId: command.messageId, error: command.error ?? 'The provider gave no message id' } }];
        }
        return [
          {
            type: 'SmsSent',
            data: { conversationId: command.conversationId, messageId: command.messageId, providerSid: command.providerSid, status: command.status ?? 'queued', from: command.from },
          },
        ];
      }
      case 'ReceiveSms': {
        requireConversation(state);
        if (state.bySid.has(command.providerSid)) return [];
        const events: SmsEvent[] = [];
        if (state.status === 'archived') events.push({ type: 'ConversationReopened', data: { conversationId: command.conversationId } });
        events.push({
          type: 'SmsReceived',
          data: {
            conversationId: command.conversationId,
            messageId: command.messageId,
            providerSid: command.providerSid,
            body: command.body,
            from: command.from,
            to: command.to,
            segments: smsEncoding(command.body).segments,
          },
        });
        const intent = keywordIntent(command.body, command.optOutType);
        const keyword = command.body.trim().toUpperCase();
        const who = { conversationId: command.conversationId, phoneNumber: state.phoneNumber, contactId: state.contactId };
        if (intent === 'opt-out' && !state.optedOut) events.push({ type: 'SmsOptedOut', data: { ...who, keyword } });
        if (intent === 'opt-in' && state.optedOut) events.push({ type: 'SmsOptedIn', data: { ...who, keyword } });
        if (intent === 'help') events.push({ type: 'SmsHelpRequested', data: { conversationId: command.conversationId, phoneNumber: state.phoneNumber } });
        return events;
      }
      case 'RecordSmsStatus': {
        requireConversation(state);
        const messageId = state.bySid.get(command.providerSid);
        const message = messageId ? state.messages.get(messageId) : undefined;
        if (!messageId || !message || message.direction !== 'outbound' || !isLaterStatus(message.status, command.status)) return [];
        return [
          {
            type: 'SmsStatusRecorded',
            data: { conversationId: command.conversationId, messageId, providerSid: command.providerSid, status: command.status, errorCode: command.errorCode },
          },
        ];
      }
      case 'MarkConversationRead':
        requireConversation(state);
        return state.unread > 0 ? [{ type: 'ConversationRead', data: { conversationId: command.conversationId, unread: state.unread } }] : [];
      case 'ArchiveConversation':
        requireConversation(state);
        return state.status === 'archived' ? [] : [{ type: 'ConversationArchived', data: { conversationId: command.conversationId } }];
      case 'BlockConversation':
        requireConversation(state);
        return state.status === 'blocked' ? [] : [{ type: 'ConversationBlocked', data: { conversationId: command.conversationId } }];
      default:
        return assertNever(command);
    }
  },
};

export const conversationStream = (conversationId: string) => `sms-conversation-${conversationId}`;
export const conversationPhoneStream = (e164: string) => `conversation-phone-${e164}`;

/** Load a conversation, or run a command on one. */
export const conversationHandler = commandHandler(conversation, conversationStream);
