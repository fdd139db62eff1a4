import type { Position, RecordedEvent } from '@outreach/domain';
import type pg from 'pg';
import { runnerCheckpoints } from './runnerCheckpoints.ts';
import { commitIf } from './commitIf.ts';
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
  /** Called after each commit that reacted to something (e.g. poke the local workers). */
  afterCommit?: () => void;
}

/** A reactor as a subscriber of the SubscriptionRunner. */
export function reactorSubscriber(pool: pg.Pool, reactor: Reactor, options: ReactorOptions = {}): Subscriber {
  const wanted = new Set(reactor.handles);
  return {
    name: reactor.name,
    activate: () => runnerCheckpoints.load(pool, reactor.name),
    async processBatch(events: readonly RecordedEvent[], from: Position, to: Position): Promise<boolean> {
      const relevant = events.filter((e) => wanted.has(e.type));
      if (relevant.length === 0) return runnerCheckpoints.advance(pool, reactor.name, from, to);
      const committed = await commitIf(pool, async (tx) => {
        for (const event of relevant) await reactor.react(tx, event);
        return runnerCheckpoints.advance(tx, reactor.name, from, to);
      });
      if (!committed) return false;
      options.afterCommit?.();
      return true;
    },
  };
}
