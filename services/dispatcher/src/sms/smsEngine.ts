import type { Reactor, Worker } from '@outreach/runner';
import type { Runtime } from '@outreach/server-kit';
import type { CurrentSmsProvider } from './currentSmsProvider.ts';
import { sendRequestedSms } from './sendRequestedSms.ts';
import { smsDueReactor } from './smsDueReactor.ts';
import { smsDueWorker } from './smsDueWorker.ts';
import { SMS_SEND_QUEUE, startSmsSendQueue, type SmsSendJob } from './smsSendQueue.ts';

export interface SmsEngineOptions {
  /** Send jobs one poller takes at once and sends in parallel (default 4). */
  batchSize?: number;
  /** Pollers per process (default 2). */
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
  const queue = await startSmsSendQueue(runtime);
  const log = runtime.logger.child({ component: 'sms-sender' });
  return {
    reactors: [smsDueReactor(queue, runtime.clock)],
    workers: [smsDueWorker(queue)],
    async startSending() {
      await queue.boss.work<SmsSendJob>(
        SMS_SEND_QUEUE,
        {
          batchSize: options.batchSize ?? 4,
          localConcurrency: options.pollers ?? 2,
          perJobResults: true,
          burstWhenBatchFull: true,
          pollingIntervalSeconds: 1,
          notifyPollingIntervalSeconds: 2,
        },
        (jobs) =>
          Promise.all(
            jobs.map(async (job) => {
              const { conversationId, messageId } = job.data;
              try {
                await sendRequestedSms({ runtime, provider: options.provider }, conversationId, messageId);
                return { id: job.id, status: 'completed' as const };
              } catch (err) {
                log.error({ err, conversationId, messageId }, 'sending a text failed; the job will be tried again');
                return { id: job.id, status: 'failed' as const, output: { message: err instanceof Error ? err.message : String(err) } };
              }
            }),
          ),
      );
    },
    stop: () => queue.stop(),
  };
}
