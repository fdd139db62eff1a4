import type { DomainEvent, EventMetadata, Position, RecordedEvent } from '@outreach/domain';

export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | bigint;

/** An event ready to append: its id (idempotency key) and metadata are fixed by the caller. */
export interface EventToAppend<E extends DomainEvent = DomainEvent> {
  eventId: string;
  type: E['type'];
  data: E['data'];
  metadata: EventMetadata;
}

export interface AppendResult {
  /** Revision of the last event now in the stream. */
  nextRevision: bigint;
  /** Position of the last appended event. */
  position: Position;
}

export interface ReadStreamOptions {
  /** First revision to read (inclusive). Default: 0 forwards, the last revision backwards. */
  fromRevision?: bigint;
  direction?: 'forwards' | 'backwards';
  maxCount?: number;
}

/** Thrown by appendToStream when the expected revision does not hold. */
export class WrongExpectedRevisionError extends Error {
  readonly streamId: string;
  readonly expected: ExpectedRevision;
  /** The stream's actual revision, or 'no_stream'. */
  readonly actual: bigint | 'no_stream';
  constructor(streamId: string, expected: ExpectedRevision, actual: bigint | 'no_stream') {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
    this.streamId = streamId;
    this.expected = expected;
    this.actual = actual;
  }
}

export interface EventStore {
  appendToStream(
    streamId: string,
    events: readonly EventToAppend[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult>;
  /** Events of one stream in revision order; an absent stream yields nothing. */
  readStream(streamId: string, options?: ReadStreamOptions): AsyncIterable<RecordedEvent>;
  /** Up to `limit` events strictly after `after`, in $all order, gapless: never skips a later-committing writer. */
  readAll(after: Position | 'start', limit: number): Promise<RecordedEvent[]>;
  /** Yields whenever events after `after` may exist; ends when `signal` aborts. */
  wake(after: Position, signal?: AbortSignal): AsyncIterable<void>;
  /** The position of the newest event, or undefined when the store is empty. */
  headPosition(): Promise<Position | undefined>;
  close(): Promise<void>;
}

/**
 * Thrown by appendToStream when some of the given event ids are already stored, but not as the
 * exact result of an earlier identical append to this stream (which would be a harmless retry).
 */
export class EventIdConflictError extends Error {
  readonly streamId: string;
  /** The given ids that are already stored. */
  readonly storedEventIds: readonly string[];
  constructor(streamId: string, storedEventIds: readonly string[], reason: string) {
    super(`Stream ${streamId}: event ids ${storedEventIds.join(', ')} are already stored (${reason})`);
    this.name = 'EventIdConflictError';
    this.streamId = streamId;
    this.storedEventIds = storedEventIds;
  }
}
