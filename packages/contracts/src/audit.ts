import { z } from 'zod';

/** GET /api/audit/streams/{streamId} */
export const streamHistoryParams = z.object({ streamId: z.string().min(3, 'Unknown record').max(200, 'Unknown record') });

/** ?limit&offset of an audit history. */
export const streamHistoryQuery = z.object({
  limit: z.coerce.number().int('limit must be a whole number').min(1, 'limit must be at least 1').max(1000, 'limit must be at most 1000').default(200),
  offset: z.coerce.number().int('offset must be a whole number').min(0, 'offset cannot be negative').default(0),
});

/** One event of a record's history: who, when and why. */
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

/** GET /api/audit/streams/{streamId} and GET /api/audit/users/{id}: every event of one record, oldest first. */
export const streamHistory = z.object({ streamId: z.string(), events: z.array(historyEntry) });
