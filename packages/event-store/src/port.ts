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

/** One stream's part of appendToStreams: the same three things appendToStream takes. */
export interface StreamAppend {
  streamId: string;
  events: readonly EventToAppend[];
  expectedRevision: ExpectedRevision;
}

export interface ReadStreamOptions {
  /** First revision to read (inclusive). Default: 0 forwards, the last revision backwards. */
  fromRevision?: bigint;
  direction?: 'forwards' | 'backwards';
  maxCount?: number;
}

/** Thrown by appendToStream(s) when the expected revision of a stream does not hold. */
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
  /**
   * Appends to several streams at once (bulk imports); the results are in the order of `appends`.
   * Each stream's append behaves as appendToStream would: its expected revision is checked, it is
   * refused with WrongExpectedRevisionError naming that stream (`streamId`, `expected`, `actual`),
   * and an append whose events are already stored as that very append is answered with its original
   * result (so re-sending a batch whose answer was lost stores nothing twice). A stream may appear
   * once per batch and an event id once (TypeError otherwise, before anything is written); an empty
   * batch answers [].
   *
   * PostgreSQL: atomic. All streams are written in one transaction; when any expected revision does
   * not hold, nothing of the batch is stored and the error names the first such stream in batch order.
   * EventStoreDB: NOT atomic (it has no multi-stream transactions). The streams are appended one by
   * one, a few at a time, each atomically and with its own timeout; after a failure no further
   * stream is started, and the error (the failure of the earliest stream in `appends`) names the
   * stream that failed while appends to other streams of the batch may already be stored. Re-sending
   * the same batch (after a timeout, say) completes it, the server answering the appends it already
   * stored as retries (as for appendToStream; best effort for 'any').
   */
  appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[]>;
  /**
   * The newest event of each given stream that exists; absent streams are missing from the map.
   * Meant for up to a few thousand ids per call. Reads what is committed (like readStream), not
   * only what readAll may return yet.
   */
  readLastEvents(streamIds: readonly string[]): Promise<Map<string, RecordedEvent>>;
  /**
   * Every event of each given stream that exists, in revision order; absent streams are missing
   * from the map. For many short streams at once (the messages of a send batch), up to a few
   * thousand ids per call; a long stream is better read with readStream.
   */
  readStreams(streamIds: readonly string[]): Promise<Map<string, RecordedEvent[]>>;
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
 * Thrown by appendToStream(s) when some of the given event ids are already stored, but not as the
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
