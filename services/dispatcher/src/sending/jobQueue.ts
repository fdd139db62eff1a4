import { PgBoss } from 'pg-boss';
import type pg from 'pg';
import { bulkStatistics } from '@outreach/event-store';
import type { Logger, Runtime } from '@outreach/server-kit';

/**
 * A job whose worker went silent this long is handed to another worker (a dispatcher killed
 * mid-send): it then finds the send claimed without an answer and records it unknown.
 */
export const SEND_HEARTBEAT_SECONDS = 10;

export interface SendWorkOptions {
  /** Jobs one poller takes at once and sends in parallel. */
  batchSize: number;
  /** Pollers per process. */
  pollers: number;
}

/**
 * One PostgreSQL job queue of sends (pg-boss, schema `pgboss`), shared by every dispatcher process:
 * one job per message that comes due on its own, one waiting and one running job per message (its
 * singleton key).
 * Jobs are created in the reactor's own transaction (`enqueueIn`), so a decision becomes a job
 * exactly once. A queue with `together` also keeps the messages decided together (a campaign's
 * e-mails) that many to a job, in its `-batch` queue: one row, one fetch and one completion for
 * all of them instead of one each.
 */
export interface JobQueue<J extends object> {
  boss: PgBoss;
  enqueueIn(tx: pg.PoolClient, job: J): Promise<void>;
  /** Many jobs in one statement, in `tx`: with `together`, that many to a batch job; else one each, a job whose message already waits left out. */
  enqueueAllIn(tx: pg.PoolClient, jobs: readonly J[]): Promise<void>;
  enqueue(job: J): Promise<void>;
  /**
   * Take jobs in batches (each settled on its own) while batches come back full, and batch jobs
   * BATCH_JOBS_PER_FETCH at a time (their messages performed side by side); a new job wakes a
   * poller (LISTEN/NOTIFY).
   */
  work(options: SendWorkOptions, perform: (job: J) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

export interface JobQueueSpec<J extends object> {
  name: string;
  keyOf: (job: J) => string;
  /** Connections of the queue's own pool (default 4). */
  max?: number;
  /** Messages enqueued together are kept this many to a job of the `-batch` queue (BATCH_JOBS_PER_FETCH taken at once). */
  together?: number;
}

/**
 * Batch jobs one fetch takes. More than one, so that pg-boss fetches again at once after a full
 * fetch (at one a fetch every fetch is full, and it would wait for its polling interval instead).
 */
export const BATCH_JOBS_PER_FETCH = 2;

/** What a batch job holds: the jobs of its messages. */
interface BatchJob<J> {
  jobs: J[];
}

/**
 * A stately queue's fetch skips every candidate whose key already has an active job. With no index
 * of its own for that, the planner (whose statistics were taken while no job was active) read every
 * active job of the queue again for each candidate through pg-boss's index on name and state: with
 * a few hundred sends in hand, tens of thousands of index entries per fetch, most of a fetch's time.
 * This index holds just the active jobs of stately queues, by key. It lives in pg-boss's table and
 * is made again whenever pg-boss made the table anew.
 */
async function indexActiveSingletons(boss: PgBoss, log: Logger): Promise<void> {
  try {
    await boss.getDb().executeSql(
      `do $$ begin
         if to_regclass('pgboss.job_common') is not null then
           create index if not exists job_common_active_singleton on pgboss.job_common (name, coalesce(singleton_key, ''))
             where state = 'active' and policy = 'stately';
         end if;
       end $$`,
      [],
    );
  } catch (err) {
    // Two processes starting at once both make it: one of them is told it exists.
    if (!['23505', '42P07'].includes((err as { code?: string }).code ?? '')) throw err;
    log.debug({ err }, 'the active-singleton index was being made by another process');
  }
}

export async function startJobQueue<J extends object>(runtime: Pick<Runtime, 'databaseUrl' | 'logger'>, queue: JobQueueSpec<J>): Promise<JobQueue<J>> {
  const log: Logger = runtime.logger.child({ component: `${queue.name}-queue` });
  const boss = new PgBoss({
    connectionString: runtime.databaseUrl,
    schema: 'pgboss',
    application_name: `dispatcher-${queue.name}`,
    max: queue.max ?? 4,
    superviseIntervalSeconds: 5,
    monitorIntervalSeconds: 5,
    useListenNotify: true,
    openTelemetry: { enabled: false },
  });
  boss.on('error', (err) => log.error({ err }, 'send queue error'));
  await boss.start();
  const retries = {
    // Infrastructure failures (the database, a crash) are retried; what a provider answered is recorded as an event instead.
    retryLimit: 1_000,
    retryDelay: 2,
    retryBackoff: true,
    retryDelayMax: 300,
    heartbeatSeconds: SEND_HEARTBEAT_SECONDS,
    expireInSeconds: 600,
    notify: true,
  };
  await boss.createQueue(queue.name, { policy: 'stately', ...retries });
  // A batch job has no one message to be single for: its messages' streams say what was done.
  const batchQueue = queue.together ? `${queue.name}-batch` : undefined;
  if (batchQueue) await boss.createQueue(batchQueue, { policy: 'standard', ...retries });
  await indexActiveSingletons(boss, log);
  // With statistics of an empty table, a fetch with a campaign's 10,000 sends waiting sorts all of
  // them and compares each with every running job (about 40 ms a fetch instead of about 1).
  const jobStatistics = bulkStatistics();
  return {
    boss,
    async enqueueIn(tx, job) {
      await boss.send(queue.name, job, { singletonKey: queue.keyOf(job), db: { executeSql: (text, values) => tx.query(text, values as unknown[]) } });
    },
    async enqueueAllIn(tx, jobs) {
      if (jobs.length === 0) return;
      const db = { executeSql: (text: string, values?: unknown[]) => tx.query(text, values) };
      if (batchQueue) {
        const batches = chunks(jobs, queue.together!).map((batch): { data: BatchJob<J> } => ({ data: { jobs: batch } }));
        await boss.insert(batchQueue, batches, { db });
        await jobStatistics(tx, 'pgboss.job_common', batches.length);
        return;
      }
      await boss.insert(queue.name, jobs.map((job) => ({ data: job, singletonKey: queue.keyOf(job) })), { db });
      await jobStatistics(tx, 'pgboss.job_common', jobs.length);
    },
    async enqueue(job) {
      await boss.send(queue.name, job, { singletonKey: queue.keyOf(job) });
    },
    async work(options, perform) {
      const attempt = async (job: J) => {
        try {
          await perform(job);
          return true;
        } catch (err) {
          log.error({ err, job }, 'a send failed; its job will be tried again');
          return err;
        }
      };
      await boss.work<J>(
        queue.name,
        { batchSize: options.batchSize, localConcurrency: options.pollers, perJobResults: true, burstWhenBatchFull: true, pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 2 },
        (jobs) =>
          Promise.all(
            jobs.map(async (job) => {
              const done = await attempt(job.data);
              if (done === true) return { id: job.id, status: 'completed' as const };
              return { id: job.id, status: 'failed' as const, output: { message: done instanceof Error ? done.message : String(done) } };
            }),
          ),
      );
      if (!batchQueue) return;
      // Batch jobs are taken BATCH_JOBS_PER_FETCH at a time (pg-boss keeps fetching while a fetch comes back full). Their
      // messages go side by side; one that failed becomes a job of its own (tried again on its own), the rest are done.
      await boss.work<BatchJob<J>>(
        batchQueue,
        { batchSize: BATCH_JOBS_PER_FETCH, localConcurrency: options.pollers, burstWhenBatchFull: true, pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 2 },
        async (batches) => {
          const jobs = batches.flatMap((batch) => batch.data.jobs);
          const outcomes = await Promise.all(jobs.map(attempt));
          const failed = jobs.filter((_, i) => outcomes[i] !== true);
          if (failed.length > 0) await boss.insert(queue.name, failed.map((data) => ({ data, singletonKey: queue.keyOf(data), startAfter: 2 })));
        },
      );
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}
