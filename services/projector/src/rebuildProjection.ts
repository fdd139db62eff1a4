import { START, type Position } from '@outreach/domain';
import type { EventStore } from '@outreach/event-store';
import type pg from 'pg';
import { applyBatch, BEGIN_PROJECTION_BATCH } from './applyBatch.ts';
import { advanceCheckpoint, ensureCheckpoint, readCheckpoint } from './checkpoints.ts';
import { READ_SCHEMA, quoteIdent, type Projection } from './projection.ts';

const SUFFIX = '__rebuild';

export interface RebuildResult {
  events: number;
  position: Position;
}

const live = (t: string) => `${READ_SCHEMA}.${quoteIdent(t)}`;
const copy = (t: string) => `${READ_SCHEMA}.${quoteIdent(t + SUFFIX)}`;

/** Fresh, empty copies of the projections' tables (columns, defaults, indexes, comments, storage parameters such as a fillfactor). */
async function createCopies(client: pg.PoolClient, projections: readonly Projection[]): Promise<void> {
  for (const t of projections.flatMap((p) => p.tables)) {
    await client.query(`drop table if exists ${copy(t)}`);
    await client.query(`create table ${copy(t)} (like ${live(t)} including all)`);
    const { rows } = await client.query<{ comment: string | null; options: string[] | null }>(
      `select obj_description(c.oid, 'pg_class') as comment, c.reloptions as options from pg_class as c where c.oid = $1::regclass`,
      [live(t)],
    );
    if (rows[0]?.comment) await client.query(`comment on table ${copy(t)} is ${client.escapeLiteral(rows[0].comment)}`);
    const options = (rows[0]?.options ?? []).map((o) => {
      const at = o.indexOf('=');
      return `${quoteIdent(o.slice(0, at))} = ${client.escapeLiteral(o.slice(at + 1))}`;
    });
    if (options.length > 0) await client.query(`alter table ${copy(t)} set (${options.join(', ')})`);
  }
}

/** Apply every event after `from` to the copies, reading each batch once for all projections. */
async function catchUp(
  client: pg.PoolClient,
  store: EventStore,
  projections: readonly Projection[],
  from: Position,
  batchSize: number,
  inOwnTransactions: boolean,
): Promise<RebuildResult> {
  let position = from;
  let count = 0;
  for (;;) {
    const events = await store.readAll(position, batchSize);
    if (events.length === 0) return { events: count, position };
    if (inOwnTransactions) await client.query(BEGIN_PROJECTION_BATCH);
    try {
      for (const projection of projections) await applyBatch(client, projection, events, (ids) => store.readStreams(ids), SUFFIX);
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
 * Rebuild read models with no downtime: fresh copies of their tables are filled from the first
 * event — each batch read once for all of them — while the live runners keep serving the old
 * ones; then, holding the old tables and the checkpoints, the copies catch up to the newest event
 * and replace the old tables in one commit. Each live runner's next checkpoint CAS fails, so it
 * reloads and continues from the new position.
 */
export async function rebuildProjections(
  pool: pg.Pool,
  store: EventStore,
  projections: readonly Projection[],
  batchSize = 2000,
): Promise<RebuildResult> {
  const ordered = [...projections].sort((a, b) => a.name.localeCompare(b.name));
  const client = await pool.connect();
  try {
    for (const p of ordered) await ensureCheckpoint(client, p.name, p.version);
    await createCopies(client, ordered);
    const first = await catchUp(client, store, ordered, START, batchSize, true);

    await client.query(BEGIN_PROJECTION_BATCH);
    try {
      // Tables first, then checkpoints, always in the same order: no deadlock with live runners.
      for (const t of ordered.flatMap((p) => p.tables).sort()) await client.query(`lock table ${live(t)} in access exclusive mode`);
      const current = new Map<string, Position>();
      for (const p of ordered) current.set(p.name, (await readCheckpoint(client, p.name, true))!.position);
      const tail = await catchUp(client, store, ordered, first.position, batchSize, false);
      for (const t of ordered.flatMap((p) => p.tables)) {
        await client.query(`drop table ${live(t)}`);
        await client.query(`alter table ${copy(t)} rename to ${quoteIdent(t)}`);
      }
      for (const p of ordered) {
        const moved = await advanceCheckpoint(client, p.name, current.get(p.name)!, tail.position, p.version);
        if (!moved) throw new Error(`checkpoint of ${p.name} moved during the switch`);
      }
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

/** Rebuild one read model (see rebuildProjections). */
export function rebuildProjection(pool: pg.Pool, store: EventStore, projection: Projection, batchSize = 2000): Promise<RebuildResult> {
  return rebuildProjections(pool, store, [projection], batchSize);
}
