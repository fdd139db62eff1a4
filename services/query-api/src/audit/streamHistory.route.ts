import { idParams } from '@outreach/contracts';
import { notFound } from '@outreach/domain';
import { parseInput, type Runtime } from '@outreach/server-kit';
import type { FastifyInstance } from 'fastify';
import { sql } from 'slonik';
import { z } from 'zod';

const params = z.object({ streamId: z.string().min(3, 'Unknown record').max(200, 'Unknown record') });
const query = z.object({
  limit: z.coerce.number().int('limit must be a whole number').min(1, 'limit must be at least 1').max(1000, 'limit must be at most 1000').default(200),
  offset: z.coerce.number().int('offset must be a whole number').min(0, 'offset cannot be negative').default(0),
});

export const historyEntry = z.object({
  eventId: z.string(),
  streamId: z.string(),
  revision: z.number(),
  type: z.string(),
  actor: z.object({ kind: z.string(), id: z.string().nullable(), name: z.string().nullable() }),
  occurredAt: z.string(),
  recordedAt: z.string(),
  reason: z.string().nullable(),
  correlationId: z.string(),
  data: z.unknown(),
});

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
 * GET /api/audit/streams/{streamId} and GET /api/audit/users/{id}: every event of one record,
 * oldest first, with who, when and why.
 */
export function registerStreamHistoryRoute(app: FastifyInstance, runtime: Runtime): void {
  const history = async (streamId: string, input: unknown) => {
    const { limit, offset } = parseInput(query, input);
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
  app.get('/api/audit/streams/:streamId', { config: { projections: ['auditTrail'] } }, async (request) =>
    history(parseInput(params, request.params).streamId, request.query),
  );
  app.get('/api/audit/users/:id', { config: { projections: ['auditTrail'] } }, async (request) =>
    history(`user-${parseInput(idParams, request.params).id}`, request.query),
  );
}
