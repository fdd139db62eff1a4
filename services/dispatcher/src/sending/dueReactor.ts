import type { RecordedEvent } from '@outreach/domain';
import { scheduleWork, type Reactor, type Worker } from '@outreach/runner';
import type { Clock } from '@outreach/server-kit';
import type pg from 'pg';
import type { JobQueue } from './jobQueue.ts';

export interface DueRule<J extends object> {
  /** The reactor's name (its checkpoint) and the kind of its scheduled work. */
  name: string;
  workKind: string;
  handles: readonly string[];
  /** When the event makes the message due (undefined: it does not). */
  dueAt(event: RecordedEvent, now: Date): Date | undefined;
  jobOf(event: RecordedEvent): J;
  keyOf(job: J): string;
}

/**
 * How long the due-time reactor waits after a read that found events before it reads again: the
 * process's other runners gather longer, but a decision waits this long at most to become a job
 * (a campaign's next e-mails, queued while the answers of the last ones still come in). A read
 * that finds nothing for it is answered from the process's recent stretch of the log and commits
 * nothing of its own.
 */
export const DUE_GATHER_MS = 20;

/**
 * The events that make a message due (queued, requested, deferred) → a send job when it is due now
 * (by the runtime's clock), else scheduled work for its moment, which `dueWorker` turns into a job
 * then. Both are written in the reactor's transaction, with its checkpoint: each decision becomes one
 * job, even across crashes, and a deferral survives restarts.
 */
export function dueReactor<J extends object>(rule: DueRule<J>, queue: JobQueue<J>, clock: Clock): Reactor {
  const reactAll = async (tx: pg.PoolClient, events: readonly RecordedEvent[]) => {
    const now = clock.now();
    const dueNow: J[] = [];
    for (const event of events) {
      const at = rule.dueAt(event, now);
      if (!at) continue;
      const job = rule.jobOf(event);
      if (at.getTime() <= now.getTime()) dueNow.push(job);
      else await scheduleWork(tx, { kind: rule.workKind, key: rule.keyOf(job), dueAt: at, payload: job }, { replace: true });
    }
    // One statement for a batch's jobs: queuing thousands of e-mails makes their jobs at once.
    await queue.enqueueAllIn(tx, dueNow);
  };
  return { name: rule.name, handles: rule.handles, gatherMs: DUE_GATHER_MS, reactAll, react: (tx, event) => reactAll(tx, [event]) };
}

/**
 * A message's moment came (its notBefore, the end of a deferral): it becomes a send job. Enqueued
 * twice after a crash, it is still one job (one waiting job per message), and a job that finds its
 * message not yet due leaves it.
 */
export function dueWorker<J extends object>(workKind: string, queue: JobQueue<J>): Worker {
  return {
    kind: workKind,
    concurrency: 4,
    async perform(work) {
      await queue.enqueue(work.payload as J);
      return 'done';
    },
  };
}
