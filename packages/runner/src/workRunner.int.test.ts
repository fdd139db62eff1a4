import { createLogger } from '@outreach/server-kit';
import { testClock } from '@outreach/testing';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdvisoryLocks } from './advisoryLocks.ts';
import { runnerDatabase } from './runnerDatabase.fixture.ts';
import { scheduleWork, type ScheduledWork } from './scheduledWork.ts';
import { WorkRunner, type Worker, type WorkOutcome } from './workRunner.ts';

const DAY = 86_400_000;
const logger = createLogger('silent', 'test');
let database: Awaited<ReturnType<typeof runnerDatabase>>;
let pool: pg.Pool;

beforeAll(async () => {
  database = await runnerDatabase('work_runner');
  pool = database.pool;
});
afterAll(async () => {
  await database.drop();
});

async function scheduledRow(kind: string, key: string) {
  const { rows } = await pool.query(`select due_at, attempts, last_error from runner.work where kind = $1 and key = $2`, [kind, key]);
  return rows[0] as { due_at: Date; attempts: number; last_error: string | null } | undefined;
}

/** A worker whose every call is recorded, answering what `answer` says. */
function recordingWorker(kind: string, answer: (work: ScheduledWork, signal: AbortSignal) => Promise<WorkOutcome>) {
  const calls: { key: string; at: number }[] = [];
  let notify: (() => void) | undefined;
  const worker: Worker = {
    kind,
    async perform(work, signal) {
      calls.push({ key: work.key, at: Date.now() });
      notify?.();
      return answer(work, signal);
    },
  };
  return { worker, calls, nextCall: () => new Promise<void>((resolve) => (notify = resolve)) };
}

describe('WorkRunner', () => {
  it('runs work due in three days as soon as the clock says so, without sleeping', async () => {
    const clock = testClock('2026-03-02T16:00:00Z');
    const locks = new AdvisoryLocks(database.url);
    const { worker, calls, nextCall } = recordingWorker('step', async () => 'done');
    // A poll interval of an hour: only the clock's move can make it look again.
    const runner = new WorkRunner({ pool, locks, clock, logger }, worker, { pollMs: 3_600_000 });
    await scheduleWork(pool, { kind: 'step', key: 'recipient-1', dueAt: new Date(clock.now().getTime() + 3 * DAY), payload: { step: 2 } });
    const idle = runner.whenIdle();
    runner.start();
    await idle;
    expect(calls).toHaveLength(0);

    const called = nextCall();
    clock.advance(3 * DAY - 60_000);
    await runner.whenIdle();
    expect(calls).toHaveLength(0);
    clock.advance(60_000);
    await called;
    await runner.whenIdle();
    expect(calls.map((c) => c.key)).toEqual(['recipient-1']);
    expect(await scheduledRow('step', 'recipient-1')).toBeUndefined();
    await runner.stop();
    await locks.close();
  });

  it('tries failed work again later by the clock, keeping the failure, and re-times deferred work', async () => {
    const clock = testClock('2026-03-02T16:00:00Z');
    const locks = new AdvisoryLocks(database.url);
    let attempt = 0;
    const { worker, calls, nextCall } = recordingWorker('flaky', async () => {
      attempt++;
      if (attempt === 1) throw new Error('provider unreachable');
      if (attempt === 2) return { until: new Date(clock.now().getTime() + 60 * 60_000), reason: 'daily limit reached' };
      return 'done';
    });
    const runner = new WorkRunner({ pool, locks, clock, logger }, worker, { pollMs: 3_600_000 });
    await scheduleWork(pool, { kind: 'flaky', key: 'k', dueAt: clock.now() });
    let called = nextCall();
    runner.start();
    await called;
    await runner.whenIdle();
    expect(await scheduledRow('flaky', 'k')).toMatchObject({ attempts: 1, last_error: 'provider unreachable', due_at: new Date(clock.now().getTime() + 5_000) });

    called = nextCall();
    clock.advance(5_000);
    await called;
    await runner.whenIdle();
    expect(await scheduledRow('flaky', 'k')).toMatchObject({ attempts: 1, due_at: new Date(clock.now().getTime() + 60 * 60_000) });

    called = nextCall();
    clock.advance(60 * 60_000);
    await called;
    await runner.whenIdle();
    expect(calls).toHaveLength(3);
    expect(await scheduledRow('flaky', 'k')).toBeUndefined();
    await runner.stop();
    await locks.close();
  });

  it('leaves work that was stopped for the next start, and another process takes over work whose process died', async () => {
    const clock = testClock('2026-03-02T16:00:00Z');
    const locksA = new AdvisoryLocks(database.url, 'work-test-a');
    const locksB = new AdvisoryLocks(database.url, 'work-test-b');
    // A works until it is stopped (or dies); B finishes.
    const a = recordingWorker('import', (_work, signal) => new Promise((resolve) => signal.addEventListener('abort', () => resolve('stopped'))));
    const b = recordingWorker('import', async () => 'done');
    const runnerA = new WorkRunner({ pool, locks: locksA, clock, logger }, a.worker, { pollMs: 20 });
    await scheduleWork(pool, { kind: 'import', key: 'imp-1', dueAt: clock.now() });
    const startedA = a.nextCall();
    runnerA.start();
    await startedA;

    // B looks often but cannot take what A holds.
    const runnerB = new WorkRunner({ pool, locks: locksB, clock, logger }, b.worker, { pollMs: 20 });
    runnerB.start();
    await runnerB.whenIdle();
    await runnerB.whenIdle();
    expect(b.calls).toHaveLength(0);

    // A's process dies: its lock connection goes; B takes the work over.
    const takenOver = b.nextCall();
    await pool.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'work-test-a'`);
    await takenOver;
    await runnerB.whenIdle();
    expect(b.calls.map((c) => c.key)).toEqual(['imp-1']);
    expect(await scheduledRow('import', 'imp-1')).toBeUndefined();
    await runnerA.stop();
    await runnerB.stop();

    // Stopped work stays scheduled.
    const c = recordingWorker('import', (_work, signal) => new Promise((resolve) => signal.addEventListener('abort', () => resolve('stopped'))));
    const runnerC = new WorkRunner({ pool, locks: locksB, clock, logger }, c.worker, { pollMs: 20 });
    await scheduleWork(pool, { kind: 'import', key: 'imp-2', dueAt: clock.now() });
    const startedC = c.nextCall();
    runnerC.start();
    await startedC;
    await runnerC.stop();
    expect(await scheduledRow('import', 'imp-2')).toMatchObject({ attempts: 0 });
    await locksA.close();
    await locksB.close();
  });
});
