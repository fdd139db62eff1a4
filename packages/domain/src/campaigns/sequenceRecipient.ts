import { nameBasedId } from '../kit/nameBasedId.ts';
import { assertNever, type Decider } from '../kit/decider.ts';
import { illegalState, invalid } from '../kit/errors.ts';
import type { DomainEvent } from '../kit/events.ts';
import type { CommandContext } from '../kit/metadata.ts';

/** Why a recipient's sequence stopped before its last step. */
export const SEQUENCE_STOP_REASONS = ['replied', 'unsubscribed', 'bounced', 'complained'] as const;
export type SequenceStopReason = (typeof SEQUENCE_STOP_REASONS)[number];

/** What became of a step's e-mail that was not sent: the engine's outcome and its reason. */
export type SequenceStepMiss = 'skipped' | 'failed' | 'unknown';

const DAY_MS = 86_400_000;

export type QueueSequenceStep = { type: 'QueueSequenceStep'; campaignId: string; contactId: string; step: number; messageId: string; notBefore: string };
export type RecordSequenceStepSent = { type: 'RecordSequenceStepSent'; campaignId: string; contactId: string; step: number; sentAt: string; nextDelayDays: number | null };
export type RecordSequenceStepMissed = { type: 'RecordSequenceStepMissed'; campaignId: string; contactId: string; step: number; outcome: SequenceStepMiss; reason: string };
export type StopSequenceRecipient = { type: 'StopSequenceRecipient'; campaignId: string; contactId: string; reason: SequenceStopReason };

export type SequenceRecipientCommand = QueueSequenceStep | RecordSequenceStepSent | RecordSequenceStepMissed | StopSequenceRecipient;

/** A step's e-mail handed to the sending engine for one recipient. */
export type SequenceStepQueued = DomainEvent<'SequenceStepQueued', { campaignId: string; contactId: string; step: number; messageId: string; notBefore: string; queuedAt: string }>;
/** A step's e-mail went out; the next step is due `nextStepDueAt` (null: it was the last step, the recipient has finished). */
export type SequenceStepSent = DomainEvent<'SequenceStepSent', { campaignId: string; contactId: string; step: number; messageId: string; sentAt: string; nextStepDueAt: string | null }>;
/** A step's e-mail did not go out (skipped, failed, unknown): the recipient's sequence ends there. */
export type SequenceStepMissed = DomainEvent<'SequenceStepMissed', { campaignId: string; contactId: string; step: number; messageId: string; outcome: SequenceStepMiss; reason: string }>;
/**
 * The recipient replied, unsubscribed, bounced or complained: no later step goes to them.
 * `atStep` is the first step they will not get; `lastSentStep` the last one they did get (0: none).
 */
export type SequenceRecipientStopped = DomainEvent<
  'SequenceRecipientStopped',
  { campaignId: string; contactId: string; reason: SequenceStopReason; atStep: number; lastSentStep: number; stoppedAt: string }
>;

export type SequenceRecipientEvent = SequenceStepQueued | SequenceStepSent | SequenceStepMissed | SequenceRecipientStopped;

export const SEQUENCE_RECIPIENT_EVENT_TYPES: readonly SequenceRecipientEvent['type'][] = ['SequenceStepQueued', 'SequenceStepSent', 'SequenceStepMissed', 'SequenceRecipientStopped'];

export interface SequenceRecipientState {
  /** none: not started; active: a step queued or the next one waiting for its day; finished: the last step sent or a step missed; stopped. */
  status: 'none' | 'active' | 'finished' | 'stopped';
  /** The step queued and not yet sent (0: none). */
  queuedStep: number;
  /** The last step sent (0: none). */
  lastSentStep: number;
  /** Message ids of the steps queued so far, in order. */
  messageIds: string[];
  /** When the next step is due (after the last one sent), null when none waits. */
  nextStepDueAt: string | null;
  stopReason: SequenceStopReason | null;
}

export const initialSequenceRecipientState: SequenceRecipientState = { status: 'none', queuedStep: 0, lastSentStep: 0, messageIds: [], nextStepDueAt: null, stopReason: null };

const whole = (n: number) => Number.isInteger(n) && n >= 0;

function queueStep(command: QueueSequenceStep, state: SequenceRecipientState, context: CommandContext): SequenceRecipientEvent[] {
  if (state.messageIds[command.step - 1] !== undefined) return [];
  if (state.status === 'stopped') throw illegalState(`Cannot queue step ${command.step}: the recipient's sequence stopped (${state.stopReason})`);
  if (state.status === 'finished') throw illegalState(`Cannot queue step ${command.step}: the recipient's sequence has finished`);
  if (!Number.isInteger(command.step) || command.step < 1) throw invalid('A step is a whole number from 1');
  if (state.queuedStep !== 0) throw illegalState(`Cannot queue step ${command.step}: step ${state.queuedStep} has not been sent yet`);
  if (command.step !== state.lastSentStep + 1) throw illegalState(`Cannot queue step ${command.step}: the next step is ${state.lastSentStep + 1}`);
  if (state.nextStepDueAt && Date.parse(context.now) < Date.parse(state.nextStepDueAt)) throw illegalState(`Cannot queue step ${command.step} before ${state.nextStepDueAt}`);
  if (Number.isNaN(Date.parse(command.notBefore))) throw invalid('notBefore must be an ISO date-time');
  const { campaignId, contactId, step, messageId, notBefore } = command;
  return [{ type: 'SequenceStepQueued', data: { campaignId, contactId, step, messageId, notBefore, queuedAt: context.now } }];
}

function requireQueued(state: SequenceRecipientState, step: number, what: string): string {
  const messageId = state.messageIds[step - 1];
  if (messageId === undefined || state.queuedStep !== step) throw illegalState(`Cannot record step ${step} ${what}: it is not waiting to be sent`);
  return messageId;
}

/**
 * One recipient's way through a sequence campaign, stream `sequence-recipient-{campaignId}-{contactId}`:
 * step by step, each queued once (its e-mail id derived from the campaign, the contact and the
 * step), the next one due its delay after the previous was sent, until the last step is sent, a
 * step's e-mail does not go out, or a reply, an unsubscribe, a hard bounce or a complaint stops it.
 */
export const sequenceRecipient: Decider<SequenceRecipientCommand, SequenceRecipientEvent, SequenceRecipientState> = {
  initialState: initialSequenceRecipientState,
  evolve(state, event) {
    switch (event.type) {
      case 'SequenceStepQueued':
        return { ...state, status: 'active', queuedStep: event.data.step, messageIds: [...state.messageIds, event.data.messageId], nextStepDueAt: null };
      case 'SequenceStepSent':
        return { ...state, status: event.data.nextStepDueAt ? 'active' : 'finished', queuedStep: 0, lastSentStep: event.data.step, nextStepDueAt: event.data.nextStepDueAt };
      case 'SequenceStepMissed':
        return { ...state, status: 'finished', queuedStep: 0, nextStepDueAt: null };
      case 'SequenceRecipientStopped':
        return { ...state, status: 'stopped', nextStepDueAt: null, stopReason: event.data.reason };
      default:
        return assertNever(event);
    }
  },
  decide(command, state, context) {
    switch (command.type) {
      case 'QueueSequenceStep':
        return queueStep(command, state, context);
      case 'RecordSequenceStepSent': {
        if (state.lastSentStep >= command.step) return [];
        const messageId = requireQueued(state, command.step, 'sent');
        if (Number.isNaN(Date.parse(command.sentAt))) throw invalid('sentAt must be an ISO date-time');
        if (command.nextDelayDays !== null && !whole(command.nextDelayDays)) throw invalid('A delay is a whole number of days, 0 or more');
        const nextStepDueAt = command.nextDelayDays === null ? null : new Date(Date.parse(command.sentAt) + command.nextDelayDays * DAY_MS).toISOString();
        const { campaignId, contactId, step, sentAt } = command;
        return [{ type: 'SequenceStepSent', data: { campaignId, contactId, step, messageId, sentAt, nextStepDueAt } }];
      }
      case 'RecordSequenceStepMissed': {
        if (state.status === 'finished' || state.lastSentStep >= command.step) return [];
        const messageId = requireQueued(state, command.step, 'missed');
        const { campaignId, contactId, step, outcome, reason } = command;
        return [{ type: 'SequenceStepMissed', data: { campaignId, contactId, step, messageId, outcome, reason } }];
      }
      case 'StopSequenceRecipient': {
        if (state.status === 'stopped' || state.status === 'finished') return [];
        if (state.status === 'none') throw illegalState("Cannot stop a recipient's sequence before its first step");
        const atStep = state.queuedStep || state.lastSentStep + 1;
        const { campaignId, contactId, reason } = command;
        return [{ type: 'SequenceRecipientStopped', data: { campaignId, contactId, reason, atStep, lastSentStep: state.lastSentStep, stoppedAt: context.now } }];
      }
      default:
        return assertNever(command);
    }
  },
};

export const sequenceRecipientStream = (campaignId: string, contactId: string) => `sequence-recipient-${campaignId}-${contactId}`;

/** Namespace of the name-based (UUIDv5) ids of sequence e-mails and their events. */
const SEQUENCE_NAMESPACE = '8b4e2d7c-1f6a-4c3b-a9e5-5d2c7f1e0a64';

/** The e-mail id of one step for one contact: the same whoever computes it, so a step is queued once. */
export function sequenceMessageId(campaignId: string, contactId: string, step: number): string {
  return nameBasedId(`${campaignId}/${contactId}/step-${step}`, SEQUENCE_NAMESPACE);
}

/** The id of an event a sequence records about one of its e-mails (queued, sent, missed), so a repeated append is recognised. */
export function sequenceEventId(messageId: string, what: string): string {
  return nameBasedId(`${messageId}/${what}`, SEQUENCE_NAMESPACE);
}
