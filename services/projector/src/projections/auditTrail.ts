import { streamCategory, type RecordedEvent } from '@outreach/domain';
import { eventDataJson } from '@outreach/event-store';
import { type Projection, BULK_GATHER_MS } from '../projection.ts';

function actorId(e: RecordedEvent): string | null {
  return e.metadata.actor.kind === 'user' ? e.metadata.actor.id : null;
}

function actorName(e: RecordedEvent): string {
  const a = e.metadata.actor;
  return a.kind === 'user' ? a.username : a.kind === 'webhook' ? a.source : a.process;
}

/**
 * Every event, one row each, with its actor, time and reason: what auditors replay. A plain
 * insert: the runner applies each event exactly once (its checkpoint moves in the same
 * transaction), and without an ON CONFLICT arbiter PostgreSQL skips a speculative insertion per
 * row, which a bulk import's hundreds of thousands of events would pay for.
 */
export const auditTrail: Projection = {
  name: 'auditTrail',
  version: 1,
  gatherMs: BULK_GATHER_MS,
  tables: ['audit_trail'],
  handles: 'all',
  async apply({ tx, table }, events) {
    if (events.length === 0) return;
    await tx.query(
      `insert into ${table('audit_trail')}
         (event_id, position_commit, position_prepare, stream_id, stream_category, stream_revision, event_type,
          actor_kind, actor_id, actor_name, occurred_at, recorded_at, reason, correlation_id, causation_id, request_id, data)
       select * from unnest($1::uuid[], $2::bigint[], $3::bigint[], $4::text[], $5::text[], $6::bigint[], $7::text[],
                            $8::text[], $9::text[], $10::text[], $11::timestamptz[], $12::timestamptz[], $13::text[],
                            $14::text[], $15::text[], $16::text[], $17::jsonb[])`,
      [
        events.map((e) => e.eventId),
        events.map((e) => e.position.commit.toString()),
        events.map((e) => e.position.prepare.toString()),
        events.map((e) => e.streamId),
        events.map((e) => streamCategory(e.streamId)),
        events.map((e) => e.revision.toString()),
        events.map((e) => e.type),
        events.map((e) => e.metadata.actor.kind),
        events.map(actorId),
        events.map(actorName),
        events.map((e) => e.metadata.occurredAt),
        events.map((e) => e.recordedAt.toISOString()),
        events.map((e) => e.metadata.reason ?? null),
        events.map((e) => e.metadata.correlationId),
        events.map((e) => e.metadata.causationId),
        events.map((e) => e.metadata.requestId),
        events.map(eventDataJson),
      ],
    );
  },
};
