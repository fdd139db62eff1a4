import type { Position, RecordedEvent } from '@outreach/domain';
import type { EventStore } from '@outreach/event-store';
import { commitIf, type Subscriber } from '@outreach/runner';
import type { Bus, Logger } from '@outreach/server-kit';
import type pg from 'pg';
import { applyBatch, BEGIN_PROJECTION_BATCH } from './applyBatch.ts';
import { advanceCheckpoint, advanceIdleCheckpoint, ensureCheckpoint, readCheckpoint } from './checkpoints.ts';
import { relevantEvents, type Notification, type Projection } from './projection.ts';
import { rebuildProjection } from './rebuildProjection.ts';

export interface ProjectionSubscriberDeps {
  pool: pg.Pool;
  eventStore: EventStore;
  bus: Bus;
  logger: Logger;
}

/**
 * A projection as a checkpointed subscriber: on activation it rebuilds when its version changed;
 * each batch is applied and its checkpoint compare-and-set in one transaction, and the batch's
 * notifications are published after the commit.
 */
export function projectionSubscriber(deps: ProjectionSubscriberDeps, projection: Projection): Subscriber {
  const { pool, eventStore, bus, logger } = deps;
  const name = projection.name;
  return {
    name,
    async activate(): Promise<Position> {
      let checkpoint = await ensureCheckpoint(pool, name, projection.version);
      if (checkpoint.version < projection.version) {
        logger.child({ projection: name }).info({ from: checkpoint.version, to: projection.version }, 'projection version changed: rebuilding');
        await rebuildProjection(pool, eventStore, projection);
        checkpoint = (await readCheckpoint(pool, name))!;
      }
      return checkpoint.position;
    },
    async processBatch(events: readonly RecordedEvent[], from: Position, to: Position): Promise<boolean> {
      // A batch the projection folds nothing of only moves the checkpoint, in one statement with the other projections' such moves.
      if (relevantEvents(projection, events).length === 0) return advanceIdleCheckpoint(pool, name, from, to);
      let notifications: Notification[] = [];
      const committed = await commitIf(
        pool,
        async (tx) => {
          notifications = await applyBatch(tx, projection, events, (ids) => eventStore.readStreams(ids));
          return advanceCheckpoint(tx, name, from, to);
        },
        BEGIN_PROJECTION_BATCH,
      );
      if (!committed) return false;
      for (const n of notifications) bus.publish(n.subject, n.data);
      return true;
    },
  };
}
