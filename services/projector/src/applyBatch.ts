import type { RecordedEvent } from '@outreach/domain';
import type pg from 'pg';
import { relevantEvents, tableResolver, type Notification, type Projection } from './projection.ts';

/** Apply a batch to the live tables (suffix '') or to a rebuild copy (suffix '__rebuild'). */
export async function applyBatch(
  tx: pg.PoolClient,
  projection: Projection,
  events: readonly RecordedEvent[],
  suffix = '',
): Promise<Notification[]> {
  const relevant = relevantEvents(projection, events);
  if (relevant.length === 0) return [];
  return (await projection.apply({ tx, table: tableResolver(suffix) }, relevant)) ?? [];
}
