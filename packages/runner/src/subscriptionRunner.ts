import type { Position, RecordedEvent } from '@outreach/domain';
import type { EventStore } from '@outreach/event-store';
import type { Logger } from '@outreach/server-kit';
import type { AdvisoryLocks } from './advisoryLocks.ts';
import { pause } from './pause.ts';

/**
 * What a checkpointed subscription does with the log: a projection, a reactor, a dispatcher
 * handler. The runner owns the loop (lock, read, wake, retry); the subscriber owns its checkpoint.
 */
export interface Subscriber {
  /** Unique across the deployment: the lock key and the log name. */
  name: string;
  /** Runs once the lock is held: prepare (migrate, rebuild) and answer the position to read after. */
  activate(): Promise<Position>;
  /**
   * Process the events read after `from` (the last is at `to`) and move the checkpoint to `to`.
   * Answer false when the checkpoint was moved by someone else (nothing kept): the runner reloads
   * through `activate`.
   */
  processBatch(events: readonly RecordedEvent[], from: Position, to: Position): Promise<boolean>;
  /**
   * Called when the subscriber has all there was to read after `position` (a read found nothing, or
   * a batch short of full), before the runner waits for new events: a subscriber that put off moving
   * its checkpoint moves it now.
   * Answer false when the checkpoint was moved by someone else: the runner reloads through `activate`.
   */
  caughtUp?(position: Position): Promise<boolean>;
}

export interface SubscriptionDeps {
  eventStore: Pick<EventStore, 'readAll' | 'wake'>;
  /** Where the locks are held: one connection for every runner of the process. */
  locks: AdvisoryLocks;
  logger: Logger;
}

export interface SubscriptionOptions {
  batchSize?: number;
  /** How long a standby runner waits before trying for the lock again. */
  standbyRetryMs?: number;
  /** The lock key's prefix: `outreach:{kind}:{name}`. */
  kind: string;
  /**
   * The least time between two reads that find events (default 0): the first events after a quiet
   * spell are read at once, but under a stream of small commits (a send engine's outcomes) the
   * runner reads them in batches, at most one read per `gatherMs` while it keeps up, not one each.
   */
  gatherMs?: number;
}

/**
 * Runs one subscriber: holds its advisory lock (one active runner per subscriber across every
 * process), reads batches after its checkpoint, hands each to the subscriber, and sleeps on the
 * event store's wake-up (LISTEN/NOTIFY with polling) when caught up. A failure is logged and
 * retried with a growing pause; a lost lock sends the runner back to standby.
 */
export class SubscriptionRunner {
  private readonly abort = new AbortController();
  private loop: Promise<void> | undefined;
  private readonly batchSize: number;
  private readonly standbyRetryMs: number;
  private readonly lockKey: string;
  private readonly kind: string;
  private readonly gatherMs: number;
  /** When the runner last found events to hand over (performance.now()). */
  private lastReadAt = Number.NEGATIVE_INFINITY;
  /** Events handed to the subscriber since this runner started. */
  processed = 0;

  constructor(
    private readonly deps: SubscriptionDeps,
    readonly subscriber: Subscriber,
    options: SubscriptionOptions,
  ) {
    this.batchSize = options.batchSize ?? 1000;
    this.standbyRetryMs = options.standbyRetryMs ?? 2000;
    this.kind = options.kind;
    this.gatherMs = options.gatherMs ?? 0;
    this.lockKey = `outreach:${options.kind}:${subscriber.name}`;
  }

  start(): void {
    this.loop ??= this.run();
  }

  /** Stop after the batch in progress; release the lock. */
  async stop(): Promise<void> {
    this.abort.abort();
    await this.loop;
  }

  private get stopped(): boolean {
    return this.abort.signal.aborted;
  }

  private async run(): Promise<void> {
    const log = this.deps.logger.child({ [this.kind]: this.subscriber.name });
    let failures = 0;
    while (!this.stopped) {
      try {
        if (!(await this.deps.locks.tryLock(this.lockKey, this))) {
          await pause(this.standbyRetryMs, this.abort.signal);
          continue;
        }
        log.info(`${this.kind} active`);
        await this.runLocked(log);
        failures = 0;
      } catch (err) {
        log.error({ err }, `${this.kind} failed; retrying`);
        await pause(Math.min(30_000, 500 * 2 ** failures++), this.abort.signal);
      } finally {
        await this.deps.locks.unlock(this.lockKey, this);
      }
    }
  }

  private async runLocked(log: Logger): Promise<void> {
    let position = await this.subscriber.activate();
    while (!this.stopped) {
      if (!this.deps.locks.holds(this.lockKey, this)) throw new Error('lost the subscription lock');
      const events = await this.deps.eventStore.readAll(position, this.batchSize);
      if (events.length > 0) {
        this.lastReadAt = performance.now();
        const last = events[events.length - 1]!.position;
        if (!(await this.subscriber.processBatch(events, position, last))) {
          log.info('checkpoint moved by another writer; reloading');
          position = await this.subscriber.activate();
          continue;
        }
        position = last;
        this.processed += events.length;
        if (events.length === this.batchSize) continue;
        // A batch short of full read all there was. Rather than read again only to find nothing, the
        // runner waits for the readable head to pass it (at once when it already has; the head is one
        // query for every subscriber of the process asking at that moment).
      }
      if (this.subscriber.caughtUp && !(await this.subscriber.caughtUp(position))) {
        log.info('checkpoint moved by another writer; reloading');
        position = await this.subscriber.activate();
        continue;
      }
      await this.waitForEvents(position);
      await this.gather();
    }
  }

  /** Waits until `gatherMs` have passed since the last read that found events. */
  private async gather(): Promise<void> {
    const sinceRead = performance.now() - this.lastReadAt;
    if (sinceRead < this.gatherMs) await pause(this.gatherMs - sinceRead, this.abort.signal);
  }

  private async waitForEvents(after: Position): Promise<void> {
    const iterator = this.deps.eventStore.wake(after, this.abort.signal)[Symbol.asyncIterator]();
    try {
      await iterator.next();
    } finally {
      await iterator.return?.();
    }
  }
}
