import { escapeLiteral } from 'pg';
import type pg from 'pg';
import type { EventToAppend, ExpectedRevision } from '../port.ts';
import { eventJson } from './eventJson.ts';
import { ADVISORY_LOCK_CLASS, APPENDED_CHANNEL } from './schema.ts';

const literalArray = (values: readonly string[], type: string) => `array[${values.map(escapeLiteral).join(',')}]::${type}[]`;

/**
 * Whether a stream whose last revision is `last` (SQL null: no stream) meets the expected revision,
 * as an SQL condition. `kind` and `expected` are SQL expressions (literals or columns).
 */
export function expectationHolds(last: string, kind: string, expected: string): string {
  return `case ${kind} when 'no_stream' then ${last} is null when 'any' then true
    when 'stream_exists' then ${last} is not null else ${last} = ${expected} end`;
}

function kindOf(expected: ExpectedRevision): { kind: string; expected: string } {
  return typeof expected === 'bigint' ? { kind: `'exact'`, expected: `${expected.toString()}::int8` } : { kind: `'${expected}'`, expected: 'null::int8' };
}

/**
 * One statement that reads the stream's last revision (the newest row of its primary key), checks
 * the expected revision against it, inserts the events numbered after it, and (with `notify`)
 * notifies listeners in the transaction when it inserted. It must run after the stream's lock is
 * taken, as a statement of its own (so that its snapshot sees every append that held the lock
 * before): with BEGIN, the lock, COMMIT and NOTIFY_AFTER_COMMIT around it, a single-stream append
 * is one round trip. Nothing is written when the expectation fails. Its answer: `revision` (null
 * when the expectation failed), `actual` (the stream's last revision, null when it has none),
 * `transaction_id` and `global_position`.
 */
export function appendStatement(streamId: string, events: readonly EventToAppend[], expected: ExpectedRevision, notify = true): string {
  const stream = escapeLiteral(streamId);
  const n = events.length;
  const k = kindOf(expected);
  return `with current as (select (select max(stream_revision) from es.events where stream_id = ${stream}) as last),
  granted as (select coalesce(last, -1) as last from current where ${expectationHolds('last', k.kind, k.expected)}),
  inserted as (
    insert into es.events (stream_id, stream_revision, event_id, type, data, metadata)
    select ${stream}, g.last + e.ordinality, e.event_id, e.type, e.data, e.metadata
    from granted as g, unnest(${literalArray(events.map((e) => e.eventId), 'uuid')}, ${literalArray(events.map((e) => e.type), 'text')},
                   ${literalArray(events.map((e) => eventJson(e.data)), 'json')},
                   ${literalArray(events.map((e) => eventJson(e.metadata)), 'json')})
      with ordinality as e(event_id, type, data, metadata, ordinality)
    order by e.ordinality
    returning transaction_id, global_position
  )
  select (select (last + ${n})::text from granted) as revision,
         (select last::text from current) as actual,
         (select transaction_id::text from inserted limit 1) as transaction_id,
         (select max(global_position)::text from inserted) as global_position${notify ? `,
         (select pg_notify('${APPENDED_CHANNEL}', '') from inserted limit 1) as notified` : ''}`;
}

/**
 * Tells listeners that events were appended, run after the append's COMMIT as a transaction of its
 * own. A NOTIFY holds a lock shared by every database of the server from its transaction's commit
 * until the commit is flushed to disk, so notifying commits wait for each other's flushes; a
 * transaction that only notifies writes nothing to flush and holds it for a moment. Listeners
 * learn of the events once they are committed either way.
 */
export const NOTIFY_AFTER_COMMIT = `select pg_notify('${APPENDED_CHANNEL}', '')`;

/**
 * The whole append as one prepared statement, run on its own (autocommit) and followed by
 * NOTIFY_AFTER_COMMIT: the stream's lock, then the same check and insert as appendStatement,
 * planned once per connection. The lock is taken
 * before the insert assigns the transaction id, as the $all order needs; but the statement's
 * snapshot is taken before the lock, so after waiting for another appender of the stream it may
 * miss that append: the revision it then takes is already stored and the primary key refuses it
 * (23505 on events_pkey). Its answer is final only when it inserted; otherwise the caller appends
 * again with appendStatement, whose snapshot follows the lock.
 */
const PREPARED_APPEND = `with current as (
    select pg_advisory_xact_lock(${ADVISORY_LOCK_CLASS}, hashtext($1)) as locked,
           (select max(stream_revision) from es.events where stream_id = $1) as last
  ),
  granted as (select coalesce(last, -1) as last from current where ${expectationHolds('last', '$6::text', '$7::int8')}),
  inserted as (
    insert into es.events (stream_id, stream_revision, event_id, type, data, metadata)
    select $1, g.last + e.ordinality, e.event_id, e.type, e.data, e.metadata
    from granted as g, unnest($2::uuid[], $3::text[], $4::json[], $5::json[]) with ordinality as e(event_id, type, data, metadata, ordinality)
    order by e.ordinality
    returning transaction_id, global_position
  )
  select (select (last + cardinality($2::uuid[]))::text from granted) as revision,
         (select last::text from current) as actual,
         (select transaction_id::text from inserted limit 1) as transaction_id,
         (select max(global_position)::text from inserted) as global_position`;

export function preparedAppend(streamId: string, events: readonly EventToAppend[], expected: ExpectedRevision): pg.QueryConfig {
  return {
    name: 'es_append',
    text: PREPARED_APPEND,
    values: [
      streamId,
      events.map((e) => e.eventId),
      events.map((e) => e.type),
      events.map((e) => eventJson(e.data)),
      events.map((e) => eventJson(e.metadata)),
      typeof expected === 'bigint' ? 'exact' : expected,
      typeof expected === 'bigint' ? expected.toString() : null,
    ],
  };
}

export interface AppendStatementRow {
  revision: string | null;
  actual: string | null;
  transaction_id: string | null;
  global_position: string | null;
}
