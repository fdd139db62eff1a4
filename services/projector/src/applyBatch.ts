import type { RecordedEvent } from '@outreach/domain';
import type pg from 'pg';
import { relevantEvents, tableResolver, type Notification, type Projection, type StreamReader } from './projection.ts';

/**
 * A projection's statements join a batch's rows to the read tables by their keys. Costed as a
 * spinning disk's (PostgreSQL's default random_page_cost of 4), looking up a hundred keys in an
 * index seemed dearer than reading a table of 10,000 rows whole, so a campaign's first sends had
 * each batch scan its e-mails' tables (about 4 ms a batch instead of 1). Read models are served
 * from memory or SSD, where a random read costs about what a sequential one does. A batch's
 * transaction begins with this (one round trip), wherever batches are applied.
 */
export const BEGIN_PROJECTION_BATCH = 'begin; set local random_page_cost = 1.1';

/** Apply a batch to the live tables (suffix '') or to a rebuild copy (suffix '__rebuild'); `readStreams` reads the event store. */
export async function applyBatch(
  tx: pg.PoolClient,
  projection: Projection,
  events: readonly RecordedEvent[],
  readStreams: StreamReader,
  suffix = '',
): Promise<Notification[]> {
  const relevant = relevantEvents(projection, events);
  if (relevant.length === 0) return [];
  return (await projection.apply({ tx, table: tableResolver(suffix), readStreams }, relevant)) ?? [];
}
