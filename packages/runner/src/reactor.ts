import type { Position, RecordedEvent } from '@outreach/domain';
import type pg from 'pg';
import { runnerCheckpoints, type CheckpointTable } from './checkpointTable.ts';
import type { Subscriber } from './subscriptionRunner.ts';

/**
 * Turns events into work: the middle of "command → events → reactor → work → worker". It decides
 * nothing the events did not decide; it records what is to be done (`scheduleWork`, its own
 * tables) through `tx`, which commits together with its checkpoint, so each event is taken into
 * account exactly once, even across crashes.
 */
export interface Reactor {
  /** Unique across the deployment: its checkpoint and its lock. */
  name: string;
  handles: readonly string[];
  react(tx: pg.PoolClient, event: RecordedEvent): Promise<void>;
}

export interface ReactorOptions {
  /** Default `runner.checkpoints`. */
  checkpoints?: CheckpointTable;
  /** Called after each commit that reacted to something (e.g. poke the local workers). */
  afterCommit?: () => void;
}

/** A reactor as a subscriber of the SubscriptionRunner. */
export function reactorSubscriber(pool: pg.Pool, reactor: Reactor, options: ReactorOptions = {}): Subscriber {
  const checkpoints = options.checkpoints ?? runnerCheckpoints;
  const wanted = new Set(reactor.handles);
  return {
    name: reactor.name,
    activate: () => checkpoints.load(pool, reactor.name),
    async processBatch(events: readonly RecordedEvent[], from: Position, to: Position): Promise<boolean> {
      const relevant = events.filter((e) => wanted.has(e.type));
      if (relevant.length === 0) return checkpoints.advance(pool, reactor.name, from, to);
      const tx = await pool.connect();
      try {
        await tx.query('begin');
        for (const event of relevant) await reactor.react(tx, event);
        if (!(await checkpoints.advance(tx, reactor.name, from, to))) {
          await tx.query('rollback');
          return false;
        }
        await tx.query('commit');
      } catch (error) {
        await tx.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        tx.release();
      }
      options.afterCommit?.();
      return true;
    },
  };
}
