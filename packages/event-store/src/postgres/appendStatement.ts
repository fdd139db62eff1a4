import { escapeLiteral } from 'pg';
import type { EventToAppend, ExpectedRevision } from '../port.ts';
import { APPENDED_CHANNEL } from './schema.ts';

const literalArray = (values: readonly string[], type: string) => `array[${values.map(escapeLiteral).join(',')}]::${type}[]`;

/** The es.streams write that checks the expected revision, as SQL text; it returns the new last revision (no row: the expectation failed). */
function streamsWriteSql(stream: string, n: number, expected: ExpectedRevision): string {
  switch (expected) {
    case 'no_stream':
      return `insert into es.streams (stream_id, revision) values (${stream}, ${n - 1}) on conflict (stream_id) do nothing returning revision`;
    case 'any':
      return `insert into es.streams as s (stream_id, revision) values (${stream}, ${n - 1})
              on conflict (stream_id) do update set revision = s.revision + ${n} returning revision`;
    case 'stream_exists':
      return `update es.streams set revision = revision + ${n} where stream_id = ${stream} returning revision`;
    default:
      return `update es.streams set revision = revision + ${n} where stream_id = ${stream} and revision = ${BigInt(expected).toString()} returning revision`;
  }
}

/**
 * One statement that checks the expected revision, moves the stream's revision and inserts the
 * events (numbered from it), and notifies listeners when it inserted: with BEGIN, the stream lock
 * and COMMIT around it, a single-stream append is one round trip. The events are inserted only
 * when the streams write returned a row, so a failed expectation writes nothing. Its answer:
 * `revision` (null when the expectation failed), `transaction_id` and `global_position`.
 */
export function appendStatement(streamId: string, events: readonly EventToAppend[], expected: ExpectedRevision): string {
  const stream = escapeLiteral(streamId);
  const n = events.length;
  return `with s as (${streamsWriteSql(stream, n, expected)}),
  inserted as (
    insert into es.events (stream_id, stream_revision, event_id, type, data, metadata)
    select ${stream}, s.revision - ${n} + e.ordinality, e.event_id, e.type, e.data, e.metadata
    from s, unnest(${literalArray(events.map((e) => e.eventId), 'uuid')}, ${literalArray(events.map((e) => e.type), 'text')},
                   ${literalArray(events.map((e) => JSON.stringify(e.data ?? null)), 'jsonb')},
                   ${literalArray(events.map((e) => JSON.stringify(e.metadata)), 'jsonb')})
      with ordinality as e(event_id, type, data, metadata, ordinality)
    order by e.ordinality
    returning transaction_id, global_position
  )
  select (select revision::text from s) as revision,
         (select transaction_id::text from inserted limit 1) as transaction_id,
         (select max(global_position)::text from inserted) as global_position,
         (select pg_notify('${APPENDED_CHANNEL}', '') from inserted limit 1) as notified`;
}
