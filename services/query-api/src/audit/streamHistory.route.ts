import { idParams, streamHistory, streamHistoryParams, streamHistoryQuery } from '@outreach/contracts';
import { notFound } from '@outreach/domain';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { sql } from 'slonik';
import { z } from 'zod';

const row = z.object({
  event_id: z.string(),
  stream_id: z.string(),
  stream_revision: z.number(),
  event_type: z.string(),
  actor_kind: z.string(),
  actor_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  occurred_at: z.string(),
  recorded_at: z.string(),
  reason: z.string().nullable(),
  correlation_id: z.string(),
  data: z.unknown(),
});

/**
 * GET /api/audit/streams/{streamId}, GET /api/audit/users/{id} and GET /api/audit/campaigns/{id}:
 * every event of one record, oldest first, with who, when and why.
 */
export function registerStreamHistoryRoute(app: TypedApp, runtime: Runtime): void {
  const history = async (streamId: string, { limit, offset }: { limit: number; offset: number }) => {
    const rows = await runtime.db.any(sql.type(row)`
      select event_id::text, stream_id, stream_revision, event_type, actor_kind, actor_id, actor_name,
             occurred_at, recorded_at, reason, correlation_id, data
        from read.audit_trail
       where stream_id = ${streamId}
       order by stream_revision
       limit ${limit} offset ${offset}`);
    if (rows.length === 0 && offset === 0) throw notFound(`No history for ${streamId}`);
    return {
      streamId,
      events: rows.map((r) => ({
        eventId: r.event_id,
        streamId: r.stream_id,
        revision: r.stream_revision,
        type: r.event_type,
        actor: { kind: r.actor_kind, id: r.actor_id, name: r.actor_name },
        occurredAt: r.occurred_at,
        recordedAt: r.recorded_at,
        reason: r.reason,
        correlationId: r.correlation_id,
        data: r.data,
      })),
    };
  };
  const config = { projections: ['auditTrail'] };
  app.get('/api/audit/streams/:streamId', { config, schema: { params: streamHistoryParams, querystring: streamHistoryQuery, response: { 200: streamHistory } } }, async (request) =>
    history(request.params.streamId, request.query),
  );
  app.get('/api/audit/users/:id', { config, schema: { params: idParams, querystring: streamHistoryQuery, response: { 200: streamHistory } } }, async (request) =>
    history(`user-${request.params.id}`, request.query),
  );
  app.get('/api/audit/campaigns/:id', { config, schema: { params: idParams, querystring: streamHistoryQuery, response: { 200: streamHistory } } }, async (request) =>
    history(`campaign-${request.params.id}`, request.query),
  );
}
