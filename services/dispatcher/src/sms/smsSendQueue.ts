import { PgBoss } from 'pg-boss';
import type pg from 'pg';
import type { Runtime } from '@outreach/server-kit';

/** The job queue of text sends: one job per text due now, `{conversationId, messageId}`. */
export const SMS_SEND_QUEUE = 'sms-send';

export interface SmsSendJob {
  conversationId: string;
  messageId: string;
}

/**
 * A job whose worker went silent this long is handed to another worker (a dispatcher killed
 * mid-send): it then finds the text claimed without an answer and records it unknown.
 */
export const SMS_HEARTBEAT_SECONDS = 10;

/**
 * The PostgreSQL job queue (pg-boss, schema `pgboss`, beside the e-mail queue) texts are sent from,
 * shared by every dispatcher process. Jobs are created in the reactor's own transaction
 * (`enqueueIn`), so a decision becomes a job exactly once; the singleton key (the message id)
 * keeps one waiting and one running job per text.
 */
export interface SmsSendQueue {
  boss: PgBoss;
  enqueueIn(tx: pg.PoolClient, job: SmsSendJob): Promise<void>;
  enqueue(job: SmsSendJob): Promise<void>;
  stop(): Promise<void>;
}

export async function startSmsSendQueue(runtime: Pick<Runtime, 'databaseUrl' | 'logger'>): Promise<SmsSendQueue> {
  const log = runtime.logger.child({ component: 'sms-send-queue' });
  const boss = new PgBoss({
    connectionString: runtime.databaseUrl,
    schema: 'pgboss',
    application_name: 'dispatcher-sms-queue',
    max: 3,
    superviseIntervalSeconds: 5,
    monitorIntervalSeconds: 5,
    useListenNotify: true,
    openTelemetry: { enabled: false },
  });
  boss.on('error', (err) => log.error({ err }, 'SMS send queue error'));
  await boss.start();
  await boss.createQueue(SMS_SEND_QUEUE, {
    policy: 'stately',
    // Infrastructure failures (the database, a crash) are retried; what Twilio answered is recorded as an event instead.
    retryLimit: 1_000,
    retryDelay: 2,
    retryBackoff: true,
    retryDelayMax: 300,
    heartbeatSeconds: SMS_HEARTBEAT_SECONDS,
    expireInSeconds: 600,
    notify: true,
  });
  const options = (job: SmsSendJob) => ({ singletonKey: job.messageId });
  return {
    boss,
    async enqueueIn(tx, job) {
      await boss.send(SMS_SEND_QUEUE, job, { ...options(job), db: { executeSql: (text, values) => tx.query(text, values as unknown[]) } });
    },
    async enqueue(job) {
      await boss.send(SMS_SEND_QUEUE, job, options(job));
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
