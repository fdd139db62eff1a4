import type { Reactor, Worker } from '@outreach/runner';
import type { Runtime } from '@outreach/server-kit';
import { suppressionReactor } from '../suppression/suppressionReactor.ts';
import { dueReactor, dueWorker } from '../sending/dueReactor.ts';
import { startJobQueue } from '../sending/jobQueue.ts';
import { EMAIL_DUE_WORK, EMAIL_SEND_QUEUE, emailDue, type EmailSendJob } from './emailDue.ts';
import { MailboxTransports } from './mailboxTransports.ts';
import { RecipientVerification } from './recipientVerification.ts';
import { sendQueuedEmail } from './sendQueuedEmail.ts';

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
  const queue = await startJobQueue<EmailSendJob>(runtime, { name: EMAIL_SEND_QUEUE, keyOf: emailDue.keyOf, max: 6 });
  const transports = new MailboxTransports(runtime);
  const verification = new RecipientVerification(runtime);
  return {
    reactors: [dueReactor(emailDue, queue, runtime.clock), suppressionReactor(runtime.eventStore)],
    workers: [dueWorker(EMAIL_DUE_WORK, queue)],
    startSending: () => queue.work({ batchSize: options.batchSize ?? 8, pollers: options.pollers ?? 2 }, (job) => sendQueuedEmail({ runtime, transports, verification }, job.messageId)),
    async stop() {
      await queue.stop();
      transports.closeAll();
    },
  };
}
