import { randomUUID } from 'node:crypto';
import type { Actor, EventMetadata } from '@outreach/domain';

export const TEST_ACTOR: Actor = { kind: 'system', process: 'test' };

/** An event ready to append, with complete metadata, for tests that fill a store directly. */
export function testEvent(type: string, data: unknown, actor: Actor = TEST_ACTOR, occurredAt = new Date().toISOString()) {
  const eventId = randomUUID();
  const metadata: EventMetadata = {
    eventId,
    actor,
    occurredAt,
    correlationId: eventId,
    causationId: eventId,
    requestId: `test-${eventId.slice(0, 8)}`,
  };
  return { eventId, type, data, metadata };
}
