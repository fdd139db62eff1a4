import type { Worker } from '@outreach/runner';
import { SMS_DUE_WORK } from './smsDueReactor.ts';
import type { SmsSendJob, SmsSendQueue } from './smsSendQueue.ts';

/**
 * A text's moment came (the end of a deferral, by the runtime's clock): it becomes a send job.
 * Enqueued twice after a crash, it is still one job (one waiting job per text), and a job that
 * finds its text not yet due leaves it.
 */
export function smsDueWorker(queue: SmsSendQueue): Worker {
  return {
    kind: SMS_DUE_WORK,
    concurrency: 4,
    async perform(work) {
      await queue.enqueue(work.payload as SmsSendJob);
      return 'done';
    },
  };
}
