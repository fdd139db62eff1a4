import { Worker } from 'node:worker_threads';
import { SENDING_THREAD_NAME } from '@outreach/providers';
import { createTestPool, type TestPool } from '@outreach/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCpuMeter, threadGroupOf } from './cpuMeter.ts';
import { SINK_THREAD_NAME } from './threadedSmtpSink.ts';

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

  it('counts this process’s CPU by thread: the main thread’s apart from a named worker thread’s', async () => {
    const stop = await startCpuMeter(database.pool);
    const worker = new Worker('const until = Date.now() + 300; while (Date.now() < until) Math.sqrt(Math.random()); require("node:worker_threads").parentPort.postMessage("done")', {
      eval: true,
      name: SINK_THREAD_NAME,
    });
    const done = new Promise((resolve) => worker.once('message', resolve));
    spin(300);
    await done;
    const spent = await stop();
    await worker.terminate();
    expect(spent.threadMicros.main!).toBeGreaterThan(100_000);
    expect(spent.threadMicros.sink!).toBeGreaterThan(100_000);
  });

  it('groups threads by the name they go by', () => {
    expect(['MainThread', SENDING_THREAD_NAME, SINK_THREAD_NAME, 'V8Worker', 'libuv-worker', 'SignalInspector'].map(threadGroupOf)).toEqual(['main', 'sending', 'sink', 'v8', 'libuv', 'other']);
  });
});
