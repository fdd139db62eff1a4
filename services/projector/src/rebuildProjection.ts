import { START, type Position } from '@outreach/domain';
import type { EventStore } from '@outreach/event-store';
import type pg from 'pg';
import { applyBatch } from './applyBatch.ts';
import { advanceCheckpoint, ensureCheckpoint, readCheckpoint } from './checkpoints.ts';
import { READ_SCHEMA, quoteIdent, type Projection } from './projection.ts';

const SUFFIX = '__rebuild';

export interface RebuildResult {
  events: number;
  position: Position;
}

async function catchUp(
  client: pg.PoolClient,
  store: EventStore,
  projection: Projection,
  from: Position,
  batchSize: number,
  inOwnTransactions: boolean,
): Promise<RebuildResult> {
  let position = from;
  let count = 0;
  for (;;) {
    const events = await store.readAll(position, batchSize);
    if (events.length === 0) return { events: count, position };
    if (inOwnTransactions) await client.query('begin');
    try {
      await applyBatch(client, projection, events, SUFFIX);
      if (inOwnTransactions) await client.query('commit');
    } catch (error) {
      if (inOwnTransactions) await client.query('rollback');
      throw error;
    }
    count += events.length;
    position = events[events.length - 1]!.position;
  }
}

/**
 * Rebuild a read model with no downtime: fresh copies of its tables are filled from the first
 * event while the live runner keeps serving the old ones; then, holding the old tables and the
 * checkpoint, the copies catch up to the newest event and replace the old tables in one commit.
 * The live runner's next checkpoint CAS fails, so it reloads and continues from the new position.
 */
export async function rebuildProjection(
  pool: pg.Pool,
  store: EventStore,
  projection: Projection,
  batchSize = 2000,
): Promise<RebuildResult> {
  const client = await pool.connect();
  try {
    await ensureCheckpoint(client, projection.name, projection.version);
    for (const t of projection.tables) {
      const live = `${READ_SCHEMA}.${quoteIdent(t)}`;
      const copy = `${READ_SCHEMA}.${quoteIdent(t + SUFFIX)}`;
      await client.query(`drop table if exists ${copy}`);
      await client.query(`create table ${copy} (like ${live} including all)`);
      const { rows } = await client.query<{ comment: string | null }>(
        `select obj_description($1::regclass, 'pg_class') as comment`,
        [`${READ_SCHEMA}.${quoteIdent(t)}`],
      );
      if (rows[0]?.comment) await client.query(`comment on table ${copy} is ${client.escapeLiteral(rows[0].comment)}`);
    }
    const first = await catchUp(client, store, projection, START, batchSize, true);

    await client.query('begin');
    try {
      for (const t of projection.tables) {
        await client.query(`lock table ${READ_SCHEMA}.${quoteIdent(t)} in access exclusive mode`);
      }
      const current = await readCheckpoint(client, projection.name, true);
      const tail = await catchUp(client, store, projection, first.position, batchSize, false);
      for (const t of projection.tables) {
        await client.query(`drop table ${READ_SCHEMA}.${quoteIdent(t)}`);
        await client.query(`alter table ${READ_SCHEMA}.${quoteIdent(t + SUFFIX)} rename to ${quoteIdent(t)}`);
      }
      const moved = await advanceCheckpoint(client, projection.name, current!.position, tail.position, projection.version);
      if (!moved) throw new Error(`checkpoint of ${projection.name} moved during the switch`);
      await client.query('commit');
      return { events: first.events + tail.events, position: tail.position };
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
  } finally {
    client.release();
  }
}
