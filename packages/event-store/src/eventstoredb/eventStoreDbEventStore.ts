import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  START,
  type AllStreamResolvedEvent,
  type ReadPosition,
  type ReadRevision,
} from '@eventstore/db-client';
import { comparePositions, type Position, type RecordedEvent } from '@outreach/domain';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type ReadStreamOptions,
  type StreamAppend,
} from '../port.ts';
import { validateAppend, validateAppends } from '../validateAppend.ts';
import {
  isStreamNotFound,
  isSystemEvent,
  isWrongExpectedVersion,
  toEsdbExpectedRevision,
  toEventData,
  toRecordedEvent,
} from './esdbMapping.ts';
import { mapConcurrently } from './mapConcurrently.ts';
import { wakeOnAppends } from './wakeOnAppends.ts';
import { collect, withTimeout } from './withTimeout.ts';

export interface EventStoreDbEventStoreOptions {
  /** Our own limit on every call to the server (its deadline alone is not enough). Default 10 s. */
  timeoutMs?: number;
  /** Events per read request. Default 500. */
  pageSize?: number;
  /** Longest pause between two attempts to subscribe again in wake(). Default 5 s. */
  maxBackoffMs?: number;
  /** Streams appended or read at once by appendToStreams and readLastEvents. Default 16. */
  batchConcurrency?: number;
}

/** The event store on EventStoreDB through @eventstore/db-client. */
export class EventStoreDbEventStore implements EventStore {
  readonly #client: EventStoreDBClient;
  readonly #ownsClient: boolean;
  readonly #timeoutMs: number;
  readonly #pageSize: number;
  readonly #maxBackoffMs: number;
  readonly #batchConcurrency: number;
  readonly #closing = new AbortController();

  /** Uses `client`; close() leaves it open unless `ownsClient`. */
  constructor(client: EventStoreDBClient, options: EventStoreDbEventStoreOptions & { ownsClient?: boolean } = {}) {
    this.#client = client;
    this.#ownsClient = options.ownsClient ?? false;
    this.#timeoutMs = options.timeoutMs ?? 10_000;
    this.#pageSize = Math.max(2, options.pageSize ?? 500);
    this.#maxBackoffMs = options.maxBackoffMs ?? 5_000;
    this.#batchConcurrency = Math.max(1, Math.floor(options.batchConcurrency ?? 16));
  }

  /** A store with its own client for `url` (`esdb://host:2113?tls=false`, …); close() disposes it. */
  static fromConnectionString(url: string, options: EventStoreDbEventStoreOptions = {}): EventStoreDbEventStore {
    return new EventStoreDbEventStore(EventStoreDBClient.connectionString(url), { ...options, ownsClient: true });
  }

  async appendToStream(
    streamId: string,
    events: readonly EventToAppend[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    const { expectedRevision } = options;
    validateAppend(streamId, events, expectedRevision);
    let result;
    try {
      result = await withTimeout('appendToStream', this.#timeoutMs, () =>
        this.#client.appendToStream(streamId, events.map(toEventData), {
          expectedRevision: toEsdbExpectedRevision(expectedRevision),
          deadline: this.#timeoutMs,
        }),
      );
    } catch (error) {
      if (isWrongExpectedVersion(error)) throw new WrongExpectedRevisionError(streamId, expectedRevision, error.actualVersion);
      throw error;
    }
    // The server leaves the position out when it recognised the append as a retry of one it stored.
    const position = result.position ?? (await this.#positionOf(streamId, result.nextExpectedRevision));
    return { nextRevision: result.nextExpectedRevision, position };
  }

  /**
   * NOT atomic: EventStoreDB has no transactions across streams. The streams are appended
   * separately, #batchConcurrency at a time, each atomically and within its own timeout. After a
   * failure no further stream is started; the error thrown (of the earliest failed stream in
   * `appends`, e.g. a WrongExpectedRevisionError naming it) leaves other streams of the batch
   * possibly stored. Re-sending the batch completes it: the server answers stored appends as retries.
   */
  async appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[]> {
    validateAppends(appends);
    return mapConcurrently(appends, this.#batchConcurrency, ({ streamId, events, expectedRevision }) =>
      this.appendToStream(streamId, events, { expectedRevision }),
    );
  }

  /** Each stream read backwards for one event, #batchConcurrency at a time, each within its own timeout. */
  async readLastEvents(streamIds: readonly string[]): Promise<Map<string, RecordedEvent>> {
    const unique = [...new Set(streamIds)];
    const last = await mapConcurrently(unique, this.#batchConcurrency, async (streamId) => {
      for await (const event of this.readStream(streamId, { direction: 'backwards', maxCount: 1 })) return event;
      return undefined;
    });
    const found = new Map<string, RecordedEvent>();
    last.forEach((event, i) => {
      if (event) found.set(unique[i]!, event);
    });
    return found;
  }

  /** Each stream read whole, #batchConcurrency at a time. */
  async readStreams(streamIds: readonly string[]): Promise<Map<string, RecordedEvent[]>> {
    const unique = [...new Set(streamIds)];
    const read = await mapConcurrently(unique, this.#batchConcurrency, async (streamId) => {
      const events: RecordedEvent[] = [];
      for await (const event of this.readStream(streamId)) events.push(event);
      return events;
    });
    const found = new Map<string, RecordedEvent[]>();
    read.forEach((events, i) => {
      if (events.length > 0) found.set(unique[i]!, events);
    });
    return found;
  }

  async *readStream(streamId: string, options: ReadStreamOptions = {}): AsyncIterable<RecordedEvent> {
    const backwards = options.direction === 'backwards';
    let remaining = options.maxCount ?? Number.POSITIVE_INFINITY;
    let from: ReadRevision = options.fromRevision ?? (backwards ? END : START);
    while (remaining > 0) {
      const count = Math.min(this.#pageSize, remaining);
      const start = from;
      let page;
      try {
        page = await collect('readStream', this.#timeoutMs, () =>
          this.#client.readStream(streamId, {
            fromRevision: start,
            direction: backwards ? BACKWARDS : FORWARDS,
            maxCount: count,
            deadline: this.#timeoutMs,
          }),
        );
      } catch (error) {
        if (isStreamNotFound(error)) return;
        throw error;
      }
      let last: bigint | undefined;
      for (const resolved of page) {
        if (!resolved.event) continue;
        last = resolved.event.revision;
        yield toRecordedEvent(resolved.event, resolved.commitPosition);
      }
      if (last === undefined || page.length < count) return;
      remaining -= page.length;
      if (backwards && last === 0n) return;
      from = backwards ? last - 1n : last + 1n;
    }
  }

  async readAll(after: Position | 'start', limit: number): Promise<RecordedEvent[]> {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`readAll: limit ${limit} is not a positive integer`);
    const events: RecordedEvent[] = [];
    // Reads from a position include the event at it: `seen` skips what is not strictly after.
    let seen = after === 'start' ? undefined : after;
    const pageSize = Math.max(limit, 100) + 1;
    while (events.length < limit) {
      const fromPosition: ReadPosition = seen ?? START;
      const page = await this.#readAllPage(fromPosition, pageSize, FORWARDS);
      for (const resolved of page) {
        const event = resolved.event;
        if (!event) continue;
        if (seen && comparePositions(event.position, seen) <= 0) continue;
        seen = event.position;
        if (isSystemEvent(event)) continue;
        events.push(toRecordedEvent(event));
        if (events.length === limit) break;
      }
      if (page.length < pageSize) break;
    }
    return events;
  }

  async headPosition(): Promise<Position | undefined> {
    let from: ReadPosition = END;
    for (;;) {
      const page = await this.#readAllPage(from, this.#pageSize, BACKWARDS);
      for (const resolved of page) {
        if (resolved.event && !isSystemEvent(resolved.event)) {
          return { commit: resolved.event.position.commit, prepare: resolved.event.position.prepare };
        }
      }
      const oldest = page[page.length - 1]?.event;
      if (page.length < this.#pageSize || !oldest) return undefined;
      // A full page spans at least two events, so the next one (at most overlapping by the event
      // at `from`) reaches further back.
      from = oldest.position;
    }
  }

  wake(after: Position, signal?: AbortSignal): AsyncIterable<void> {
    const stop = signal ? AbortSignal.any([signal, this.#closing.signal]) : this.#closing.signal;
    return wakeOnAppends(
      {
        client: this.#client,
        timeoutMs: this.#timeoutMs,
        maxBackoffMs: this.#maxBackoffMs,
        headPosition: () => this.headPosition(),
      },
      after,
      stop,
    );
  }

  async close(): Promise<void> {
    this.#closing.abort();
    if (this.#ownsClient) await withTimeout('dispose', this.#timeoutMs, () => this.#client.dispose()).catch(() => undefined);
  }

  #readAllPage(fromPosition: ReadPosition, maxCount: number, direction: typeof FORWARDS | typeof BACKWARDS): Promise<AllStreamResolvedEvent[]> {
    return collect('readAll', this.#timeoutMs, () =>
      this.#client.readAll({ fromPosition, maxCount, direction, deadline: this.#timeoutMs }),
    );
  }

  async #positionOf(streamId: string, revision: bigint): Promise<Position> {
    for await (const event of this.readStream(streamId, { fromRevision: revision, maxCount: 1 })) return event.position;
    throw new Error(`EventStoreDB: event ${revision} of ${streamId} is missing right after appending it`);
  }
}
