import type pg from 'pg';
import { EventIdConflictError, type AppendResult, type EventToAppend, type ExpectedRevision } from '../port.ts';
import { toPosition } from './eventRows.ts';

export interface StoredRow {
  event_id: string;
  stream_id: string;
  stream_revision: string;
  transaction_id: string;
  global_position: string;
}

/** Where the given event ids are stored (lower-case ids; absent ones are missing from the map). */
export async function findStoredEvents(client: pg.ClientBase, eventIds: readonly string[]): Promise<Map<string, StoredRow>> {
  const { rows } = await client.query<StoredRow>(
    `select event_id::text as event_id, stream_id, stream_revision::text as stream_revision,
            transaction_id::text as transaction_id, global_position::text as global_position
     from es.events where event_id = any($1::uuid[])`,
    [eventIds.map((id) => id.toLowerCase())],
  );
  return new Map(rows.map((row) => [row.event_id, row]));
}

/**
 * Was this append (which failed on a conflict) a retry of one that already succeeded: same event
 * ids, stored contiguously and in order in this stream, from a revision its expected revision
 * allows? Returns that append's result, or undefined when none of its ids is in `stored` (the
 * conflict stands). Throws EventIdConflictError when some ids are stored but not as that earlier
 * append, or at revisions this expected revision could not have produced.
 */
export function matchStoredAppend(
  stored: ReadonlyMap<string, StoredRow>,
  streamId: string,
  events: readonly EventToAppend[],
  expectedRevision: ExpectedRevision,
): AppendResult | undefined {
  const ids = events.map((e) => e.eventId.toLowerCase());
  const found = ids.filter((id) => stored.has(id));
  if (found.length === 0) return undefined;
  if (found.length < ids.length) {
    throw new EventIdConflictError(streamId, found, `only ${found.length} of the ${ids.length} events of this append`);
  }
  const ordered = ids.map((id) => stored.get(id)!);
  const first = BigInt(ordered[0]!.stream_revision);
  const matches = ordered.every((row, i) => row.stream_id === streamId && BigInt(row.stream_revision) === first + BigInt(i));
  if (!matches) {
    throw new EventIdConflictError(streamId, found, 'not as one earlier append to this stream in the same order');
  }
  // A retry asks for what the original append was granted.
  const granted =
    expectedRevision === 'any' ||
    (expectedRevision === 'no_stream' && first === 0n) ||
    (expectedRevision === 'stream_exists' && first > 0n) ||
    (typeof expectedRevision === 'bigint' && first === expectedRevision + 1n);
  if (!granted) {
    throw new EventIdConflictError(streamId, found, `stored from revision ${first}, which expected revision ${String(expectedRevision)} does not allow`);
  }
  const last = ordered[ordered.length - 1]!;
  return { nextRevision: BigInt(last.stream_revision), position: toPosition(last) };
}

/** matchStoredAppend for one append, looking its event ids up first. */
export async function findStoredAppend(
  client: pg.ClientBase,
  streamId: string,
  events: readonly EventToAppend[],
  expectedRevision: ExpectedRevision,
): Promise<AppendResult | undefined> {
  const stored = await findStoredEvents(client, events.map((e) => e.eventId));
  return matchStoredAppend(stored, streamId, events, expectedRevision);
}
