import type { Reactor, Worker } from '@outreach/runner';
import type { Runtime } from '@outreach/server-kit';
import type { CurrentSmsProvider } from './currentSmsProvider.ts';
import { sendRequestedSms } from './sendRequestedSms.ts';
import { dueReactor, dueWorker } from '../sending/dueReactor.ts';
import { startJobQueue } from '../sending/jobQueue.ts';
import { SMS_DUE_WORK, SMS_SEND_QUEUE, smsDue, type SmsSendJob } from './smsDue.ts';

export interface SmsEngineOptions {
  /** Send jobs one poller takes at once and sends in parallel (default 8). */
  batchSize?: number;
  /**
   * Pollers per process (default 4). A poller's batch is done when its last text went, which may
   * wait up to MAX_INLINE_WAIT_MS for its rate slot: with several pollers one is free to take a
   * text coming back for its slot at once, and a burst has its far slots handed out (deferred)
   * while the texts of the next second wait for theirs.
   */
  pollers?: number;
  /** The provider of the moment (tests wrap it to stand for a crash). */
  provider?: (runtime: Runtime) => Promise<CurrentSmsProvider>;
}

/**
 * The SMS half of the sending engine in one dispatcher process: the `sms-send` queue, the reactor
 * that turns requests and deferrals into jobs, the worker that releases texts due later, and the
 * send workers taking jobs from the queue (shared with every other process).
 */
export interface SmsEngine {
  reactors: readonly Reactor[];
  workers: readonly Worker[];
  /** Start taking send jobs (after the runners started). */
  startSending(): Promise<void>;
  stop(): Promise<void>;
}

export async function startSmsEngine(runtime: Runtime, options: SmsEngineOptions = {}): Promise<SmsEngine> {
  const queue = await startJobQueue<SmsSendJob>(runtime, { name: SMS_SEND_QUEUE, keyOf: smsDue.keyOf, max: 3 });
  return {
    reactors: [dueReactor(smsDue, queue, runtime.clock)],
    workers: [dueWorker(SMS_DUE_WORK, queue)],
    startSending: () =>
      queue.work({ batchSize: options.batchSize ?? 8, pollers: options.pollers ?? 4 }, (job) =>
        sendRequestedSms({ runtime, provider: options.provider }, job.conversationId, job.messageId),
      ),
    stop: () => queue.stop(),
  };
}
