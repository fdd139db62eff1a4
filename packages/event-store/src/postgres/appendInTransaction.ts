import { escapeLiteral } from 'pg';
import type pg from 'pg';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventToAppend,
  type ExpectedRevision,
} from '../port.ts';
import { validateAppend } from '../validateAppend.ts';
import { toPosition, type PositionRow } from './eventRows.ts';
import { ADVISORY_LOCK_CLASS, APPENDED_CHANNEL } from './schema.ts';

/**
 * Statement taking the stream's advisory lock. It runs before the transaction's first write, so the
 * transaction id (assigned at the first write) of whoever appends revision n+1 is assigned after
 * the appender of revision n committed: $all order, (transaction_id, global_position), never puts
 * a stream's revision n+1 before n. The lock is held until commit and takes no transaction id.
 * A literal instead of a parameter so that it can share one round trip with BEGIN.
 */
export function streamLockStatement(streamId: string): string {
  return `select pg_advisory_xact_lock(${ADVISORY_LOCK_CLASS}, hashtext(${escapeLiteral(streamId)}))`;
}

/** The write to es.streams that checks the expected revision; returns the new last revision. */
function streamsWrite(streamId: string, count: number, expected: ExpectedRevision): pg.QueryConfig {
  const n = String(count);
  if (expected === 'no_stream') {
    return {
      text: `insert into es.streams (stream_id, revision) values ($1, $2::int8 - 1)
             on conflict (stream_id) do nothing returning revision::text as revision`,
      values: [streamId, n],
    };
  }
  if (expected === 'any') {
    return {
      text: `insert into es.streams as s (stream_id, revision) values ($1, $2::int8 - 1)
             on conflict (stream_id) do update set revision = s.revision + $2::int8
             returning revision::text as revision`,
      values: [streamId, n],
    };
  }
  if (expected === 'stream_exists') {
    return {
      text: `update es.streams set revision = revision + $2::int8 where stream_id = $1
             returning revision::text as revision`,
      values: [streamId, n],
    };
  }
  return {
    text: `update es.streams set revision = revision + $2::int8 where stream_id = $1 and revision = $3::int8
           returning revision::text as revision`,
    values: [streamId, n, String(expected)],
  };
}

/** One INSERT for the whole batch; pg_notify is delivered when the transaction commits. */
const INSERT_EVENTS = `
  with inserted as (
    insert into es.events (stream_id, stream_revision, event_id, type, data, metadata)
    select $1, $2::int8 + e.ordinality - 1, e.event_id, e.type, e.data, e.metadata
    from unnest($3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[])
      with ordinality as e(event_id, type, data, metadata, ordinality)
    order by e.ordinality
    returning transaction_id, global_position
  )
  select inserted.transaction_id::text as transaction_id, max(inserted.global_position)::text as global_position,
         pg_notify('${APPENDED_CHANNEL}', '') as notified
  from inserted
  group by inserted.transaction_id`;

export async function currentRevision(client: pg.ClientBase, streamId: string): Promise<bigint | 'no_stream'> {
  const { rows } = await client.query<{ revision: string }>(
    'select revision::text as revision from es.streams where stream_id = $1',
    [streamId],
  );
  const row = rows[0];
  return row ? BigInt(row.revision) : 'no_stream';
}

/**
 * The append itself, for a caller holding the stream lock (see streamLockStatement) inside an open
 * transaction whose first write this is.
 */
export async function appendLocked(
  client: pg.ClientBase,
  streamId: string,
  events: readonly EventToAppend[],
  expectedRevision: ExpectedRevision,
): Promise<AppendResult> {
  const written = await client.query<{ revision: string }>(streamsWrite(streamId, events.length, expectedRevision));
  const row = written.rows[0];
  if (!row) {
    throw new WrongExpectedRevisionError(streamId, expectedRevision, await currentRevision(client, streamId));
  }
  const nextRevision = BigInt(row.revision);
  const firstRevision = nextRevision - BigInt(events.length) + 1n;
  const inserted = await client.query<PositionRow>(INSERT_EVENTS, [
    streamId,
    String(firstRevision),
    events.map((e) => e.eventId),
    events.map((e) => e.type),
    events.map((e) => JSON.stringify(e.data ?? null)),
    events.map((e) => JSON.stringify(e.metadata)),
  ]);
  const last = inserted.rows[0];
  if (!last) throw new Error(`appendToStream(${streamId}): the insert returned no position`);
  return { nextRevision, position: toPosition(last) };
}

/**
 * Appends inside a transaction the caller has begun and will commit or roll back. The append must
 * be the transaction's first write (see streamLockStatement). Throws WrongExpectedRevisionError when
 * the expected revision does not hold; the caller must then roll back. This is how a test holds an
 * append open while others commit; services use PostgresEventStore.appendToStream.
 */
export async function appendInTransaction(
  client: pg.ClientBase,
  streamId: string,
  events: readonly EventToAppend[],
  options: { expectedRevision: ExpectedRevision },
): Promise<AppendResult> {
  validateAppend(streamId, events, options.expectedRevision);
  await client.query(streamLockStatement(streamId));
  return appendLocked(client, streamId, events, options.expectedRevision);
}
