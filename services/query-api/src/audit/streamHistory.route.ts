import { idParams, streamHistory, streamHistoryParams, streamHistoryQuery } from '@outreach/contracts';
import { actorName, notFound, type RecordedEvent } from '@outreach/domain';
import type { Runtime, TypedApp } from '@outreach/server-kit';

/** One event as auditors see it: who did it, when and why, and what it recorded. */
function historyEntry(event: RecordedEvent) {
  const { actor } = event.metadata;
  return {
    eventId: event.eventId,
    streamId: event.streamId,
    revision: Number(event.revision),
    type: event.type,
    actor: { kind: actor.kind, id: actor.kind === 'user' ? actor.id : null, name: actorName(actor) },
    occurredAt: event.metadata.occurredAt,
    recordedAt: event.recordedAt.toISOString(),
    reason: event.metadata.reason ?? null,
    correlationId: event.metadata.correlationId,
    data: event.data,
  };
}

/**
 * GET /api/audit/streams/{streamId}, GET /api/audit/users/{id} and GET /api/audit/campaigns/{id}:
 * every event of one record, oldest first, with who, when and why. Read from the event store
 * itself, the record of what happened: never behind a write, nothing a projection could leave out.
 */
export function registerStreamHistoryRoute(app: TypedApp, runtime: Runtime): void {
  const history = async (streamId: string, { limit, offset }: { limit: number; offset: number }) => {
    const events = [];
    for await (const event of runtime.eventStore.readStream(streamId, { fromRevision: BigInt(offset), maxCount: limit })) events.push(historyEntry(event));
    if (events.length === 0 && offset === 0) throw notFound(`No history for ${streamId}`);
    return { streamId, events };
  };
  const config = { projections: [] };
  const schema = { querystring: streamHistoryQuery, response: { 200: streamHistory } };
  app.get('/api/audit/streams/:streamId', { config, schema: { ...schema, params: streamHistoryParams } }, async (request) => history(request.params.streamId, request.query));
  app.get('/api/audit/users/:id', { config, schema: { ...schema, params: idParams } }, async (request) => history(`user-${request.params.id}`, request.query));
  app.get('/api/audit/campaigns/:id', { config, schema: { ...schema, params: idParams } }, async (request) => history(`campaign-${request.params.id}`, request.query));
}
