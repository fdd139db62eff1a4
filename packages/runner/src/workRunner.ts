import type { Clock, Logger } from '@outreach/server-kit';
import type pg from 'pg';
import type { AdvisoryLocks } from './advisoryLocks.ts';
import { completeWork, dueWork, nextDue, retimeWork, stillScheduled, type ScheduledWork } from './scheduledWork.ts';

/** What a worker answers for one piece of work. */
export type WorkOutcome =
  /** Finished: the scheduled row goes. */
  | 'done'
  /** The process is stopping: the work stays scheduled and goes on at the next start (or in another process). */
  | 'stopped'
  /** Not now: do it again at `until` (a limit, a quiet hour). */
  | { until: Date; reason: string };

/**
 * Does the scheduled work of one kind. `perform` may run again for the same key after a crash
 * (never at the same time: an advisory lock guards each key across processes), so it resumes from
 * what the event store says was done, and appends with deterministic ids or expected revisions.
 */
export interface Worker {
  kind: string;
  perform(work: ScheduledWork, signal: AbortSignal): Promise<WorkOutcome>;
  /** How many pieces of this kind one process does at once (default 2). */
  concurrency?: number;
}

export interface WorkRunnerDeps {
  pool: pg.Pool;
  locks: AdvisoryLocks;
  clock: Clock;
  logger: Logger;
}

export interface WorkRunnerOptions {
  /** The longest wait between two looks at the table (other processes schedule too). Default 1000 ms. */
  pollMs?: number;
}

const FAILURE_BACKOFF_MS = [5_000, 30_000, 120_000, 600_000, 3_600_000];
/** The pause before looking again when work fell due between two looks. */
const DUE_RECHECK_MS = 20;

/**
 * Runs one worker: looks for due work (by the runtime's clock), takes each piece under its
 * advisory lock, performs it, and removes or re-times the row. Work whose process died is taken
 * over at once (the lock went with the dead connection); a failure is retried later, never dropped.
 * `poke()` looks again at once (a reactor scheduled something; a test moved the clock).
 */
export class WorkRunner {
  private readonly abort = new AbortController();
  private readonly running = new Map<string, Promise<void>>();
  private loop: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  private poked = false;
  private readonly pollMs: number;
  private readonly stopWatchingClock: (() => void) | undefined;
  private idleWaiters: (() => void)[] = [];
  /** The moment of the last look for due work. */
  private lookedAt: Date | undefined;
  /** Pieces of work finished by this runner since it started. */
  completed = 0;

  constructor(
    private readonly deps: WorkRunnerDeps,
    readonly worker: Worker,
    options: WorkRunnerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1000;
    this.stopWatchingClock = deps.clock.onChange?.(() => this.poke());
  }

  start(): void {
    this.loop ??= this.run();
  }

  poke(): void {
    this.poked = true;
    this.wakeUp?.();
  }

  /** Settles when the runner next waits with nothing running (a test's "it looked and found nothing due"). */
  whenIdle(): Promise<void> {
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Stop taking work; what is running gets the abort signal and its answer is recorded. */
  async stop(): Promise<void> {
    this.stopWatchingClock?.();
    this.abort.abort();
    this.wakeUp?.();
    await this.loop;
    await Promise.allSettled([...this.running.values()]);
  }

  private lockKey(key: string): string {
    return `outreach:work:${this.worker.kind}:${key}`;
  }

  private async run(): Promise<void> {
    const log = this.deps.logger.child({ worker: this.worker.kind });
    const concurrency = this.worker.concurrency ?? 2;
    while (!this.abort.signal.aborted) {
      this.poked = false;
      try {
        const free = concurrency - this.running.size;
        if (free > 0) {
          this.lookedAt = this.deps.clock.now();
          const due = await dueWork(this.deps.pool, this.worker.kind, this.lookedAt, free + this.running.size);
          for (const work of due) {
            if (this.running.size >= concurrency || this.abort.signal.aborted) break;
            if (this.running.has(work.key)) continue;
            await this.take(work, log);
          }
        }
      } catch (err) {
        log.error({ err }, 'looking for work failed; retrying');
      }
      if (!this.poked) await this.idle();
    }
  }

  private async take(work: ScheduledWork, log: Logger): Promise<void> {
    const key = this.lockKey(work.key);
    const owner = {};
    if (!(await this.deps.locks.tryLock(key, owner))) return;
    const current = await stillScheduled(this.deps.pool, work.kind, work.key).catch(() => undefined);
    if (!current || current.dueAt.getTime() > this.deps.clock.now().getTime()) {
      await this.deps.locks.unlock(key, owner);
      return;
    }
    const job = this.perform(current, log)
      .finally(async () => {
        await this.deps.locks.unlock(key, owner);
        this.running.delete(work.key);
        this.poke();
      });
    this.running.set(work.key, job);
  }

  private async perform(work: ScheduledWork, log: Logger): Promise<void> {
    const { pool, clock } = this.deps;
    try {
      const outcome = await this.worker.perform(work, this.abort.signal);
      if (outcome === 'done') {
        await completeWork(pool, work);
        this.completed++;
      } else if (outcome !== 'stopped') {
        log.info({ key: work.key, until: outcome.until, reason: outcome.reason }, 'work deferred');
        await retimeWork(pool, work, outcome.until);
      }
    } catch (err) {
      const wait = FAILURE_BACKOFF_MS[Math.min(work.attempts, FAILURE_BACKOFF_MS.length - 1)]!;
      log.error({ err, key: work.key, attempt: work.attempts + 1 }, 'work failed; it will be tried again');
      const message = err instanceof Error ? err.message : String(err);
      await retimeWork(pool, work, new Date(clock.now().getTime() + wait), message).catch((e: unknown) => log.error({ err: e }, 'could not re-time failed work'));
    }
  }

  /** Until poked, stopped, the next due moment or the poll interval. */
  private async idle(): Promise<void> {
    let wait = this.pollMs;
    const next = await nextDue(this.deps.pool, this.worker.kind).catch(() => undefined);
    const untilNext = next ? next.getTime() - this.deps.clock.now().getTime() : Infinity;
    if (untilNext > 0) wait = Math.min(wait, untilNext);
    // Work fell due after the last look: look again almost at once. (Work that was due at the last
    // look and is not running here is held by another process: looked at again after the interval.)
    else if (this.running.size === 0 && next && this.lookedAt && next.getTime() > this.lookedAt.getTime()) wait = Math.min(wait, DUE_RECHECK_MS);
    if (this.abort.signal.aborted || this.poked) return;
    if (this.running.size === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = undefined;
        resolve();
      };
      const timer = setTimeout(done, wait);
      this.wakeUp = done;
    });
  }
}
