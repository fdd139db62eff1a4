import { outboundEmailStream, type CampaignSendCounts, type OutboundEmailEvent, type ReadableStore, type RecordedEvent } from '@outreach/domain';
import type { EventStore } from '@outreach/event-store';

/** Where one e-mail of a send ended. */
export type SendOutcome = { kind: 'sent' } | { kind: 'skipped'; reason: string } | { kind: 'failed' } | { kind: 'unknown' };

/** Streams read per call. */
const READ_CHUNK = 1_000;

/** The final outcome an e-mail's events record, if it has one yet: sent, skipped, failed for good or bounced, unknown. */
export function outcomeOf(events: readonly RecordedEvent[]): SendOutcome | undefined {
  for (const recorded of events) {
    const event = { type: recorded.type, data: recorded.data } as OutboundEmailEvent;
    switch (event.type) {
      case 'EmailSent':
        return { kind: 'sent' };
      case 'EmailSkipped':
        return { kind: 'skipped', reason: event.data.reason };
      case 'EmailBounced':
        return { kind: 'failed' };
      case 'EmailFailed':
        if (event.data.permanent) return { kind: 'failed' };
        break;
      case 'EmailOutcomeUnknown':
        return { kind: 'unknown' };
      default:
        break;
    }
  }
  return undefined;
}

/**
 * The outcomes of a send's e-mails, read from their streams: `known` holds the ones already read
 * (a final outcome never changes) and gains the new ones. Answers how many have none yet.
 */
export async function readSendOutcomes(store: Pick<EventStore, 'readStreams'> & ReadableStore, messageIds: readonly string[], known: Map<string, SendOutcome>): Promise<number> {
  const open = messageIds.filter((id) => !known.has(id));
  let pending = 0;
  for (let start = 0; start < open.length; start += READ_CHUNK) {
    const ids = open.slice(start, start + READ_CHUNK);
    const streams = await store.readStreams(ids.map(outboundEmailStream));
    for (const id of ids) {
      const outcome = outcomeOf(streams.get(outboundEmailStream(id)) ?? []);
      if (outcome) known.set(id, outcome);
      else pending++;
    }
  }
  return pending;
}

/** A completed send's counts: selected = sent + skipped (by reason) + failed + unknown. */
export function sendCounts(outcomes: Iterable<SendOutcome>, selected: number): CampaignSendCounts {
  const counts: CampaignSendCounts = { selected, sent: 0, skipped: {}, failed: 0, unknown: 0 };
  for (const outcome of outcomes) {
    if (outcome.kind === 'skipped') counts.skipped[outcome.reason] = (counts.skipped[outcome.reason] ?? 0) + 1;
    else counts[outcome.kind]++;
  }
  return counts;
}
