import { createTestPool, type TestPool } from '@outreach/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCpuMeter } from './cpuMeter.ts';

let database: TestPool;
beforeAll(async () => {
  database = await createTestPool('bench_cpu_meter', { max: 2 });
});
afterAll(async () => {
  await database?.drop();
});

/** Keeps this thread busy for about `ms` milliseconds. */
function spin(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) Math.sqrt(Math.random());
}

describe('the CPU meter', () => {
  it('counts the CPU this process spends, and reads the local database server’s', async () => {
    const stop = await startCpuMeter(database.pool);
    spin(300);
    const spent = await stop();
    // Some of the 300 ms may go to other processes of a busy machine.
    expect(spent.processMicros).toBeGreaterThan(100_000);
    // The server here is local: its processes are read.
    expect(spent.databaseMicros).toBeGreaterThanOrEqual(0);
  });

  it('counts a query the database works on as the database’s, not this process’s', async () => {
    const stop = await startCpuMeter(database.pool);
    await database.pool.query('select count(*) from generate_series(1, 20000000)');
    const spent = await stop();
    expect(spent.databaseMicros!).toBeGreaterThan(200_000);
    expect(spent.processMicros).toBeLessThan(spent.databaseMicros! / 4);
  });
});
