import {
  campaignHandler,
  DomainError,
  outboundEmail,
  outboundEmailStream,
  sequenceEventId,
  sequenceMessageId,
  fold,
  metadataFor,
  sendUnderway,
  type CampaignFields,
  type CampaignState,
  type CommandContext,
  type OutboundEmailEvent,
  type SequenceStopReason,
  teamZone as teamZoneOf,
} from '@outreach/domain';
import { WrongExpectedRevisionError } from '@outreach/event-store';
import { pause, type WorkOutcome } from '@outreach/runner';
import type { Runtime } from '@outreach/server-kit';
import type { CampaignEmailTexts } from '../campaignEmailTexts.ts';
import { readSendOutcomes, sendCounts, type SendOutcome } from '../campaignSendOutcomes.ts';
import { fixSendAudience } from '../fixSendAudience.ts';
import { readFixedAudience, type FixedAudience } from '../fixedAudience.ts';
import { readRecipientDetails } from '../recipientDetails.ts';
import { appendDecided, decideFor, readSequenceRecipients, type SequenceRecipientRecord } from './sequenceRecipients.ts';
import { readStopSignals, stepOutcomeOf } from './sequenceSignals.ts';
import { sequenceStepEmail, sequenceStepTexts } from './sequenceStepEmail.ts';

/** Recipients handled per batch of reads and one append. */
const CHUNK = 1_000;
/** How often a turn looks again while e-mails it queued are on their way (real time: the engine answers within moments), at first. */
const IN_FLIGHT_CHECK_MS = 1_000;
/** The longest a turn waits between looks while nothing moves (e-mails held by a daily limit, say). */
const IN_FLIGHT_CHECK_MAX_MS = 15_000;
/** How long one turn follows e-mails on their way before it gives its slot to other work. */
const TURN_MS = 60_000;
/** How often (on the runtime's clock) the recipients still in the sequence are checked for replies, unsubscribes, bounces and complaints. */
export const SEQUENCE_STOP_CHECK_MS = 60_000;
/** How often a paused send, or one that cannot fix its audience yet, looks again. */
const RETRY_MS = 60_000;

const DAY_MS = 86_400_000;

interface Pass {
  /** Recipients whose step is queued and not sent yet. */
  inFlight: number;
  /** Recipients still in the sequence (a step queued or one waiting for its day). */
  active: number;
  /** The earliest moment a waiting step comes due. */
  nextDue: number;
  /** Events recorded in this pass. */
  recorded: number;
}

interface Turn {
  runtime: Runtime;
  campaignId: string;
  fields: CampaignFields;
  audience: FixedAudience;
  texts: CampaignEmailTexts[];
  teamZone: string;
  context: () => CommandContext;
}

/** When a recipient's next step is due: its delay after the send started (step 1), else after the previous step was sent. */
function dueOf(turn: Turn, record: SequenceRecipientRecord): number | undefined {
  const { state } = record;
  if (state.status === 'none') return Date.parse(turn.audience.startedAt) + turn.fields.sequence![0]!.delayDays * DAY_MS;
  if (state.status !== 'active' || state.queuedStep !== 0 || !state.nextStepDueAt) return undefined;
  return Date.parse(state.nextStepDueAt);
}

/** Stop a recipient, and skip its step that is queued and not handed to the provider yet (a reply's stop is not a suppression the engine knows of). */
async function stop(turn: Turn, record: SequenceRecipientRecord, reason: SequenceStopReason, context: CommandContext): Promise<void> {
  const { contactId } = record.recipient;
  const queued = record.state.queuedStep ? record.state.messageIds[record.state.queuedStep - 1] : undefined;
  decideFor(record, { type: 'StopSequenceRecipient', campaignId: turn.campaignId, contactId, reason }, context, () => sequenceEventId(`${turn.campaignId}/${contactId}`, 'stopped'));
  if (!queued) return;
  const stream = outboundEmailStream(queued);
  const events = [];
  let revision: bigint | undefined;
  for await (const event of turn.runtime.eventStore.readStream(stream)) {
    events.push({ type: event.type, data: event.data } as OutboundEmailEvent);
    revision = event.revision;
  }
  const state = fold(outboundEmail, events);
  if (state.status !== 'queued' && state.status !== 'deferred') return;
  const skipped = outboundEmail.decide({ type: 'SkipEmail', messageId: queued, reason: `The sequence stopped for this recipient (${reason})` }, state, context);
  record.emails.push({
    streamId: stream,
    events: skipped.map((event) => {
      const eventId = sequenceEventId(queued, 'skipped');
      return { eventId, type: event.type, data: event.data, metadata: metadataFor(context, eventId) };
    }),
    expectedRevision: revision!,
  });
}

/** One pass over a chunk of recipients: outcomes of queued steps, stop signals, then the steps that came due. */
async function passChunk(turn: Turn, records: SequenceRecipientRecord[], pass: Pass): Promise<void> {
  const { runtime, campaignId, fields } = turn;
  const steps = fields.sequence!;
  const context = turn.context();
  const now = Date.parse(context.now);
  const store = runtime.eventStore;

  // 1. What became of the steps on their way.
  const queued = records.filter((r) => r.state.status === 'active' && r.state.queuedStep !== 0);
  const emails = await store.readStreams(queued.map((r) => outboundEmailStream(r.state.messageIds[r.state.queuedStep - 1]!)));
  for (const record of queued) {
    const step = record.state.queuedStep;
    const outcome = stepOutcomeOf(emails.get(outboundEmailStream(record.state.messageIds[step - 1]!)) ?? []);
    if (!outcome) continue;
    const { contactId } = record.recipient;
    const messageId = record.state.messageIds[step - 1]!;
    if (outcome.kind === 'sent') {
      const next = steps[step];
      decideFor(record, { type: 'RecordSequenceStepSent', campaignId, contactId, step, sentAt: outcome.sentAt, nextDelayDays: next ? next.delayDays : null }, context, () => sequenceEventId(messageId, 'sent'));
    } else if (outcome.kind === 'missed') {
      decideFor(record, { type: 'RecordSequenceStepMissed', campaignId, contactId, step, outcome: outcome.outcome, reason: outcome.reason }, context, () => sequenceEventId(messageId, 'missed'));
    } else {
      await stop(turn, record, outcome.reason, context);
    }
  }

  // 2. Replies, unsubscribes, bounces and complaints stop the recipients still in the sequence.
  const active = records.filter((r) => r.state.status === 'active');
  const stops = await readStopSignals(store, runtime.pg, active, turn.audience.startedAt);
  for (const record of active) {
    const reason = stops.get(record.recipient.contactId);
    if (reason) await stop(turn, record, reason, context);
  }

  // 3. The steps that came due are queued, each with its e-mail.
  const due = records.filter((r) => {
    const at = dueOf(turn, r);
    if (at === undefined) return false;
    if (at <= now) return true;
    pass.nextDue = Math.min(pass.nextDue, at);
    return false;
  });
  const details = due.length > 0 ? await readRecipientDetails(runtime.pg, due.map((r) => r.recipient.contactId)) : new Map();
  for (const record of due) {
    const step = steps[record.state.lastSentStep]!;
    const { contactId } = record.recipient;
    const email = await sequenceStepEmail({ ...turn, step, record, details: details.get(contactId), context });
    decideFor(record, { type: 'QueueSequenceStep', campaignId, contactId, step: step.step, messageId: email.messageId, notBefore: email.notBefore }, context, () =>
      sequenceEventId(sequenceMessageId(campaignId, contactId, step.step), 'queued'),
    );
    record.emails.push(email.append);
  }
  pass.recorded += records.reduce((n, r) => n + r.decided.length, 0);
  try {
    await appendDecided(store, campaignId, records);
  } catch (error) {
    // The engine claimed an e-mail being skipped at the same moment: the next pass reads again and decides anew.
    if (!(error instanceof WrongExpectedRevisionError)) throw error;
    pass.active++;
    pass.inFlight++;
    return;
  }
  for (const record of records) {
    if (record.state.status === 'active') pass.active++;
    if (record.state.status === 'active' && record.state.queuedStep !== 0) pass.inFlight++;
  }
}

/** Every recipient once: read, decided, appended chunk by chunk. */
async function passAll(turn: Turn, signal: AbortSignal): Promise<Pass> {
  const pass: Pass = { inFlight: 0, active: 0, nextDue: Infinity, recorded: 0 };
  const all = turn.audience.recipients.map((recipient, index) => ({ recipient, index }));
  for (let start = 0; start < all.length && !signal.aborted; start += CHUNK) {
    const records = await readSequenceRecipients(turn.runtime.eventStore, turn.campaignId, all.slice(start, start + CHUNK));
    await passChunk(turn, records, pass);
  }
  return pass;
}

/**
 * One turn of a sequence campaign's send. Its audience is fixed as for a one-time send; then every
 * recipient moves through the steps on its own clock: step 1 is due its delay after the send
 * started, each later step its delay after the recipient's previous step was sent, and each is
 * queued in the step's send window in the recipient's time zone. A reply to any of the
 * recipient's e-mails, an unsubscribe, a hard bounce or a complaint stops that recipient: no later
 * step is queued, and a step queued and not yet sent is skipped. Every decision is an event under
 * an id derived from the campaign, the contact and the step, written with its e-mail in one
 * append, so a process that goes on after a crash queues nothing twice. The send completes once
 * every recipient has finished or stopped, its counts those of the recipients' first e-mails.
 */
export async function sequenceSendTurn(runtime: Runtime, campaignId: string, initial: CampaignState, context: () => CommandContext, signal: AbortSignal): Promise<WorkOutcome> {
  const later = (ms: number, reason: string) => ({ until: new Date(runtime.clock.now().getTime() + ms), reason });
  let state = initial;
  const fields = state.fields!;
  if (!state.send!.startedAt) {
    try {
      ({ state } = await fixSendAudience(runtime, campaignId, fields, context()));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      runtime.logger.warn({ campaignId, err: error }, 'the audience of a sequence send could not be fixed yet');
      return later(RETRY_MS, error.message);
    }
    // No one was left in its audience: a draft again.
    if (!sendUnderway(state)) return 'done';
  }
  const audience = await readFixedAudience(runtime.eventStore, campaignId);
  if (!audience) return later(RETRY_MS, 'The audience is not fixed yet');
  const teamZone = fields.sendWindow || fields.sequence!.some((s) => s.sendWindow) ? await teamZoneOf(runtime.eventStore) : '';
  const turn: Turn = { runtime, campaignId, fields, audience, texts: await sequenceStepTexts(runtime.eventStore, fields), teamZone, context };

  const turnEnds = Date.now() + TURN_MS;
  let pass: Pass;
  let wait = IN_FLIGHT_CHECK_MS;
  for (;;) {
    state = await campaignHandler.load(runtime.eventStore, campaignId);
    if (!sendUnderway(state)) return 'done';
    if (state.status === 'paused') return later(RETRY_MS, 'The campaign is paused');
    pass = await passAll(turn, signal);
    if (signal.aborted) return 'stopped';
    if (pass.inFlight === 0 || Date.now() >= turnEnds) break;
    // Look again soon while outcomes come in, less often while nothing moves.
    wait = pass.recorded > 0 ? IN_FLIGHT_CHECK_MS : Math.min(wait * 2, IN_FLIGHT_CHECK_MAX_MS);
    await pause(wait, signal);
    if (signal.aborted) return 'stopped';
  }
  if (pass.active > 0) {
    const now = runtime.clock.now().getTime();
    if (pass.inFlight > 0) return later(IN_FLIGHT_CHECK_MS, `${pass.inFlight} sequence e-mails on their way`);
    const wake = Math.min(pass.nextDue - now, SEQUENCE_STOP_CHECK_MS);
    return later(Math.max(wake, 0), `${pass.active} recipients in the sequence`);
  }
  // Every recipient finished or stopped: complete once every first e-mail has its outcome.
  const firstIds = audience.recipients.map((r) => sequenceMessageId(campaignId, r.contactId, 1));
  const outcomes = new Map<string, SendOutcome>();
  const pending = await readSendOutcomes(runtime.eventStore, firstIds, outcomes);
  if (pending > 0) return later(IN_FLIGHT_CHECK_MS, `${pending} e-mails on their way`);
  try {
    await campaignHandler.run(runtime.eventStore, campaignId, { type: 'CompleteCampaignSend', campaignId, counts: sendCounts(outcomes.values(), firstIds.length) }, context());
  } catch (error) {
    const now = await campaignHandler.load(runtime.eventStore, campaignId);
    if (now.status !== 'sent') throw error;
  }
  return 'done';
}
