import type pg from 'pg';

/** The schema holding the event store's tables. */
export const EVENT_STORE_SCHEMA = 'es';
/** Channel notified (on commit) by every append. */
export const APPENDED_CHANNEL = 'es_appended';
/**
 * Class id of our two-key advisory locks (`pg_advisory_xact_lock(int4, int4)`), a key space apart
 * from the one-key (bigint) locks other packages take. Object id: hashtext(stream id) for appends,
 * MIGRATION_LOCK for migrate.
 */
export const ADVISORY_LOCK_CLASS = 0x65730001;
const MIGRATION_LOCK = -1;

const DDL = `
create schema if not exists es;

-- A stream's last revision is the newest row of its primary key; a table of revisions beside the
-- events (written by every append) is no longer kept.
drop table if exists es.streams;

create table if not exists es.events (
  global_position bigserial not null,
  transaction_id xid8 not null default pg_current_xact_id(),
  stream_id text not null,
  stream_revision bigint not null check (stream_revision >= 0),
  event_id uuid not null,
  type text not null,
  data json not null,
  metadata json not null,
  recorded_at timestamptz not null default now(),
  constraint events_pkey primary key (stream_id, stream_revision),
  constraint events_event_id_key unique (event_id)
);

-- Data and metadata are kept as the JSON text the appender wrote (json, checked to be JSON), not
-- parsed into jsonb: every reader parses them in Node, so jsonb cost a parse on every append and a
-- conversion back to text on every read, a quarter of a bulk append's time.
do $$
begin
  if (select atttypid = 'jsonb'::regtype from pg_attribute where attrelid = 'es.events'::regclass and attname = 'data') then
    alter table es.events alter column data type json using data::json, alter column metadata type json using metadata::json;
  end if;
end
$$;

create index if not exists events_transaction_id_global_position_idx
  on es.events (transaction_id, global_position);

comment on schema es is 'Event store: append-only streams of events (owned by @outreach/event-store).';
comment on table es.events is 'Every stored event. $all order is (transaction_id, global_position).';
comment on column es.events.global_position is 'Sequence value taken at insert; orders events within one transaction.';
comment on column es.events.transaction_id is 'Id of the appending transaction; readAll only returns events of transactions older than every running one.';
comment on column es.events.stream_revision is '0-based position of the event in its stream; a stream''s last revision is its highest.';
comment on column es.events.event_id is 'Caller-chosen id; a retried append with the same ids is stored once.';
comment on column es.events.metadata is 'EventMetadata: eventId, actor, occurredAt, correlationId, causationId, requestId.';
comment on column es.events.recorded_at is 'Start time of the appending transaction.';
`;

/**
 * Creates the event store schema when missing. Idempotent and safe to run from several processes
 * at once: the statements run in one transaction under an advisory lock.
 */
export async function migrate(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1, $2)', [ADVISORY_LOCK_CLASS, MIGRATION_LOCK]);
    await client.query(DDL);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch((rollbackError: unknown) => {
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
