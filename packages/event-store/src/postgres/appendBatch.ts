import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { WrongExpectedRevisionError, type AppendResult, type ExpectedRevision, type StreamAppend } from '../port.ts';
import { expectationHolds } from './appendStatement.ts';
import { eventJson } from './eventJson.ts';
import { toPosition } from './eventRows.ts';
import { ADVISORY_LOCK_CLASS } from './schema.ts';

/**
 * A JSON document as a dollar-quoted SQL literal of `type`: no character of it needs escaping, so
 * even a batch of megabytes costs one JSON.stringify. The tag is random and checked not to occur in it.
 */
export function jsonLiteral(value: unknown, type: 'json' | 'jsonb'): string {
  const text = eventJson(value);
  let tag: string;
  do tag = `$j${randomBytes(6).toString('hex')}$`;
  while (text.includes(tag));
  return `${tag}${text}${tag}::${type}`;
}

/**
 * The advisory locks of the given streams (the same keys streamLockStatement takes), one
 * statement, in ascending key order: two batches sharing streams then never wait for each other in
 * a cycle (no deadlock), and, as for a single append, all locks are held before the transaction's
 * first write, so the appender of a stream's revision n+1 gets its transaction id after the
 * appender of revision n committed. unnest of the sorted array yields the keys in array order and
 * the aggregate calls the lock function row by row in that order.
 */
export function streamsLockStatement(streamIds: readonly string[]): string {
  return `select count(pg_advisory_xact_lock(${ADVISORY_LOCK_CLASS}, k))::int as locked
  from unnest(array(select distinct hashtext(s) from json_array_elements_text(${jsonLiteral(streamIds, 'json')}) as s order by 1)) as k`;
}

/**
 * One statement for the whole batch, run after the locks (so its snapshot sees every earlier
 * append of these streams): each stream's last revision (the newest row of its primary key), the
 * expected revisions checked against them, then — only when every one holds — all events in one
 * INSERT in batch order (so within a stream, and within the transaction, global_position follows
 * the revisions). Answers one row per stream in batch order: its new last revision and last
 * position, or (a conflict) null and the revision it actually has.
 *
 * A stream expected not to exist is not looked up: its events go in from revision 0, and the
 * primary key refuses them when the stream exists (revisions start at 0 and are never removed), so
 * the INSERT fails with a unique violation instead (see StreamExists). A bulk import's new
 * contacts and reservations are almost all such streams: one index lookup fewer for each.
 *
 * The events come out of their JSON through json_to_recordset, one pass with typed columns
 * (a JSON null's data kept as JSON null): taking each field out with `->` and `->>` made a
 * 1,500-event append about 1.6 × as slow. Batches of many events are written with COPY instead
 * (copyBatch).
 */
function batchStatement(streams: string, events: string, count: number): string {
  return `with input as (
    select (s->>'i')::int as i, s->>'id' as stream_id, (s->>'n')::int8 as n, s->>'kind' as kind, (s->>'expected')::int8 as expected
    from jsonb_array_elements(${streams}) as s
  ),
  current as (
    select t.*, case when t.kind = 'no_stream' then null
                     else (select max(e.stream_revision) from es.events as e where e.stream_id = t.stream_id) end as last
    from input as t
  ),
  granted as (
    select i, stream_id, coalesce(last, -1) as last, n from current where ${expectationHolds('last', 'kind', 'expected')}
  ),
  inserted as (
    insert into es.events (stream_id, stream_revision, event_id, type, data, metadata)
    select g.stream_id, g.last + 1 + e.k, e.id, e.type, coalesce(e.data, 'null'), e.metadata
    from rows from (json_to_recordset(${events}) as (s int, k int8, id uuid, type text, data json, metadata json))
      with ordinality as e(s, k, id, type, data, metadata, ordinality)
    join granted as g on g.i = e.s
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

/** A unique violation of the events' primary key: the revision was taken meanwhile. */
export function isRevisionTaken(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown } | null;
  return e?.code === '23505' && e.constraint === 'events_pkey';
}

/**
 * A batch's INSERT met a stored revision: a stream it appended to with expected revision
 * `no_stream` exists. The transaction is aborted; after rolling back, `conflictOf` tells which
 * stream's expected revision does not hold.
 */
export class StreamExists extends Error {
  constructor(override readonly cause: unknown) {
    super('a stream expected not to exist has events');
    this.name = 'StreamExists';
  }
}

/**
 * The WrongExpectedRevisionError of a batch refused with StreamExists: the first stream, in batch
 * order, whose expected revision does not hold against the revisions stored now (read outside the
 * aborted transaction; a stream found to exist still does). Undefined when every one holds.
 */
export async function conflictOf(client: pg.ClientBase, appends: readonly StreamAppend[]): Promise<WrongExpectedRevisionError | undefined> {
  const { rows } = await client.query<LastRevisionRow>(lastRevisionsStatement('unnest($1::text[])'), [appends.map((a) => a.streamId)]);
  const last = lastRevisionsOf(rows);
  for (const { streamId, expectedRevision } of appends) {
    const actual = last.get(streamId);
    if (!expectedRevisionHolds(expectedRevision, actual)) return new WrongExpectedRevisionError(streamId, expectedRevision, actual ?? 'no_stream');
  }
  return undefined;
}

/** A row of lastRevisionsStatement: a stream and its last revision, null when it has no events. */
export interface LastRevisionRow {
  stream_id: string;
  last: string | null;
}

/** The last revision of each stream of `streams`, an SQL set of their ids (`unnest($1::text[])`, …). */
export function lastRevisionsStatement(streams: string): string {
  return `select s.stream_id, (select max(e.stream_revision) from es.events as e where e.stream_id = s.stream_id)::text as last from ${streams} as s(stream_id)`;
}

/** The streams of lastRevisionsStatement's rows that exist, with their last revisions. */
export function lastRevisionsOf(rows: readonly LastRevisionRow[]): Map<string, bigint> {
  return new Map(rows.filter((r) => r.last !== null).map((r) => [r.stream_id, BigInt(r.last!)]));
}

/** Whether a stream whose last revision is `actual` (undefined: no stream) meets the expected revision. */
export function expectedRevisionHolds(expected: ExpectedRevision, actual: bigint | undefined): boolean {
  return (
    expected === 'any' ||
    (expected === 'no_stream' && actual === undefined) ||
    (expected === 'stream_exists' && actual !== undefined) ||
    (typeof expected === 'bigint' && actual === expected)
  );
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
 * does not hold, having written nothing, or StreamExists when a stream expected not to exist does
 * (the transaction is then aborted); the caller then rolls back. The batch must have
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
    'jsonb',
  );
  const events = jsonLiteral(
    appends.flatMap(({ events: list }, s) =>
      list.map((event, k) => ({ s, k, id: event.eventId, type: event.type, data: event.data ?? null, metadata: event.metadata })),
    ),
    'json',
  );
  const locks = streamsLockStatement(appends.map((a) => a.streamId));
  const text = `${opening ? `${opening}; ` : ''}${locks}; ${batchStatement(streams, events, appends.length)}`;
  let answers: pg.QueryResult<BatchRow>[];
  try {
    answers = (await client.query(text)) as unknown as pg.QueryResult<BatchRow>[];
  } catch (error) {
    throw isRevisionTaken(error) ? new StreamExists(error) : error;
  }
  const rows = answers[answers.length - 1]!.rows;
  const conflict = rows.find((row) => row.revision === null);
  if (conflict) {
    const index = Number(conflict.i);
    // The statement did not look up the streams expected not to exist: one before this one may not hold either.
    if (appends.slice(0, index).some((a) => a.expectedRevision === 'no_stream')) {
      const first = await conflictOf(client, appends.slice(0, index + 1));
      if (first) throw first;
    }
    const { streamId, expectedRevision } = appends[index]!;
    throw new WrongExpectedRevisionError(streamId, expectedRevision, conflict.actual === null ? 'no_stream' : BigInt(conflict.actual));
  }
  return rows.map((row) => {
    const { streamId } = appends[Number(row.i)]!;
    if (!row.revision || !row.transaction_id || !row.global_position) throw new Error(`appendToStreams(${streamId}): the insert returned no position`);
    return { nextRevision: BigInt(row.revision), position: toPosition({ transaction_id: row.transaction_id, global_position: row.global_position }) };
  });
}
