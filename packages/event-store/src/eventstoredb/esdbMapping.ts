import {
  ANY,
  ErrorType,
  NO_STREAM,
  STREAM_EXISTS,
  type AllStreamRecordedEvent,
  type AppendExpectedRevision,
  type EventData,
  type JSONType,
  type RecordedEvent as EsdbRecordedEvent,
  type WrongExpectedVersionError,
} from '@eventstore/db-client';
import type { EventMetadata, Position, RecordedEvent } from '@outreach/domain';
import type { EventToAppend, ExpectedRevision } from '../port.ts';

export function toEsdbExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  switch (expected) {
    case 'any':
      return ANY;
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    default:
      return expected;
  }
}

export function toEventData(event: EventToAppend): EventData {
  return {
    id: event.eventId,
    contentType: 'application/json',
    type: event.type,
    // The client JSON.stringifies whatever it is given; JSONType is narrower than our unknown payloads.
    data: (event.data ?? null) as JSONType,
    metadata: event.metadata as unknown as JSONType,
  };
}

/** By type as well as class: a second copy of the client package would defeat instanceof. */
export function isWrongExpectedVersion(error: unknown): error is WrongExpectedVersionError {
  return (error as { type?: unknown } | null)?.type === ErrorType.WRONG_EXPECTED_VERSION;
}

export function isStreamNotFound(error: unknown): boolean {
  return (error as { type?: unknown } | null)?.type === ErrorType.STREAM_NOT_FOUND;
}

/** Events whose type starts with `$` are EventStoreDB's own (metadata, links, statistics, …). */
export function isSystemEvent(event: { type: string }): boolean {
  return event.type.startsWith('$');
}

function decodeData(event: EsdbRecordedEvent | AllStreamRecordedEvent): unknown {
  if (event.isJson) return event.data;
  const text = Buffer.from(event.data).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function toRecordedEvent(
  event: EsdbRecordedEvent | AllStreamRecordedEvent,
  commitPosition?: bigint,
): RecordedEvent {
  const position: Position | undefined =
    event.position ?? (commitPosition === undefined ? undefined : { commit: commitPosition, prepare: commitPosition });
  if (!position) throw new Error(`EventStoreDB returned event ${event.id} of ${event.streamId} without a position (server older than 22.6?)`);
  return {
    eventId: event.id,
    streamId: event.streamId,
    revision: event.revision,
    position: { commit: position.commit, prepare: position.prepare },
    type: event.type,
    data: decodeData(event),
    metadata: (event.metadata ?? {}) as unknown as EventMetadata,
    recordedAt: event.created,
  };
}
