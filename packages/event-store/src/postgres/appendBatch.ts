import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { WrongExpectedRevisionError, type AppendResult, type StreamAppend } from '../port.ts';
import { expectationHolds } from './appendStatement.ts';
import { toPosition } from './eventRows.ts';
import { ADVISORY_LOCK_CLASS } from './schema.ts';

/**
 * A JSON document as a dollar-quoted SQL literal: no character of it needs escaping, so even a
 * batch of megabytes costs one JSON.stringify. The tag is random and checked not to occur in it.
 */
function jsonLiteral(value: unknown): string {
  const text = JSON.stringify(value);
  let tag: string;
  do tag = `$j${randomBytes(6).toString('hex')}$`;
  while (text.includes(tag));
  return `${tag}${text}${tag}::jsonb`;
}

/**
 * The advisory locks of every stream of a batch (the same keys streamLockStatement takes), one
 * statement, in ascending key order: two batches sharing streams then never wait for each other in
 * a cycle (no deadlock), and, as for a single append, all locks are held before the transaction's
 * first write, so the appender of a stream's revision n+1 gets its transaction id after the
 * appender of revision n committed. unnest of the sorted array yields the keys in array order and
 * the aggregate calls the lock function row by row in that order.
 */
function lockStatement(streams: string): string {
  return `select count(pg_advisory_xact_lock(${ADVISORY_LOCK_CLASS}, k))::int as locked
  from unnest(array(select distinct hashtext(s->>'id') from jsonb_array_elements(${streams}) as s order by 1)) as k`;
}

/**
 * One statement for the whole batch, run after the locks (so its snapshot sees every earlier
 * append of these streams): each stream's last revision (the newest row of its primary key), the
 * expected revisions checked against them, then — only when every one holds — all events in one
 * INSERT in batch order (so within a stream, and within the transaction, global_position follows
 * the revisions). Answers one row per stream in batch order: its new last revision and last
 * position, or (a conflict) null and the revision it actually has.
 */
function batchStatement(streams: string, events: string, count: number): string {
  return `with input as (
    select (s->>'i')::int as i, s->>'id' as stream_id, (s->>'n')::int8 as n, s->>'kind' as kind, (s->>'expected')::int8 as expected
    from jsonb_array_elements(${streams}) as s
  ),
  current as (
    select t.*, (select max(e.stream_revision) from es.events as e where e.stream_id = t.stream_id) as last from input as t
  ),
  granted as (
    select i, stream_id, coalesce(last, -1) as last, n from current where ${expectationHolds('last', 'kind', 'expected')}
  ),
  inserted as (
    insert into es.events (stream_id, stream_revision, event_id, type, data, metadata)
    select g.stream_id, g.last + 1 + (e.v->>'k')::int8, (e.v->>'id')::uuid, e.v->>'type', e.v->'data', e.v->'metadata'
    from jsonb_array_elements(${events}) with ordinality as e(v, ordinality)
    join granted as g on g.i = (e.v->>'s')::int
    where (select count(*) from granted) = ${count}
    order by e.ordinality
    returning stream_id, transaction_id, global_position
  ),
  positions as (
    select stream_id, transaction_id, max(global_position) as global_position from inserted group by stream_id, transaction_id
  )
  select c.i, (g.last + g.n)::text as revision, c.last::text as actual,
         p.transaction_id::text as transaction_id, p.global_position::text as global_position
  from current as c
  left join granted as g on g.i = c.i
  left join positions as p on p.stream_id = c.stream_id
  order by c.i`;
}

interface BatchRow {
  i: string;
  revision: string | null;
  transaction_id: string | null;
  global_position: string | null;
  actual: string | null;
}

/**
 * The batch append in one round trip: `opening` (the statements that begin the transaction and
 * set it up, or '' inside a READ COMMITTED transaction that has not written yet), the streams'
 * locks, then one statement that checks every expected revision set-based and inserts all events
 * (see batchStatement). The batch travels as JSON in dollar-quoted literals, so no value needs escaping.
 * Throws WrongExpectedRevisionError for the first stream (in batch order) whose expected revision
 * does not hold, having written nothing; the caller then rolls back. The batch must have
 * been validated (validateAppends) and must not be empty. Neither notifies nor commits: the
 * caller does, once.
 */
export async function appendBatch(client: pg.ClientBase, appends: readonly StreamAppend[], opening = ''): Promise<AppendResult[]> {
  const streams = jsonLiteral(
    appends.map(({ streamId, events, expectedRevision }, i) => ({
      i,
      id: streamId,
      n: events.length,
      kind: typeof expectedRevision === 'bigint' ? 'exact' : expectedRevision,
      expected: typeof expectedRevision === 'bigint' ? expectedRevision.toString() : null,
    })),
  );
  const events = jsonLiteral(
    appends.flatMap(({ events: list }, s) =>
      list.map((event, k) => ({ s, k, id: event.eventId, type: event.type, data: event.data ?? null, metadata: event.metadata })),
    ),
  );
  const text = `${opening ? `${opening}; ` : ''}${lockStatement(streams)}; ${batchStatement(streams, events, appends.length)}`;
  const answers = (await client.query(text)) as unknown as pg.QueryResult<BatchRow>[];
  const rows = answers[answers.length - 1]!.rows;
  const conflict = rows.find((row) => row.revision === null);
  if (conflict) {
    const { streamId, expectedRevision } = appends[Number(conflict.i)]!;
    throw new WrongExpectedRevisionError(streamId, expectedRevision, conflict.actual === null ? 'no_stream' : BigInt(conflict.actual));
  }
  return rows.map((row) => {
    const { streamId } = appends[Number(row.i)]!;
    if (!row.revision || !row.transaction_id || !row.global_position) throw new Error(`appendToStreams(${streamId}): the insert returned no position`);
    return { nextRevision: BigInt(row.revision), position: toPosition({ transaction_id: row.transaction_id, global_position: row.global_position }) };
  });
}
