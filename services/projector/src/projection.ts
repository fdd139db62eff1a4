import type { LiveUpdateNotification } from '@outreach/contracts';
import type { RecordedEvent } from '@outreach/domain';
import type pg from 'pg';

/**
 * A notification published on the bus after the batch that produced it commits: a live update for
 * the browsers (`liveUpdate` in the contracts), built with `liveUpdateNotification(type, data)`.
 */
export type Notification = LiveUpdateNotification;

export interface ProjectionContext {
  tx: pg.PoolClient;
  /** The physical, quoted name of one of the projection's tables (live or rebuild copy). */
  table(logicalName: string): string;
}

/**
 * A read model: which events it folds and how, batch by batch, with set-based SQL. Its tables live
 * in schema `read`, are created by numbered migrations, and are named in `tables` so a rebuild can
 * build fresh copies beside them and switch.
 */
export interface Projection {
  name: string;
  /** Bump to rebuild the read model from the first event on the next start. */
  version: number;
  tables: readonly string[];
  /** Event types it folds, or 'all'. */
  handles: readonly string[] | 'all';
  apply(context: ProjectionContext, events: readonly RecordedEvent[]): Promise<Notification[] | void>;
}

export const READ_SCHEMA = 'read';

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function tableResolver(suffix = ''): (logical: string) => string {
  return (logical) => `${READ_SCHEMA}.${quoteIdent(`${logical}${suffix}`)}`;
}

export function relevantEvents(projection: Projection, events: readonly RecordedEvent[]): RecordedEvent[] {
  if (projection.handles === 'all') return [...events];
  const wanted = new Set(projection.handles);
  return events.filter((e) => wanted.has(e.type));
}
