import type { Reactor, Worker } from '@outreach/runner';
import type { Runtime } from '@outreach/server-kit';
import { suppressionReactor } from '../suppression/suppressionReactor.ts';
import { emailDueReactor } from './emailDueReactor.ts';
import { emailDueWorker } from './emailDueWorker.ts';
import { MailboxTransports } from './mailboxTransports.ts';
import { RecipientVerification } from './recipientVerification.ts';
import { sendQueuedEmail } from './sendQueuedEmail.ts';
import { EMAIL_SEND_QUEUE, startSendQueue, type EmailSendJob } from './sendQueue.ts';

export interface EmailEngineOptions {
  /** Send jobs one poller takes at once and sends in parallel (default 8). */
  batchSize?: number;
  /** Pollers per process (default 2): a process sends up to batchSize × pollers e-mails at once. */
  pollers?: number;
}

/**
 * The e-mail half of the sending engine in one dispatcher process: the queue, the reactors that
 * turn decisions into jobs (and keep the suppression list), the worker that releases e-mails due
 * later, and the send workers taking jobs from the queue (shared with every other process).
 */
export interface EmailEngine {
  reactors: readonly Reactor[];
  workers: readonly Worker[];
  /** Start taking send jobs (after the runners started). */
  startSending(): Promise<void>;
  stop(): Promise<void>;
}

export async function startEmailEngine(runtime: Runtime, options: EmailEngineOptions = {}): Promise<EmailEngine> {
  const queue = await startSendQueue(runtime);
  const transports = new MailboxTransports(runtime);
  const verification = new RecipientVerification(runtime);
  const log = runtime.logger.child({ component: 'email-sender' });
  return {
    reactors: [emailDueReactor(queue, runtime.clock), suppressionReactor(runtime.eventStore)],
    workers: [emailDueWorker(queue)],
    async startSending() {
      // Each poller takes a batch and sends it in parallel, each job settled on its own; while
      // batches come back full it fetches again at once, and a new job wakes it (LISTEN/NOTIFY).
      await queue.boss.work<EmailSendJob>(
        EMAIL_SEND_QUEUE,
        {
          batchSize: options.batchSize ?? 8,
          localConcurrency: options.pollers ?? 2,
          perJobResults: true,
          burstWhenBatchFull: true,
          pollingIntervalSeconds: 1,
          notifyPollingIntervalSeconds: 2,
        },
        (jobs) =>
          Promise.all(
            jobs.map(async (job) => {
              try {
                await sendQueuedEmail({ runtime, transports, verification }, job.data.messageId);
                return { id: job.id, status: 'completed' as const };
              } catch (err) {
                log.error({ err, messageId: job.data.messageId }, 'sending an e-mail failed; the job will be tried again');
                return { id: job.id, status: 'failed' as const, output: { message: err instanceof Error ? err.message : String(err) } };
              }
            }),
          ),
      );
    },
    async stop() {
      await queue.stop();
      transports.closeAll();
    },
  };
}
