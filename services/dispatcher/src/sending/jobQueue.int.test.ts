import { createLogger } from '@outreach/server-kit';
import { createTestDatabase, type TestDatabase } from '@outreach/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_STATISTICS_PACE } from '@outreach/runner';
import { startJobQueue, type JobQueue } from './jobQueue.ts';

interface TestJob {
  messageId: string;
}

describe('the send job queue', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  const queues: JobQueue<TestJob>[] = [];
  const start = (name = 'test-send') =>
    startJobQueue<TestJob>({ databaseUrl: database.url, logger: createLogger('silent', 'job-queue-test') }, { name, keyOf: (job) => job.messageId });

  beforeAll(async () => {
    database = await createTestDatabase('job_queue');
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
  });
  afterAll(async () => {
    await Promise.all(queues.map((q) => q.stop()));
    await pool.end();
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
    const tx = await pool.connect();
    try {
      await tx.query('begin');
      await queue.enqueueAllIn(tx, jobs);
      await tx.query('commit');
    } finally {
      tx.release();
    }
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
