import { streamCategory } from '@outreach/domain';
import { type Projection, BULK_GATHER_MS } from '../projection.ts';
import { actorName } from './auditTrail.ts';

interface Summary {
  streamId: string;
  /** The stream's first event is in this batch: no row for it exists yet. */
  isNew: boolean;
  count: number;
  lastRevision: bigint;
  firstAt: string;
  lastAt: string;
  lastType: string;
  lastActor: string;
}

function summaryParams(rows: readonly Summary[]): unknown[] {
  return [
    rows.map((r) => r.streamId),
    rows.map((r) => streamCategory(r.streamId)),
    rows.map((r) => r.count),
    rows.map((r) => r.lastRevision.toString()),
    rows.map((r) => r.firstAt),
    rows.map((r) => r.lastAt),
    rows.map((r) => r.lastType),
    rows.map((r) => r.lastActor),
  ];
}

/** Per stream: how many events, when the first and last happened, and what happened last. */
export const streamSummaries: Projection = {
  name: 'streamSummaries',
  version: 1,
  gatherMs: BULK_GATHER_MS,
  tables: ['stream_summaries'],
  handles: 'all',
  async apply({ tx, table }, events) {
    if (events.length === 0) return;
    const byStream = new Map<string, Summary>();
    for (const e of events) {
      const s = byStream.get(e.streamId);
      if (s) {
        s.count += 1;
        s.lastRevision = e.revision;
        s.lastAt = e.metadata.occurredAt;
        s.lastType = e.type;
        s.lastActor = actorName(e);
      } else {
        byStream.set(e.streamId, {
          streamId: e.streamId,
          isNew: e.revision === 0n,
          count: 1,
          lastRevision: e.revision,
          firstAt: e.metadata.occurredAt,
          lastAt: e.metadata.occurredAt,
          lastType: e.type,
          lastActor: actorName(e),
        });
      }
    }
    const all = [...byStream.values()];
    // Streams that begin in this batch (each event is applied exactly once) are plain inserts, which
    // PostgreSQL writes without a speculative insertion per row; the others add to their row.
    const fresh = all.filter((r) => r.isNew);
    const existing = all.filter((r) => !r.isNew);
    const columns = `(stream_id, stream_category, event_count, last_revision, first_event_at, last_event_at, last_event_type, last_actor_name)
       select * from unnest($1::text[], $2::text[], $3::bigint[], $4::bigint[], $5::timestamptz[], $6::timestamptz[], $7::text[], $8::text[])`;
    if (fresh.length) await tx.query(`insert into ${table('stream_summaries')} ${columns}`, summaryParams(fresh));
    if (existing.length) {
      await tx.query(
        `insert into ${table('stream_summaries')} as t ${columns}
         on conflict (stream_id) do update set
           event_count = t.event_count + excluded.event_count,
           last_revision = excluded.last_revision,
           last_event_at = excluded.last_event_at,
           last_event_type = excluded.last_event_type,
           last_actor_name = excluded.last_actor_name`,
        summaryParams(existing),
      );
    }
  },
};
