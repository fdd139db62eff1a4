import type pg from 'pg';
import { EventIdConflictError, type AppendResult, type EventToAppend, type ExpectedRevision } from '../port.ts';
import { toPosition } from './eventRows.ts';

interface StoredRow {
  event_id: string;
  stream_id: string;
  stream_revision: string;
  transaction_id: string;
  global_position: string;
}

/**
 * After an append failed on a conflict: was it a retry of an append that already succeeded (same
 * event ids, stored contiguously and in order in this stream)? Returns that append's result, or
 * undefined when none of the ids is stored (the conflict stands). Throws EventIdConflictError
 * when some ids are stored but not as that earlier append, or at revisions this expected revision
 * could not have produced.
 */
export async function findStoredAppend(
  client: pg.ClientBase,
  streamId: string,
  events: readonly EventToAppend[],
  expectedRevision: ExpectedRevision,
): Promise<AppendResult | undefined> {
  const ids = events.map((e) => e.eventId.toLowerCase());
  const { rows } = await client.query<StoredRow>(
    `select event_id::text as event_id, stream_id, stream_revision::text as stream_revision,
            transaction_id::text as transaction_id, global_position::text as global_position
     from es.events where event_id = any($1::uuid[])`,
    [ids],
  );
  if (rows.length === 0) return undefined;
  const byId = new Map(rows.map((row) => [row.event_id, row]));
  const stored = ids.filter((id) => byId.has(id));
  if (stored.length < ids.length) {
    throw new EventIdConflictError(streamId, stored, `only ${stored.length} of the ${ids.length} events of this append`);
  }
  const ordered = ids.map((id) => byId.get(id)!);
  const first = BigInt(ordered[0]!.stream_revision);
  const matches = ordered.every((row, i) => row.stream_id === streamId && BigInt(row.stream_revision) === first + BigInt(i));
  if (!matches) {
    throw new EventIdConflictError(streamId, stored, 'not as one earlier append to this stream in the same order');
  }
  // A retry asks for what the original append was granted.
  const granted =
    expectedRevision === 'any' ||
    (expectedRevision === 'no_stream' && first === 0n) ||
    (expectedRevision === 'stream_exists' && first > 0n) ||
    (typeof expectedRevision === 'bigint' && first === expectedRevision + 1n);
  if (!granted) {
    throw new EventIdConflictError(streamId, stored, `stored from revision ${first}, which expected revision ${String(expectedRevision)} does not allow`);
  }
  const last = ordered[ordered.length - 1]!;
  return { nextRevision: BigInt(last.stream_revision), position: toPosition(last) };
}
