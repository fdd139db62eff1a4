import type { Worker } from '@outreach/runner';
import { EMAIL_DUE_WORK } from './emailDueReactor.ts';
import type { SendQueue } from './sendQueue.ts';

/**
 * An e-mail's moment came (its `notBefore`, the end of a deferral, by the runtime's clock): it
 * becomes a send job. Enqueued twice after a crash, it is still one job (the queue keeps one
 * waiting job per e-mail), and a job that finds its e-mail not yet due leaves it.
 */
export function emailDueWorker(queue: SendQueue): Worker {
  return {
    kind: EMAIL_DUE_WORK,
    concurrency: 4,
    async perform(work) {
      await queue.enqueue(work.key);
      return 'done';
    },
  };
}
