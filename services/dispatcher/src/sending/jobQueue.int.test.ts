import { createLogger } from '@outreach/server-kit';
import { createTestPool, type TestPool } from '@outreach/testing';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_STATISTICS_PACE } from '@outreach/event-store';
import { startJobQueue, type JobQueue } from './jobQueue.ts';

interface TestJob {
  messageId: string;
}

/** Enqueue the jobs together, as a reactor does, in a transaction of their own. */
async function enqueueAllCommitted(pool: pg.Pool, queue: JobQueue<TestJob>, jobs: readonly TestJob[]): Promise<void> {
  const tx = await pool.connect();
  try {
    await tx.query('begin');
    await queue.enqueueAllIn(tx, jobs);
    await tx.query('commit');
  } finally {
    tx.release();
  }
}

describe('the send job queue', () => {
  let database: TestPool;
  let pool: pg.Pool;
  const queues: JobQueue<TestJob>[] = [];
  const start = (name = 'test-send') =>
    startJobQueue<TestJob>({ databaseUrl: database.url, logger: createLogger('silent', 'job-queue-test') }, { name, keyOf: (job) => job.messageId });

  beforeAll(async () => {
    database = await createTestPool('job_queue', { max: 2 });
    pool = database.pool;
  });
  afterAll(async () => {
    await Promise.all(queues.map((q) => q.stop()));
    await database.drop();
  });

  it('two processes starting at once both start, with the index of active jobs by key made once', async () => {
    queues.push(...(await Promise.all([start(), start()])));
    const { rows } = await pool.query<{ definition: string }>(`select indexdef as definition from pg_indexes where schemaname = 'pgboss' and indexname = 'job_common_active_singleton'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.definition).toMatch(/WHERE \(\(state = 'active'::pgboss\.job_state\) AND \(policy = 'stately'::text\)\)/);
  });

  it('takes the job table statistics when many jobs are enqueued together, so the fetch is planned for them', async () => {
    const queue = await start('test-bulk');
    queues.push(queue);
    const jobs = Array.from({ length: BULK_STATISTICS_PACE.rows * 4 }, (_, i) => ({ messageId: `bulk-${i}` }));
    await enqueueAllCommitted(pool, queue, jobs);
    const { rows } = await pool.query<{ tuples: number }>(`select reltuples::int as tuples from pg_class where oid = 'pgboss.job_common'::regclass`);
    expect(rows[0]!.tuples).toBeGreaterThanOrEqual(jobs.length);
    // A fetch of a batch walks the waiting jobs in order and stops at the batch, instead of sorting all of them.
    const plan = await pool.query<{ 'QUERY PLAN': string }>(
      `explain select j.id from pgboss.job_common j
        where j.name = 'test-bulk' and j.state < 'active' and not j.blocked and j.start_after <= now()
          and not exists (select 1 from pgboss.job_common p where p.name = j.name and p.state = 'active' and p.policy = 'stately'
                            and coalesce(p.singleton_key, '') = coalesce(j.singleton_key, ''))
        order by j.priority desc, j.created_on limit 100`,
    );
    const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).not.toMatch(/Sort/);
  });

  it('still sends one job per key at a time: a second job for a key waits while the first runs', async () => {
    const queue = await start();
    queues.push(queue);
    const runs: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await queue.work({ batchSize: 10, pollers: 2 }, async (job) => {
      runs.push(job.messageId);
      if (runs.length === 1) await held;
    });
    await queue.enqueue({ messageId: 'a' });
    await expect.poll(() => runs, { timeout: 10_000 }).toEqual(['a']);
    await queue.enqueue({ messageId: 'a' });
    await queue.enqueue({ messageId: 'b' });
    await expect.poll(() => runs, { timeout: 10_000 }).toEqual(['a', 'b']);
    release();
    await expect.poll(() => runs, { timeout: 10_000 }).toEqual(['a', 'b', 'a']);
  });
});

describe('a send job queue keeping messages decided together', () => {
  let database: TestPool;
  let pool: pg.Pool;
  let queue: JobQueue<TestJob>;

  beforeAll(async () => {
    database = await createTestPool('job_queue_batches', { max: 2 });
    pool = database.pool;
    queue = await startJobQueue<TestJob>({ databaseUrl: database.url, logger: createLogger('silent', 'job-queue-test') }, { name: 'test-batches', keyOf: (job) => job.messageId, together: 10 });
  });
  afterAll(async () => {
    await queue.stop();
    await database.drop();
  });

  it('stores them ten to a job, performs each once, and a message that failed is tried again as a job of its own without the others', async () => {
    const jobs = Array.from({ length: 25 }, (_, i) => ({ messageId: `m-${i}` }));
    await enqueueAllCommitted(pool, queue, jobs);
    const stored = await pool.query<{ name: string; n: number }>(`select name, jsonb_array_length(data->'jobs')::int as n from pgboss.job where name like 'test-batches%' order by n desc`);
    expect(stored.rows).toEqual([
      { name: 'test-batches-batch', n: 10 },
      { name: 'test-batches-batch', n: 10 },
      { name: 'test-batches-batch', n: 5 },
    ]);

    const runs = new Map<string, number>();
    await queue.work({ batchSize: 10, pollers: 2 }, async ({ messageId }) => {
      const n = (runs.get(messageId) ?? 0) + 1;
      runs.set(messageId, n);
      if (messageId === 'm-7' && n === 1) throw new Error('the database went away for a moment');
    });
    await expect.poll(() => runs.get('m-7'), { timeout: 15_000 }).toBe(2);
    await expect.poll(async () => (await pool.query(`select 1 from pgboss.job where name like 'test-batches%' and state <> 'completed'`)).rowCount, { timeout: 10_000 }).toBe(0);
    expect([...runs.keys()].sort()).toEqual(jobs.map((j) => j.messageId).sort());
    expect([...runs].filter(([id, n]) => id !== 'm-7' && n !== 1)).toEqual([]);
  });
});
