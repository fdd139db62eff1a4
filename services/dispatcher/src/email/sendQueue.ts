import { PgBoss } from 'pg-boss';
import type pg from 'pg';
import type { Runtime } from '@outreach/server-kit';

/** The job queue of e-mail sends: one job per e-mail due now, `{messageId}`. */
export const EMAIL_SEND_QUEUE = 'email-send';

export interface EmailSendJob {
  messageId: string;
}

/**
 * A job whose worker went silent this long is handed to another worker (a dispatcher killed
 * mid-send): it then finds the send claimed without an answer and records it Unknown.
 */
export const SEND_HEARTBEAT_SECONDS = 10;

/**
 * The PostgreSQL job queue (pg-boss, schema `pgboss`) the dispatcher's workers take sends from,
 * shared by every dispatcher process of the deployment. Jobs are created in the reactor's own
 * transaction (`enqueueIn`), so an event becomes a job exactly once.
 */
export interface SendQueue {
  boss: PgBoss;
  enqueueIn(tx: pg.PoolClient, messageId: string): Promise<void>;
  enqueue(messageId: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startSendQueue(runtime: Pick<Runtime, 'databaseUrl' | 'logger'>): Promise<SendQueue> {
  const log = runtime.logger.child({ component: 'send-queue' });
  const boss = new PgBoss({
    connectionString: runtime.databaseUrl,
    schema: 'pgboss',
    application_name: 'dispatcher-send-queue',
    max: 6,
    superviseIntervalSeconds: 5,
    monitorIntervalSeconds: 5,
    useListenNotify: true,
    openTelemetry: { enabled: false },
  });
  boss.on('error', (err) => log.error({ err }, 'send queue error'));
  await boss.start();
  await boss.createQueue(EMAIL_SEND_QUEUE, {
    // One waiting and one running job per e-mail (the singleton key): a job enqueued twice is one.
    policy: 'stately',
    // Infrastructure failures (the database, a crash) are retried; what the provider answered is recorded as an event instead.
    retryLimit: 1_000,
    retryDelay: 2,
    retryBackoff: true,
    retryDelayMax: 300,
    heartbeatSeconds: SEND_HEARTBEAT_SECONDS,
    expireInSeconds: 600,
    notify: true,
  });
  return {
    boss,
    async enqueueIn(tx, messageId) {
      await boss.send(EMAIL_SEND_QUEUE, { messageId } satisfies EmailSendJob, { singletonKey: messageId, db: { executeSql: (text, values) => tx.query(text, values as unknown[]) } });
    },
    async enqueue(messageId) {
      await boss.send(EMAIL_SEND_QUEUE, { messageId } satisfies EmailSendJob, { singletonKey: messageId });
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
