import type { EventToAppend, ExpectedRevision, StreamAppend } from './port.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Checks what both adapters require of an append before touching the store: at least one event,
 * UUID event ids, distinct within the batch and equal to each event's metadata.eventId, and a
 * non-negative exact revision. `operation` names the caller in the messages.
 */
export function validateAppend(
  streamId: string,
  events: readonly EventToAppend[],
  expectedRevision: ExpectedRevision,
  operation = 'appendToStream',
): void {
  if (streamId.length === 0) throw new TypeError(`${operation}: the stream id is empty`);
  if (events.length === 0) throw new RangeError(`${operation}(${streamId}): at least one event is required`);
  if (typeof expectedRevision === 'bigint' && expectedRevision < 0n) {
    throw new RangeError(`${operation}(${streamId}): expected revision ${expectedRevision} is negative`);
  }
  const seen = new Set<string>();
  for (const event of events) {
    if (!UUID.test(event.eventId)) throw new TypeError(`${operation}(${streamId}): event id ${event.eventId} is not a UUID`);
    const id = event.eventId.toLowerCase();
    if (seen.has(id)) throw new TypeError(`${operation}(${streamId}): event id ${event.eventId} appears twice in one append`);
    seen.add(id);
    const metadataId = (event.metadata as Partial<EventToAppend['metadata']> | undefined)?.eventId;
    if (typeof metadataId !== 'string' || metadataId.toLowerCase() !== id) {
      throw new TypeError(`${operation}(${streamId}): event ${event.eventId} carries metadata.eventId ${String(metadataId)}`);
    }
  }
}

/**
 * validateAppend for every stream of an appendToStreams batch, and also: each stream at most once
 * (two appends to one stream in one batch have no meaningful expected revisions) and each event id
 * at most once in the whole batch.
 */
export function validateAppends(appends: readonly StreamAppend[]): void {
  const streams = new Set<string>();
  const eventIds = new Map<string, string>();
  for (const { streamId, events, expectedRevision } of appends) {
    validateAppend(streamId, events, expectedRevision, 'appendToStreams');
    if (streams.has(streamId)) {
      throw new TypeError(`appendToStreams: stream ${streamId} appears twice in one batch (append its events together, once)`);
    }
    streams.add(streamId);
    for (const event of events) {
      const id = event.eventId.toLowerCase();
      const other = eventIds.get(id);
      if (other !== undefined) {
        throw new TypeError(`appendToStreams: event id ${event.eventId} appears twice in one batch (streams ${other} and ${streamId})`);
      }
      eventIds.set(id, streamId);
    }
  }
}
