import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runnerCheckpoints } from './runnerCheckpoints.ts';
import { runnerDatabase } from './runnerDatabase.fixture.ts';

let database: Awaited<ReturnType<typeof runnerDatabase>>;
let pool: pg.Pool;

beforeAll(async () => {
  database = await runnerDatabase('runner_checkpoints');
  pool = database.pool;
});
afterAll(async () => {
  await database.drop();
});

const at = (n: number) => ({ commit: BigInt(n), prepare: BigInt(n) });

describe('runner checkpoints', () => {
  it('moves by compare-and-set: from where it is, never from where it was', async () => {
    expect(await runnerCheckpoints.load(pool, 'single')).toEqual(at(0));
    expect(await runnerCheckpoints.advance(pool, 'single', at(0), at(5))).toBe(true);
    expect(await runnerCheckpoints.advance(pool, 'single', at(0), at(9))).toBe(false);
    expect(await runnerCheckpoints.load(pool, 'single')).toEqual(at(5));
  });

  it('makes the idle moves asked for at one moment in one statement, each by its own compare-and-set', async () => {
    for (const name of ['idleA', 'idleB', 'idleC']) await runnerCheckpoints.load(pool, name);
    await runnerCheckpoints.advance(pool, 'idleB', at(0), at(3));
    const sent: string[] = [];
    const query = pool.query.bind(pool);
    pool.query = ((text: string, values?: unknown[]) => {
      sent.push(text);
      return query(text, values);
    }) as typeof pool.query;
    try {
      const moved = await Promise.all([
        runnerCheckpoints.advanceIdle(pool, { name: 'idleA', from: at(0), to: at(7) }),
        runnerCheckpoints.advanceIdle(pool, { name: 'idleB', from: at(0), to: at(7) }),
        runnerCheckpoints.advanceIdle(pool, { name: 'idleC', from: at(0), to: at(7) }),
      ]);
      expect(moved).toEqual([true, false, true]);
      expect(sent).toHaveLength(1);
      // The same checkpoint asked to move twice at once moves once: the second finds it moved.
      expect(
        await Promise.all([
          runnerCheckpoints.advanceIdle(pool, { name: 'idleA', from: at(7), to: at(8) }),
          runnerCheckpoints.advanceIdle(pool, { name: 'idleA', from: at(7), to: at(8) }),
        ]),
      ).toEqual([true, false]);
    } finally {
      pool.query = query;
    }
    expect(await runnerCheckpoints.load(pool, 'idleA')).toEqual(at(8));
    expect(await runnerCheckpoints.load(pool, 'idleB')).toEqual(at(3));
    expect(await runnerCheckpoints.load(pool, 'idleC')).toEqual(at(7));
  });
});
