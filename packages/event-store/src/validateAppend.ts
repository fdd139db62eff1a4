import type { EventToAppend, ExpectedRevision } from './port.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Checks what both adapters require of an append before touching the store: at least one event,
 * UUID event ids, distinct within the batch and equal to each event's metadata.eventId, and a
 * non-negative exact revision.
 */
export function validateAppend(streamId: string, events: readonly EventToAppend[], expectedRevision: ExpectedRevision): void {
  if (streamId.length === 0) throw new TypeError('appendToStream: the stream id is empty');
  if (events.length === 0) throw new RangeError(`appendToStream(${streamId}): at least one event is required`);
  if (typeof expectedRevision === 'bigint' && expectedRevision < 0n) {
    throw new RangeError(`appendToStream(${streamId}): expected revision ${expectedRevision} is negative`);
  }
  const seen = new Set<string>();
  for (const event of events) {
    if (!UUID.test(event.eventId)) throw new TypeError(`appendToStream(${streamId}): event id ${event.eventId} is not a UUID`);
    const id = event.eventId.toLowerCase();
    if (seen.has(id)) throw new TypeError(`appendToStream(${streamId}): event id ${event.eventId} appears twice in one append`);
    seen.add(id);
    const metadataId = (event.metadata as Partial<EventToAppend['metadata']> | undefined)?.eventId;
    if (typeof metadataId !== 'string' || metadataId.toLowerCase() !== id) {
      throw new TypeError(`appendToStream(${streamId}): event ${event.eventId} carries metadata.eventId ${String(metadataId)}`);
    }
  }
}
