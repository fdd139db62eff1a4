import { formatPosition, type Position } from '@outreach/domain';
import type pg from 'pg';

export interface Checkpoint {
  version: number;
  position: Position;
}

type Queryable = Pick<pg.PoolClient, 'query'>;

export const CHECKPOINT_CHANNEL = 'projector_checkpoint';

export async function ensureCheckpoint(db: Queryable, name: string, version: number): Promise<Checkpoint> {
  await db.query(
    `insert into projector.checkpoints (name, version) values ($1, $2) on conflict (name) do nothing`,
    [name, version],
  );
  return (await readCheckpoint(db, name))!;
}

export async function readCheckpoint(db: Queryable, name: string, forUpdate = false): Promise<Checkpoint | undefined> {
  const { rows } = await db.query<{ version: number; commit: string; prepare: string }>(
    `select version, position_commit::text as commit, position_prepare::text as prepare
       from projector.checkpoints where name = $1 ${forUpdate ? 'for update' : ''}`,
    [name],
  );
  const row = rows[0];
  if (!row) return undefined;
  return { version: row.version, position: { commit: BigInt(row.commit), prepare: BigInt(row.prepare) } };
}

/**
 * Move the checkpoint from `from` to `to` only if it still is at `from` (compare-and-set), and
 * tell waiting readers, in one statement. Returns false when another writer moved it: the caller
 * rolls back.
 *
 * The transaction that moves it commits without waiting for its WAL to reach the disk
 * (synchronous_commit off for that transaction only): a read model is rebuilt from the events,
 * which are stored durably, so a batch whose commit a crash of the database server loses — rows
 * and checkpoint together, never one without the other — is applied again from the checkpoint
 * before it. Projections then neither wait for a disk flush per batch nor hold the notification
 * queue's lock (taken by every committing NOTIFY until its commit ends) while one runs, which
 * would make the event store's appends queue behind them.
 */
export async function advanceCheckpoint(db: Queryable, name: string, from: Position, to: Position, version?: number): Promise<boolean> {
  const result = await db.query(
    `with moved as (
       update projector.checkpoints
          set position_commit = $4, position_prepare = $5, updated_at = now(), version = coalesce($6, version)
        where name = $1 and position_commit = $2 and position_prepare = $3
       returning name)
     select pg_notify($7, $8), set_config('synchronous_commit', 'off', true) from moved`,
    [name, from.commit.toString(), from.prepare.toString(), to.commit.toString(), to.prepare.toString(), version ?? null, CHECKPOINT_CHANNEL, `${name} ${formatPosition(to)}`],
  );
  return result.rowCount === 1;
}
