import type { LiveUpdateNotification } from '@outreach/contracts';
import type { RecordedEvent } from '@outreach/domain';
import type pg from 'pg';

/**
 * A notification published on the bus after the batch that produced it commits: a live update for
 * the browsers (`liveUpdate` in the contracts), built with `liveUpdateNotification(type, data)`.
 */
export type Notification = LiveUpdateNotification;

/** Streams read whole from the event store, each in order (a stream never written is missing). */
export type StreamReader = (streamIds: readonly string[]) => Promise<Map<string, readonly RecordedEvent[]>>;

export interface ProjectionContext {
  tx: pg.PoolClient;
  /** The physical, quoted name of one of the projection's tables (live or rebuild copy). */
  table(logicalName: string): string;
  /**
   * Earlier events of other streams, for what an event recorded before it carried a fact does not
   * say (an e-mail's outcome recorded before outcomes carried their recipient: its EmailQueued tells).
   */
  readStreams: StreamReader;
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
  /**
   * Under a steady stream of small commits (a campaign's sends and their answers) the projection
   * reads at most once per this many milliseconds, each batch gathering what came meanwhile; the
   * first events after a quiet spell are read at once. Unset (0): every commit is read as it comes,
   * for the read models a user watches live (the SMS inbox, the contact lists).
   */
  gatherMs?: number;
}

/**
 * The gather of the read models that follow every send (the audit trail, the outbound e-mails, a
 * campaign's figures): each read and commit of theirs costs the same for 5 events as for 50, and a
 * campaign's answers arrive a few at a time, many times a second. A tenth of a second later is
 * still live for a progress bar and a history.
 */
export const BULK_GATHER_MS = 100;

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
