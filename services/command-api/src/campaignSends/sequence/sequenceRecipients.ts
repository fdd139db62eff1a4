import {
  fold,
  metadataFor,
  sequenceRecipient,
  sequenceRecipientStream,
  type AudienceRecipient,
  type CommandContext,
  type EventMetadata,
  type SequenceRecipientCommand,
  type SequenceRecipientEvent,
  type SequenceRecipientState,
} from '@outreach/domain';
import type { EventStore, StreamAppend } from '@outreach/event-store';

/** One recipient of a sequence as its stream says, with the events decided in this turn and not yet appended. */
export interface SequenceRecipientRecord {
  recipient: AudienceRecipient;
  /** Its place in the fixed audience (which mailbox it gets its e-mails from). */
  index: number;
  state: SequenceRecipientState;
  revision: bigint | undefined;
  decided: { eventId: string; type: string; data: unknown; metadata: EventMetadata }[];
  /** E-mails to queue with those events (their streams appended where they do not exist yet). */
  emails: StreamAppend[];
}

/** The recipients' streams, read in one call: each folded to where it stands. */
export async function readSequenceRecipients(store: Pick<EventStore, 'readStreams'>, campaignId: string, recipients: readonly { recipient: AudienceRecipient; index: number }[]): Promise<SequenceRecipientRecord[]> {
  const streams = await store.readStreams(recipients.map((r) => sequenceRecipientStream(campaignId, r.recipient.contactId)));
  return recipients.map(({ recipient, index }) => {
    const events = streams.get(sequenceRecipientStream(campaignId, recipient.contactId)) ?? [];
    return {
      recipient,
      index,
      state: fold(sequenceRecipient, events.map((e) => ({ type: e.type, data: e.data }) as SequenceRecipientEvent)),
      revision: events.at(-1)?.revision,
      decided: [],
      emails: [],
    };
  });
}

/** Decide a command for a recipient: its state moves on at once, the events wait for `appendDecided` (each with the id `eventIdOf` gives it). */
export function decideFor(record: SequenceRecipientRecord, command: SequenceRecipientCommand, context: CommandContext, eventIdOf: (event: SequenceRecipientEvent) => string): SequenceRecipientEvent[] {
  const events = sequenceRecipient.decide(command, record.state, context);
  for (const event of events) {
    record.state = sequenceRecipient.evolve(record.state, event);
    const eventId = eventIdOf(event);
    record.decided.push({ eventId, type: event.type, data: event.data, metadata: metadataFor(context, eventId) });
  }
  return events;
}

/**
 * Append what was decided for these recipients in one multi-stream append: each recipient's
 * events at the revision it was read at, with the e-mails they queued (streams that must not
 * exist yet), so a step's e-mail and its record are written together or not at all.
 */
export async function appendDecided(store: Pick<EventStore, 'appendToStreams'>, campaignId: string, records: readonly SequenceRecipientRecord[]): Promise<void> {
  const appends: StreamAppend[] = [];
  for (const record of records) {
    if (record.decided.length === 0) continue;
    appends.push({
      streamId: sequenceRecipientStream(campaignId, record.recipient.contactId),
      events: record.decided as StreamAppend['events'],
      expectedRevision: record.revision ?? 'no_stream',
    });
    appends.push(...record.emails);
  }
  if (appends.length > 0) await store.appendToStreams(appends);
  for (const record of records) {
    if (record.decided.length === 0) continue;
    record.revision = (record.revision ?? -1n) + BigInt(record.decided.length);
    record.decided = [];
    record.emails = [];
  }
}
