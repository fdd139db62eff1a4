import { createTestPool, type TestPool } from '@outreach/testing';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkStatistics } from './bulkStatistics.ts';

let database: TestPool;
let pool: pg.Pool;

beforeAll(async () => {
  database = await createTestPool('bulk_statistics', { max: 6 });
  pool = database.pool;
  await pool.query(`create table bulk_rows (id int primary key); analyze bulk_rows`);
});
afterAll(async () => {
  await database.drop();
});

const reltuples = async () => (await pool.query<{ n: number }>(`select reltuples::float8 as n from pg_class where oid = 'bulk_rows'::regclass`)).rows[0]!.n;

/** Writes `count` rows in one transaction and hands them to `statistics` there, as a bulk writer does. */
async function write(statistics: ReturnType<typeof bulkStatistics>, from: number, count: number): Promise<boolean> {
  const tx = await pool.connect();
  try {
    await tx.query('begin');
    await tx.query(`insert into bulk_rows select generate_series($1::int, $2::int)`, [from, from + count - 1]);
    const taken = await statistics(tx, 'bulk_rows', count);
    await tx.query('commit');
    return taken;
  } finally {
    tx.release();
  }
}

describe('bulkStatistics', () => {
  it('takes the statistics of a table written in bulk in the writing transaction, after enough rows and not again too soon', async () => {
    const statistics = bulkStatistics({ rows: 500, ms: 60_000 });
    expect(await reltuples()).toBe(0);
    expect(await write(statistics, 1, 300)).toBe(false);
    expect(await write(statistics, 301, 300)).toBe(true);
    expect(await reltuples()).toBe(600);
    // Enough rows again, but too soon.
    expect(await write(statistics, 601, 900)).toBe(false);
    expect(await reltuples()).toBe(600);
  });

  it('gives way when another transaction holds the table’s statistics lock, and the write still commits', async () => {
    const holder = await pool.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table bulk_rows in share update exclusive mode');
      expect(await write(bulkStatistics({ rows: 1, ms: 0 }), 10_001, 10)).toBe(false);
    } finally {
      await holder.query('rollback');
      holder.release();
    }
    expect((await pool.query(`select count(*)::int as n from bulk_rows where id > 10000`)).rows[0]).toEqual({ n: 10 });
  });
});
