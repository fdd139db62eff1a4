import type pg from 'pg';
import { BULK_GATHER_MS, type Projection } from './projection.ts';

export const EVENT_LOG_COMMENT = 'Every event ever recorded, one row each: the read model of the projector tests that check each event is applied exactly once.';

/**
 * read.event_log for the projector's tests: the table of `eventLog`, created here since no
 * migration has it (a test database only). Its comment lets a test check a rebuild keeps it.
 */
export async function createEventLogTable(pool: pg.Pool): Promise<void> {
  await pool.query(
    `create table if not exists read.event_log (
       event_id uuid primary key,
       position_commit bigint not null,
       position_prepare bigint not null,
       stream_id text not null,
       event_type text not null
     )`,
  );
  await pool.query(`comment on table read.event_log is '${EVENT_LOG_COMMENT.replaceAll("'", "''")}'`);
}

/**
 * Every event, one row each, with a plain insert (no ON CONFLICT): an event applied twice would
 * fail the batch on the primary key, and one skipped would be missing from the count. Gathered
 * like the bulk read models (BULK_GATHER_MS), so the tests read through the gathering path too.
 */
export const eventLog: Projection = {
  name: 'eventLog',
  version: 1,
  gatherMs: BULK_GATHER_MS,
  tables: ['event_log'],
  handles: 'all',
  async apply({ tx, table }, events) {
    if (events.length === 0) return;
    await tx.query(
      `insert into ${table('event_log')} (event_id, position_commit, position_prepare, stream_id, event_type)
       select * from unnest($1::uuid[], $2::bigint[], $3::bigint[], $4::text[], $5::text[])`,
      [
        events.map((e) => e.eventId),
        events.map((e) => e.position.commit.toString()),
        events.map((e) => e.position.prepare.toString()),
        events.map((e) => e.streamId),
        events.map((e) => e.type),
      ],
    );
  },
};
