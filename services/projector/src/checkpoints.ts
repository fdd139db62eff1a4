import { formatPosition, type Position } from '@outreach/domain';
import { checkpointMovesTogether, type CheckpointMove as Move } from '@outreach/runner';
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

interface CheckpointMove extends Move {
  /** The projection's version to record with it (a rebuild switching over). */
  version?: number;
}

/**
 * Move each checkpoint from `from` to `to` only if it still is at `from` (compare-and-set), and
 * tell waiting readers, in one statement. Answers the names moved; one left out was moved by
 * another writer, and its caller rolls back.
 *
 * The transaction that moves them commits without waiting for its WAL to reach the disk
 * (synchronous_commit off for that transaction only): a read model is rebuilt from the events,
 * which are stored durably, so a batch whose commit a crash of the database server loses — rows
 * and checkpoint together, never one without the other — is applied again from the checkpoint
 * before it. Projections then neither wait for a disk flush per batch nor hold the notification
 * queue's lock (taken by every committing NOTIFY until its commit ends) while one runs, which
 * would make the event store's appends queue behind them.
 */
async function moveCheckpoints(db: Queryable, moves: readonly CheckpointMove[]): Promise<Set<string>> {
  const { rows } = await db.query<{ name: string }>({
    name: 'projector_move_checkpoints',
    text: `with input as (
       select * from unnest($1::text[], $2::int8[], $3::int8[], $4::int8[], $5::int8[], $6::int4[], $7::text[])
         as i(name, from_commit, from_prepare, to_commit, to_prepare, version, note)),
     moved as (
       update projector.checkpoints as c
          set position_commit = i.to_commit, position_prepare = i.to_prepare, updated_at = now(), version = coalesce(i.version, c.version)
         from input as i
        where c.name = i.name and c.position_commit = i.from_commit and c.position_prepare = i.from_prepare
       returning c.name, i.note)
     select name, pg_notify($8, note), set_config('synchronous_commit', 'off', true) from moved`,
    values: [
      moves.map((m) => m.name),
      moves.map((m) => m.from.commit.toString()),
      moves.map((m) => m.from.prepare.toString()),
      moves.map((m) => m.to.commit.toString()),
      moves.map((m) => m.to.prepare.toString()),
      moves.map((m) => m.version ?? null),
      moves.map((m) => `${m.name} ${formatPosition(m.to)}`),
      CHECKPOINT_CHANNEL,
    ],
  });
  return new Set(rows.map((r) => r.name));
}

/** One checkpoint's compare-and-set move (see moveCheckpoints); false when another writer moved it. */
export async function advanceCheckpoint(db: Queryable, name: string, from: Position, to: Position, version?: number): Promise<boolean> {
  return (await moveCheckpoints(db, [{ name, from, to, ...(version === undefined ? {} : { version }) }])).has(name);
}

const moveIdle = checkpointMovesTogether(moveCheckpoints);

/**
 * advanceCheckpoint for a batch a projection folds nothing of, on its own (no transaction of the
 * caller's): made in one statement with the other projections' such moves of the same moment
 * (`checkpointMovesTogether`).
 */
export function advanceIdleCheckpoint(pool: pg.Pool, name: string, from: Position, to: Position): Promise<boolean> {
  return moveIdle(pool, { name, from, to });
}
