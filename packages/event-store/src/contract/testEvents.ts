import { randomUUID } from 'node:crypto';
import { START, type Position, type RecordedEvent } from '@outreach/domain';
import type { EventStore, EventToAppend } from '../port.ts';

/** A stream name no other test (or earlier run against a shared server) has used. */
export function uniqueStream(category: string): string {
  return `${category}-${randomUUID()}`;
}

/** `count` events with fresh ids and complete metadata; `data.n` numbers them from `from`. */
export function makeEvents(count: number, type = 'ThingHappened', from = 0): EventToAppend[] {
  return Array.from({ length: count }, (_, i) => {
    const eventId = randomUUID();
    return {
      eventId,
      type,
      data: { n: from + i, text: `event ${from + i}`, nested: { quote: 'it\'s "quoted" \\ back', list: [1, 2, 3] } },
      metadata: {
        eventId,
        actor: { kind: 'system', process: 'event-store-contract' },
        occurredAt: new Date().toISOString(),
        correlationId: randomUUID(),
        causationId: randomUUID(),
        requestId: randomUUID(),
      },
    };
  });
}

export async function collectStream(events: AsyncIterable<RecordedEvent>): Promise<RecordedEvent[]> {
  const out: RecordedEvent[] = [];
  for await (const event of events) out.push(event);
  return out;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Where "after everything stored so far" is. */
export async function currentHead(store: EventStore): Promise<Position | 'start'> {
  return (await store.headPosition()) ?? 'start';
}

/**
 * Pages through readAll from `after` until `count` events of `streams` (when given) arrived, or
 * fails after `timeoutMs`. readAll may lag a commit briefly (PostgreSQL: while any older
 * transaction of the server is still running), so a test waits for what it expects.
 */
export async function readAllUntil(
  store: EventStore,
  after: Position | 'start',
  count: number,
  options: { streams?: ReadonlySet<string>; pageSize?: number; timeoutMs?: number } = {},
): Promise<RecordedEvent[]> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  const found: RecordedEvent[] = [];
  let cursor = after;
  for (;;) {
    const page = await store.readAll(cursor, options.pageSize ?? 500);
    for (const event of page) {
      if (!options.streams || options.streams.has(event.streamId)) found.push(event);
    }
    const last = page[page.length - 1];
    if (last) cursor = last.position;
    if (found.length >= count && page.length === 0) return found;
    if (page.length === 0) {
      if (Date.now() > deadline) throw new Error(`readAll returned ${found.length} of ${count} events within the time allowed`);
      await sleep(20);
    }
  }
}

export function positionOrStart(position: Position | 'start'): Position {
  return position === 'start' ? START : position;
}
