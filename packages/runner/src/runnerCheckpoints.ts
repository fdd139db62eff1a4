import type { Position } from '@outreach/domain';
import type pg from 'pg';

type Queryable = Pick<pg.PoolClient, 'query'>;

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
    const result = await db.query(
      `update runner.checkpoints set position_commit = $4, position_prepare = $5, updated_at = now()
        where name = $1 and position_commit = $2 and position_prepare = $3`,
      [name, from.commit.toString(), from.prepare.toString(), to.commit.toString(), to.prepare.toString()],
    );
    return result.rowCount === 1;
  },
};
