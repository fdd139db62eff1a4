import { START, excludeSystemEvents, type AllStreamResolvedEvent, type AllStreamSubscription, type EventStoreDBClient } from '@eventstore/db-client';
import { comparePositions, type Position } from '@outreach/domain';
import { withTimeout } from './withTimeout.ts';

export interface WakeDependencies {
  client: EventStoreDBClient;
  timeoutMs: number;
  /** Longest pause between two attempts to subscribe again. */
  maxBackoffMs: number;
  /** Position of the newest non-system event, or undefined when there is none. */
  headPosition(): Promise<Position | undefined>;
}

const FIRST_BACKOFF_MS = 100;

function later(a: Position, b: Position | undefined): Position {
  return b && comparePositions(b, a) > 0 ? b : a;
}

/**
 * Yields whenever events after `after` exist that the consumer was not yet woken for. Listens with
 * a catch-up subscription to $all (system events filtered out by the server) starting at the head,
 * and compares the head itself once; a failed or unconfirmed subscription is replaced, resuming at
 * the last event it delivered, after a backoff doubling up to maxBackoffMs.
 */
export async function* wakeOnAppends(deps: WakeDependencies, after: Position, signal: AbortSignal): AsyncGenerator<void> {
  let told = after;
  let newest: Position | undefined;
  let from: Position | undefined;
  let subscription: AllStreamSubscription | undefined;
  let failures = 0;
  let retryAt = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let due = false;
  let resume: (() => void) | undefined;
  const poke = () => {
    due = true;
    resume?.();
  };

  const fail = (failed: AllStreamSubscription | undefined) => {
    if (failed && failed !== subscription) return;
    if (failed) {
      subscription = undefined;
      failed.unsubscribe().catch(() => undefined);
    }
    failures += 1;
    const delay = Math.min(deps.maxBackoffMs, FIRST_BACKOFF_MS * 2 ** (failures - 1));
    retryAt = Date.now() + delay;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(poke, delay);
    retryTimer.unref();
  };

  const subscribe = async (start: Position | undefined): Promise<void> => {
    const sub = deps.client.subscribeToAll({ fromPosition: start ?? START, filter: excludeSystemEvents() });
    subscription = sub;
    sub.on('data', (resolved: AllStreamResolvedEvent) => {
      const event = resolved.event;
      const position = event?.position;
      if (!position || sub !== subscription) return;
      from = later(position, from);
      newest = later(position, newest);
      poke();
    });
    sub.on('error', () => fail(sub));
    sub.on('end', () => fail(sub));
    sub.on('close', () => fail(sub));
    const confirmed = new Promise<void>((resolve, reject) => {
      sub.once('confirmation', resolve);
      sub.once('error', reject);
      sub.once('close', () => reject(new Error('subscription closed before confirmation')));
    });
    try {
      await withTimeout('subscribeToAll', deps.timeoutMs, () => confirmed);
    } catch (error) {
      fail(sub);
      throw error;
    }
    failures = 0;
  };

  signal.addEventListener('abort', poke);
  try {
    while (!signal.aborted) {
      if (!subscription && Date.now() >= retryAt) {
        try {
          if (from === undefined) {
            // Start listening at the head: what is older is judged by the head itself.
            const head = await withTimeout('headPosition', deps.timeoutMs, () => deps.headPosition());
            if (head) {
              from = head;
              newest = later(head, newest);
            }
          }
          await subscribe(from);
        } catch {
          if (!subscription && Date.now() >= retryAt) fail(undefined);
        }
        if (signal.aborted) return;
      }
      if (newest && comparePositions(newest, told) > 0) {
        told = newest;
        due = false;
        yield;
        continue;
      }
      if (!due) {
        await new Promise<void>((resolve) => {
          resume = resolve;
        });
        resume = undefined;
      }
      due = false;
    }
  } finally {
    signal.removeEventListener('abort', poke);
    clearTimeout(retryTimer);
    const last = subscription;
    subscription = undefined;
    if (last) await withTimeout('unsubscribe', deps.timeoutMs, () => last.unsubscribe()).catch(() => undefined);
  }
}
