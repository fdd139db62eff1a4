import type { Position } from '@outreach/domain';
import type pg from 'pg';
import { checkpointMovesTogether, type CheckpointMove } from './checkpointMovesTogether.ts';

type Queryable = Pick<pg.PoolClient, 'query'>;

/** Moves each checkpoint from `from` to `to` only if it still is at `from` (compare-and-set), in one statement; answers the names moved. */
async function moveAll(db: Queryable, moves: readonly CheckpointMove[]): Promise<Set<string>> {
  const { rows } = await db.query<{ name: string }>({
    name: 'runner_move_checkpoints',
    text: `update runner.checkpoints as c set position_commit = m.to_commit, position_prepare = m.to_prepare, updated_at = now()
       from unnest($1::text[], $2::int8[], $3::int8[], $4::int8[], $5::int8[]) as m(name, from_commit, from_prepare, to_commit, to_prepare)
      where c.name = m.name and c.position_commit = m.from_commit and c.position_prepare = m.from_prepare
     returning c.name`,
    values: [
      moves.map((m) => m.name),
      moves.map((m) => m.from.commit.toString()),
      moves.map((m) => m.from.prepare.toString()),
      moves.map((m) => m.to.commit.toString()),
      moves.map((m) => m.to.prepare.toString()),
    ],
  });
  return new Set(rows.map((r) => r.name));
}

/**
 * The checkpoints of reactors and the dispatcher's handlers, in `runner.checkpoints`. (Projections
 * keep theirs in `projector.checkpoints`, with the read model's version and the read-your-writes
 * notification.)
 */
export const runnerCheckpoints = {
  /** The checkpoint of `name`, created at the start of the log the first time. */
  async load(db: Queryable, name: string): Promise<Position> {
    await db.query(`insert into runner.checkpoints (name) values ($1) on conflict (name) do nothing`, [name]);
    const { rows } = await db.query<{ c: string; p: string }>(
      `select position_commit::text as c, position_prepare::text as p from runner.checkpoints where name = $1`,
      [name],
    );
    return { commit: BigInt(rows[0]!.c), prepare: BigInt(rows[0]!.p) };
  },

  /** Move `name` from `from` to `to` only if it still is at `from` (compare-and-set); false when someone else moved it. */
  async advance(db: Queryable, name: string, from: Position, to: Position): Promise<boolean> {
    return (await moveAll(db, [{ name, from, to }])).has(name);
  },

  /**
   * `advance` past events the subscriber has nothing to do for, on its own (no transaction of the
   * caller's): made together with the other subscribers' such moves of the same moment.
   */
  advanceIdle: checkpointMovesTogether(moveAll),
};
