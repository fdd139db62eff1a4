import { outboundEmailStream, type CampaignSendCounts, type OutboundEmailEvent, type Position, type ReadableStore, type RecordedEvent } from '@outreach/domain';
import type { EventStore } from '@outreach/event-store';

/** Where one e-mail of a send ended. */
export type SendOutcome = { kind: 'sent' } | { kind: 'skipped'; reason: string } | { kind: 'failed' } | { kind: 'unknown' };

/** Streams read per call. */
const READ_CHUNK = 1_000;

/** The final outcome an e-mail's events record, if it has one yet: sent, skipped, failed for good or bounced, unknown. */
export function outcomeOf(events: readonly RecordedEvent[]): SendOutcome | undefined {
  for (const recorded of events) {
    // The event as it was read: its data (a queued e-mail's whole body) is parsed only where the outcome needs it.
    const event = recorded as unknown as OutboundEmailEvent;
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

/** Events that come before an e-mail's final outcome: a stream whose newest event is one of these has none yet. */
const BEFORE_OUTCOME = new Set(['EmailQueued', 'EmailSendStarted', 'EmailDeferred', 'EmailFailed']);

/**
 * The outcomes of a send's e-mails, read from their streams: `known` holds the ones already read
 * (a final outcome never changes) and gains the new ones. Each open e-mail's newest event tells
 * (its final outcome, or a step before it); only a stream with something after its outcome (a
 * reply) is read whole. Answers how many have none yet.
 */
export async function readSendOutcomes(store: Pick<EventStore, 'readStreams' | 'readLastEvents'> & ReadableStore, messageIds: readonly string[], known: Map<string, SendOutcome>): Promise<number> {
  const open = messageIds.filter((id) => !known.has(id));
  let pending = 0;
  for (let start = 0; start < open.length; start += READ_CHUNK) {
    const ids = open.slice(start, start + READ_CHUNK);
    const newest = await store.readLastEvents(ids.map(outboundEmailStream));
    const whole: string[] = [];
    for (const id of ids) {
      const last = newest.get(outboundEmailStream(id));
      const outcome = last && outcomeOf([last]);
      if (outcome) known.set(id, outcome);
      else if (last && !BEFORE_OUTCOME.has(last.type)) whole.push(id);
      else pending++;
    }
    if (whole.length === 0) continue;
    const streams = await store.readStreams(whole.map(outboundEmailStream));
    for (const id of whole) {
      const outcome = outcomeOf(streams.get(outboundEmailStream(id)) ?? []);
      if (outcome) known.set(id, outcome);
      else pending++;
    }
  }
  return pending;
}

/** Events read per readAll while following a send's outcomes. */
const FOLLOW_PAGE = 1_000;

/**
 * The outcomes of a one-time send's e-mails, followed in $all from the send's start (`from`): a
 * campaign is sent once, so each of its e-mails, and every outcome of one, is appended after its
 * start commits and comes after it. Each look reads only the events it has not read yet, mostly
 * from the event store's memory of the newest events, where looking at every open e-mail's newest
 * event again read up to 10,000 e-mails (each queued one's whole body) on every look. `known`
 * gains the outcomes found; a look answers how many have none yet.
 */
export class SendOutcomeFollower {
  readonly #messageOf: Map<string, string>;
  #position: Position;

  constructor(
    private readonly messageIds: readonly string[],
    private readonly known: Map<string, SendOutcome>,
    from: Position,
  ) {
    this.#messageOf = new Map(messageIds.map((id) => [outboundEmailStream(id), id]));
    this.#position = from;
  }

  async look(store: Pick<EventStore, 'readAll'>): Promise<number> {
    for (;;) {
      const events = await store.readAll(this.#position, FOLLOW_PAGE);
      for (const event of events) {
        const messageId = this.#messageOf.get(event.streamId);
        if (messageId === undefined || this.known.has(messageId)) continue;
        const outcome = outcomeOf([event]);
        if (outcome) this.known.set(messageId, outcome);
      }
      if (events.length > 0) this.#position = events[events.length - 1]!.position;
      if (events.length < FOLLOW_PAGE) break;
    }
    return this.messageIds.filter((id) => !this.known.has(id)).length;
  }
}

/**
 * How long an A/B test's send waits before it looks for its outcomes again with readSendOutcomes:
 * a second, or longer while many e-mails are still on their way (each look reads every open
 * e-mail's newest event). A one-time send follows them (SendOutcomeFollower) and looks every second.
 */
export function outcomeCheckInterval(pending: number): number {
  return Math.min(10_000, Math.max(1_000, pending / 2));
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
