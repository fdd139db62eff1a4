import type { Position } from '@outreach/domain';
import type pg from 'pg';

type Queryable = Pick<pg.PoolClient, 'query'>;

/**
 * Checkpoints kept in a table of `(name, position_commit, position_prepare, updated_at)`: the
 * runner's own (`runner.checkpoints`) or a service's (`dispatcher.checkpoints`). `table` is a
 * trusted identifier from code, never input.
 */
export class CheckpointTable {
  constructor(readonly table: string) {}

  /** The checkpoint of `name`, created at the start of the log the first time. */
  async load(db: Queryable, name: string): Promise<Position> {
    await db.query(`insert into ${this.table} (name) values ($1) on conflict (name) do nothing`, [name]);
    const { rows } = await db.query<{ c: string; p: string }>(
      `select position_commit::text as c, position_prepare::text as p from ${this.table} where name = $1`,
      [name],
    );
    return { commit: BigInt(rows[0]!.c), prepare: BigInt(rows[0]!.p) };
  }

  /** Move `name` from `from` to `to` only if it still is at `from` (compare-and-set); false when someone else moved it. */
  async advance(db: Queryable, name: string, from: Position, to: Position): Promise<boolean> {
    const result = await db.query(
      `update ${this.table} set position_commit = $4, position_prepare = $5, updated_at = now()
        where name = $1 and position_commit = $2 and position_prepare = $3`,
      [name, from.commit.toString(), from.prepare.toString(), to.commit.toString(), to.prepare.toString()],
    );
    return result.rowCount === 1;
  }
}

export const runnerCheckpoints = new CheckpointTable('runner.checkpoints');
