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
  /**
   * Reacts to a batch's handled events together, in their order (in place of `react` for each),
   * when it can write what they make in fewer statements.
   */
  reactAll?(tx: pg.PoolClient, events: readonly RecordedEvent[]): Promise<void>;
  /** How long it waits after a read that found events before reading again; default: its process's. */
  gatherMs?: number;
}

export interface ReactorOptions {
  /** Called after each commit that reacted to something (e.g. poke the local workers). */
  afterCommit?: () => void;
}

/**
 * How long a reactor may leave its checkpoint behind events it has nothing to do for (a busy log of
 * other events): it moves when the reactor next reacts, when it is caught up, or after this long.
 * Reading those events again after a crash changes nothing.
 */
const IDLE_CHECKPOINT_MS = 1_000;

/** A reactor as a subscriber of the SubscriptionRunner. */
export function reactorSubscriber(pool: pg.Pool, reactor: Reactor, options: ReactorOptions = {}): Subscriber {
  const wanted = new Set(reactor.handles);
  /** The checkpoint as stored, and when it was stored; the runner's position may be ahead of it. */
  let stored: Position = { commit: 0n, prepare: 0n };
  let storedAt = 0;
  let behind = false;
  const moved = (to: Position) => {
    stored = to;
    storedAt = performance.now();
    behind = false;
    return true;
  };
  // Past events it has nothing to do for: together with the other subscribers' such moves of the moment.
  const advanceIdle = async (to: Position) => (await runnerCheckpoints.advanceIdle(pool, { name: reactor.name, from: stored, to })) && moved(to);
  return {
    name: reactor.name,
    async activate() {
      const at = await runnerCheckpoints.load(pool, reactor.name);
      moved(at);
      return at;
    },
    async processBatch(events: readonly RecordedEvent[], _from: Position, to: Position): Promise<boolean> {
      const relevant = events.filter((e) => wanted.has(e.type));
      if (relevant.length === 0) {
        if (performance.now() - storedAt < IDLE_CHECKPOINT_MS) return (behind = true);
        return advanceIdle(to);
      }
      const committed = await commitIf(pool, async (tx) => {
        if (reactor.reactAll) await reactor.reactAll(tx, relevant);
        else for (const event of relevant) await reactor.react(tx, event);
        return runnerCheckpoints.advance(tx, reactor.name, stored, to);
      });
      if (!committed) return false;
      moved(to);
      options.afterCommit?.();
      return true;
    },
    caughtUp: async (position: Position) => !behind || advanceIdle(position),
  };
}
