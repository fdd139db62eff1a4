import type { Position, RecordedEvent } from '@outreach/domain';
import type { EventStore } from '@outreach/event-store';
import type { Bus, Logger } from '@outreach/server-kit';
import type pg from 'pg';
import { applyBatch } from './applyBatch.ts';
import { advanceCheckpoint, ensureCheckpoint, readCheckpoint } from './checkpoints.ts';
import { relevantEvents, type Notification, type Projection } from './projection.ts';
import { rebuildProjection } from './rebuildProjection.ts';
import type { AdvisoryLocks } from './advisoryLocks.ts';

export interface RunnerDeps {
  pool: pg.Pool;
  /** Where the projection locks are held (one connection for every runner of the process). */
  locks: AdvisoryLocks;
  eventStore: EventStore;
  bus: Bus;
  logger: Logger;
}

export interface RunnerOptions {
  batchSize?: number;
  /** How long a standby runner waits before trying for the projection's lock again. */
  standbyRetryMs?: number;
}

const lockKey = (name: string) => `outreach:projection:${name}`;

/**
 * Runs one projection: holds its advisory lock (one active runner per projection across every
 * process), reads batches after its checkpoint, applies each batch and CAS-advances the checkpoint
 * in one transaction, publishes the batch's notifications after commit, and sleeps on the event
 * store's wake-up (LISTEN/NOTIFY with polling) when caught up.
 */
export class ProjectionRunner {
  private readonly abort = new AbortController();
  private loop: Promise<void> | undefined;
  private readonly batchSize: number;
  private readonly standbyRetryMs: number;
  /** Events applied by this runner since it started. */
  applied = 0;

  constructor(
    private readonly deps: RunnerDeps,
    readonly projection: Projection,
    options: RunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 1000;
    this.standbyRetryMs = options.standbyRetryMs ?? 2000;
  }

  start(): void {
    this.loop ??= this.run();
  }

  /** Stop after the batch in progress commits; release the lock. */
  async stop(): Promise<void> {
    this.abort.abort();
    await this.loop;
  }

  private get stopped(): boolean {
    return this.abort.signal.aborted;
  }

  private async sleep(ms: number): Promise<void> {
    if (this.stopped) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.abort.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      }, { once: true });
    });
  }

  private async run(): Promise<void> {
    const log = this.deps.logger.child({ projection: this.projection.name });
    const key = lockKey(this.projection.name);
    let failures = 0;
    while (!this.stopped) {
      try {
        if (!(await this.deps.locks.tryLock(key, this))) {
          await this.sleep(this.standbyRetryMs);
          continue;
        }
        log.info('projection active');
        await this.runLocked(log, () => !this.deps.locks.holds(key, this));
        failures = 0;
      } catch (err) {
        log.error({ err }, 'projection failed; retrying');
        await this.sleep(Math.min(30_000, 500 * 2 ** failures++));
      } finally {
        await this.deps.locks.unlock(key, this);
      }
    }
  }

  private async runLocked(log: Logger, lockLost: () => boolean): Promise<void> {
    const { pool, eventStore } = this.deps;
    let checkpoint = await ensureCheckpoint(pool, this.projection.name, this.projection.version);
    if (checkpoint.version < this.projection.version) {
      log.info({ from: checkpoint.version, to: this.projection.version }, 'projection version changed: rebuilding');
      await rebuildProjection(pool, eventStore, this.projection);
      checkpoint = (await readCheckpoint(pool, this.projection.name))!;
    }
    let position: Position = checkpoint.position;
    while (!this.stopped) {
      if (lockLost()) throw new Error('lost the projection lock');
      const events = await eventStore.readAll(position, this.batchSize);
      if (events.length === 0) {
        await this.waitForEvents(position);
        continue;
      }
      const last = events[events.length - 1]!.position;
      const notifications = await this.commitBatch(events, position, last);
      if (!notifications) {
        log.info('checkpoint moved by another writer (rebuild); reloading');
        position = (await readCheckpoint(pool, this.projection.name))!.position;
        continue;
      }
      position = last;
      this.applied += events.length;
      for (const n of notifications) this.deps.bus.publish(n.subject, n.data);
    }
  }

  /**
   * Applies the batch and compare-and-sets the checkpoint from `from` to `to` in one transaction;
   * a batch the projection folds nothing of only moves the checkpoint, in one statement. Returns
   * the batch's notifications, or undefined when another writer moved the checkpoint (nothing kept).
   */
  private async commitBatch(events: readonly RecordedEvent[], from: Position, to: Position): Promise<Notification[] | undefined> {
    const { pool } = this.deps;
    const name = this.projection.name;
    if (relevantEvents(this.projection, events).length === 0) return (await advanceCheckpoint(pool, name, from, to)) ? [] : undefined;
    const tx = await pool.connect();
    try {
      await tx.query('begin');
      const notifications = await applyBatch(tx, this.projection, events);
      if (await advanceCheckpoint(tx, name, from, to)) {
        await tx.query('commit');
        return notifications;
      }
      await tx.query('rollback');
      return undefined;
    } catch (error) {
      await tx.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      tx.release();
    }
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
