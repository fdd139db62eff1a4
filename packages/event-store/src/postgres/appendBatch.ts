import type pg from 'pg';
import { WrongExpectedRevisionError, type AppendResult, type ExpectedRevision, type StreamAppend } from '../port.ts';
import { toPosition, type PositionRow } from './eventRows.ts';
import { ADVISORY_LOCK_CLASS } from './schema.ts';

/**
 * The advisory locks of every stream of a batch (the same keys streamLockStatement takes), one
 * statement, in ascending key order: two batches sharing streams then never wait for each other in
 * a cycle (no deadlock), and, as for a single append, all locks are held before the transaction's
 * first write, so the appender of a stream's revision n+1 gets its transaction id after the
 * appender of revision n committed. unnest of the sorted array yields the keys in array order and
 * the aggregate calls the lock function row by row in that order.
 */
const LOCK_STREAMS = `
  select count(pg_advisory_xact_lock(${ADVISORY_LOCK_CLASS}, k))::int as locked
  from unnest(array(select distinct hashtext(id) from unnest($1::text[]) as id order by 1)) as k`;

/** One set-based write to es.streams per expected-revision kind; each returns the rows it wrote. */
const STREAMS_NO_STREAM = `
  insert into es.streams (stream_id, revision)
  select t.stream_id, t.count - 1 from unnest($1::text[], $2::int8[]) as t(stream_id, count)
  on conflict (stream_id) do nothing
  returning stream_id, revision::text as revision`;

const STREAMS_ANY = `
  insert into es.streams as s (stream_id, revision)
  select t.stream_id, t.count - 1 from unnest($1::text[], $2::int8[]) as t(stream_id, count)
  on conflict (stream_id) do update set revision = s.revision + excluded.revision + 1
  returning s.stream_id, s.revision::text as revision`;

const STREAMS_STREAM_EXISTS = `
  update es.streams as s set revision = s.revision + t.count
  from unnest($1::text[], $2::int8[]) as t(stream_id, count)
  where s.stream_id = t.stream_id
  returning s.stream_id, s.revision::text as revision`;

const STREAMS_EXACT = `
  update es.streams as s set revision = s.revision + t.count
  from unnest($1::text[], $2::int8[], $3::int8[]) as t(stream_id, count, expected)
  where s.stream_id = t.stream_id and s.revision = t.expected
  returning s.stream_id, s.revision::text as revision`;

/**
 * Every event of the batch in one INSERT, in batch order (so within a stream, and within the
 * transaction, global_position follows the revisions); answers each stream's last position.
 */
const INSERT_BATCH_EVENTS = `
  with inserted as (
    insert into es.events (stream_id, stream_revision, event_id, type, data, metadata)
    select e.stream_id, e.stream_revision, e.event_id, e.type, e.data, e.metadata
    from unnest($1::text[], $2::int8[], $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[])
      with ordinality as e(stream_id, stream_revision, event_id, type, data, metadata, ordinality)
    order by e.ordinality
    returning stream_id, transaction_id, global_position
  )
  select inserted.stream_id, inserted.transaction_id::text as transaction_id,
         max(inserted.global_position)::text as global_position
  from inserted
  group by inserted.stream_id, inserted.transaction_id`;

type Kind = 'no_stream' | 'any' | 'stream_exists' | 'exact';

function kindOf(expected: ExpectedRevision): Kind {
  return typeof expected === 'bigint' ? 'exact' : expected;
}

/** The es.streams write of one kind for the given batch indexes; returns the new last revision by stream. */
async function writeStreams(
  client: pg.ClientBase,
  kind: Kind,
  appends: readonly StreamAppend[],
  indexes: readonly number[],
): Promise<Map<string, bigint>> {
  const streamIds = indexes.map((i) => appends[i]!.streamId);
  const counts = indexes.map((i) => String(appends[i]!.events.length));
  const text =
    kind === 'no_stream' ? STREAMS_NO_STREAM : kind === 'any' ? STREAMS_ANY : kind === 'stream_exists' ? STREAMS_STREAM_EXISTS : STREAMS_EXACT;
  const values: unknown[] = [streamIds, counts];
  if (kind === 'exact') values.push(indexes.map((i) => String(appends[i]!.expectedRevision)));
  const { rows } = await client.query<{ stream_id: string; revision: string }>(text, values);
  return new Map(rows.map((row) => [row.stream_id, BigInt(row.revision)]));
}

/**
 * The batch append for a caller inside an open transaction that has not written yet: takes the
 * streams' locks, checks and writes every expected revision set-based, then inserts all events
 * with one statement. Throws WrongExpectedRevisionError for the first stream (in batch order)
 * whose expected revision does not hold; the caller must then roll back. The batch must have been
 * validated (validateAppends) and must not be empty. Does not notify: the caller does, once.
 */
export async function appendBatchLocked(client: pg.ClientBase, appends: readonly StreamAppend[]): Promise<AppendResult[]> {
  await client.query(LOCK_STREAMS, [appends.map((a) => a.streamId)]);

  const byKind = new Map<Kind, number[]>();
  appends.forEach((append, i) => {
    const kind = kindOf(append.expectedRevision);
    const list = byKind.get(kind) ?? [];
    list.push(i);
    byKind.set(kind, list);
  });
  const lastRevision = new Map<string, bigint>();
  let firstConflict: number | undefined;
  for (const [kind, indexes] of byKind) {
    const written = await writeStreams(client, kind, appends, indexes);
    for (const i of indexes) {
      const revision = written.get(appends[i]!.streamId);
      if (revision === undefined) {
        if (firstConflict === undefined || i < firstConflict) firstConflict = i;
      } else {
        lastRevision.set(appends[i]!.streamId, revision);
      }
    }
  }
  if (firstConflict !== undefined) {
    const { streamId, expectedRevision } = appends[firstConflict]!;
    // The failed write left this stream's row as it was: this is the revision that did not match.
    const { rows } = await client.query<{ revision: string }>(
      'select revision::text as revision from es.streams where stream_id = $1',
      [streamId],
    );
    throw new WrongExpectedRevisionError(streamId, expectedRevision, rows[0] ? BigInt(rows[0].revision) : 'no_stream');
  }

  const streamIds: string[] = [];
  const revisions: string[] = [];
  const eventIds: string[] = [];
  const types: string[] = [];
  const data: string[] = [];
  const metadata: string[] = [];
  for (const { streamId, events } of appends) {
    const first = lastRevision.get(streamId)! - BigInt(events.length) + 1n;
    events.forEach((event, i) => {
      streamIds.push(streamId);
      revisions.push(String(first + BigInt(i)));
      eventIds.push(event.eventId);
      types.push(event.type);
      data.push(JSON.stringify(event.data ?? null));
      metadata.push(JSON.stringify(event.metadata));
    });
  }
  const inserted = await client.query<PositionRow & { stream_id: string }>(INSERT_BATCH_EVENTS, [
    streamIds,
    revisions,
    eventIds,
    types,
    data,
    metadata,
  ]);
  const positions = new Map(inserted.rows.map((row) => [row.stream_id, toPosition(row)]));
  return appends.map(({ streamId }) => {
    const position = positions.get(streamId);
    if (!position) throw new Error(`appendToStreams(${streamId}): the insert returned no position`);
    return { nextRevision: lastRevision.get(streamId)!, position };
  });
}
