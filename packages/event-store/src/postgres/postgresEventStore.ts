import { comparePositions, type Position, type RecordedEvent } from '@outreach/domain';
import type pg from 'pg';
import {
  EventIdConflictError,
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type ReadStreamOptions,
  type StreamAppend,
} from '../port.ts';
import { validateAppend, validateAppends } from '../validateAppend.ts';
import { appendBatch, conflictOf, isRevisionTaken, StreamExists } from './appendBatch.ts';
import { CoalescedStarts } from './coalescedStarts.ts';
import { COPY_BATCH_MIN_EVENTS, copyBatch } from './copyBatch.ts';
import { appendResult, streamLockStatement } from './appendInTransaction.ts';
import { bulkStatistics } from './bulkStatistics.ts';
import { appendStatement, NOTIFY_AFTER_COMMIT, preparedAppend, type AppendStatementRow } from './appendStatement.ts';
import { EVENT_COLUMNS, toPosition, toRecordedEvent, type EventRow, type PositionRow } from './eventRows.ts';
import { findStoredAppend, findStoredEvents, matchStoredAppend } from './findStoredAppend.ts';
import { NotificationListener } from './notificationListener.ts';
import { ReadAllCache } from './readAllCache.ts';
import { APPENDED_CHANNEL } from './schema.ts';

export interface PostgresEventStoreOptions {
  /** Server-side idle_in_transaction_session_timeout of append transactions. Default 15 s. */
  idleInTransactionTimeoutMs?: number;
  /** How often wake() checks for new events when no notification arrives. Default 1 s. */
  pollIntervalMs?: number;
  /** Page size of readStream. Default 500. */
  readStreamPageSize?: number;
  /**
   * How many of the newest events readAll answered are kept for the next readers. Default 20,000:
   * during a bulk import the projections of a process fall apart by more than 5,000 events (the
   * contacts' fold is slower than the audit trail's), and with fewer kept every event was read from
   * the database two or three times, which slowed the projections' catching up by about an eighth;
   * 50,000 read each once too but held 300 MB more.
   */
  readAllCacheSize?: number;
  /** A multi-stream append of at least this many events is written with COPY. Default COPY_BATCH_MIN_EVENTS. */
  copyBatchMinEvents?: number;
}

/**
 * Events of transactions older than every running one (pg_snapshot_xmin), strictly after the
 * cursor, in $all order. An append still in flight holds xmin at or below its own transaction id,
 * so nothing committed after it can be read before it: a reader never skips it.
 */
const READ_ALL = `
  select ${EVENT_COLUMNS}
  from es.events as e
  where e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
    and (e.transaction_id, e.global_position) > ($1::xid8, $2::int8)
  order by e.transaction_id, e.global_position
  limit $3`;

const READABLE_HEAD = `
  select transaction_id::text as transaction_id, global_position::text as global_position
  from es.events as e
  where e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
  order by e.transaction_id desc, e.global_position desc
  limit 1`;

const COMMITTED_HEAD = `
  select transaction_id::text as transaction_id, global_position::text as global_position
  from es.events as e
  order by e.transaction_id desc, e.global_position desc
  limit 1`;

/** The newest event of each of the given streams that exists: the last row of each in the primary key. */
const READ_LAST_EVENTS = `
  select ${EVENT_COLUMNS}
  from unnest($1::text[]) as s(stream_id)
  cross join lateral (
    select * from es.events as last where last.stream_id = s.stream_id order by last.stream_revision desc limit 1
  ) as e`;

export const READ_STREAMS = `
  select ${EVENT_COLUMNS} from es.events as e
  where e.stream_id = any($1::text[])
  order by e.stream_id, e.stream_revision`;

function isEventIdViolation(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown } | null;
  return e?.code === '23505' && e.constraint === 'events_event_id_key';
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * The event store on PostgreSQL (schema `es`, see migrate()). The pool belongs to the caller;
 * close() only gives back the LISTEN connection.
 */
export class PostgresEventStore implements EventStore {
  readonly #pool: pg.Pool;
  readonly #idleTimeoutMs: number;
  readonly #pollIntervalMs: number;
  readonly #pageSize: number;
  readonly #copyMinEvents: number;
  readonly #listener: NotificationListener;
  readonly #closing = new AbortController();
  /** Readers that ask for the same thing at once (the projections of a process) share one query. */
  readonly #reads = new CoalescedStarts();
  /** The newest events readAll answered: readers following the log close behind each other are answered from it. */
  readonly #recent: ReadAllCache;
  /** readAll queries under way, by cursor and limit: a reader asking for the same while one runs waits for it. */
  readonly #readsUnderWay = new Map<string, Promise<RecordedEvent[]>>();
  /** The log's statistics, taken as batches fill it (a campaign's sends, an import): its stream reads stay planned as key lookups. */
  readonly #statistics = bulkStatistics();

  constructor(pool: pg.Pool, options: PostgresEventStoreOptions = {}) {
    this.#pool = pool;
    this.#idleTimeoutMs = Math.max(1, Math.floor(options.idleInTransactionTimeoutMs ?? 15_000));
    this.#pollIntervalMs = options.pollIntervalMs ?? 1_000;
    this.#pageSize = options.readStreamPageSize ?? 500;
    this.#copyMinEvents = options.copyBatchMinEvents ?? COPY_BATCH_MIN_EVENTS;
    this.#recent = new ReadAllCache(options.readAllCacheSize ?? 20_000);
    this.#listener = new NotificationListener(pool, APPENDED_CHANNEL);
  }

  async appendToStream(
    streamId: string,
    events: readonly EventToAppend[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    const { expectedRevision } = options;
    validateAppend(streamId, events, expectedRevision);
    const client = await this.#pool.connect();
    // Set when the connection can no longer be trusted: the pool then discards it.
    let broken: Error | undefined;
    let notifying = false;
    try {
      // One round trip, one prepared statement: the stream lock, the check, the insert (see preparedAppend).
      try {
        const { rows } = await client.query<AppendStatementRow>(preparedAppend(streamId, events, expectedRevision));
        const row = rows[0];
        if (row?.revision && row.transaction_id && row.global_position) {
          const result = appendResult(row, streamId, expectedRevision);
          // The caller has its answer at the commit; the connection goes back once listeners are told.
          notifying = true;
          client.query(NOTIFY_AFTER_COMMIT).then(
            () => client.release(),
            (error: unknown) => client.release(asError(error)),
          );
          return result;
        }
      } catch (error) {
        if (!isRevisionTaken(error)) throw error;
      }
      // It inserted nothing, or another appender's revision was not in its snapshot: the answer comes
      // from an append whose snapshot follows the lock. One round trip: begin, the stream lock, the
      // checked insert of the events, commit, notify; the server runs it through without waiting for
      // the client, so it is never idle in the transaction.
      const answers = (await client.query(
        `begin; ${streamLockStatement(streamId)}; ${appendStatement(streamId, events, expectedRevision, false)}; commit; ${NOTIFY_AFTER_COMMIT}`,
      )) as unknown as pg.QueryResult<AppendStatementRow>[];
      // Nothing written (the commit closed an empty transaction): the expectation failed.
      return appendResult(answers[2]?.rows[0], streamId, expectedRevision);
    } catch (error) {
      await client.query('rollback').catch((rollbackError: unknown) => {
        broken = asError(rollbackError);
      });
      if (broken || !(error instanceof WrongExpectedRevisionError || isEventIdViolation(error))) throw error;
      // A retry of an append that succeeded (its answer may have been lost) succeeds again.
      const stored = await findStoredAppend(client, streamId, events, expectedRevision).catch((lookupError: unknown) => {
        if (!(lookupError instanceof EventIdConflictError)) broken = asError(lookupError);
        throw lookupError;
      });
      if (stored) return stored;
      throw error;
    } finally {
      if (!notifying) client.release(broken);
    }
  }

  /**
   * All streams in one transaction of two round trips: begin, the sorted stream locks and one
   * statement writing every event (appendBatch), or for many events a few more round trips and
   * one COPY (copyBatch); then commit and notify (see NOTIFY_AFTER_COMMIT). Atomic: a
   * conflict stores nothing. After a conflict, the appends whose events are all stored as exactly
   * that append are answered as retries, and the others (when there are any) are tried again as a
   * batch of their own; so re-sending a batch whose answer was lost stores nothing twice and
   * answers what the first attempt did.
   */
  async appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[]> {
    validateAppends(appends);
    const results = new Array<AppendResult | undefined>(appends.length);
    // Indexes (into appends) still to store. Each round either ends or answers at least one as a
    // retry, so this loop runs at most appends.length + 1 times (and almost always once).
    let pending = appends.map((_, i) => i);
    while (pending.length > 0) {
      const batch = pending.map((i) => appends[i]!);
      const client = await this.#pool.connect();
      let broken: Error | undefined;
      try {
        const events = batch.reduce((n, append) => n + append.events.length, 0);
        const write = events >= this.#copyMinEvents ? copyBatch : appendBatch;
        const written = await write(client, batch, `begin; set local idle_in_transaction_session_timeout = ${this.#idleTimeoutMs}`);
        await this.#statistics(client, 'es.events', events);
        await client.query(`commit; ${NOTIFY_AFTER_COMMIT}`);
        pending.forEach((index, i) => {
          results[index] = written[i];
        });
        pending = [];
      } catch (caught) {
        await client.query('rollback').catch((rollbackError: unknown) => {
          broken = asError(rollbackError);
        });
        if (broken) throw caught;
        let error = caught;
        // A stream expected not to exist did: which expected revision fails is read after the rollback.
        if (caught instanceof StreamExists) {
          error =
            (await conflictOf(client, batch).catch((lookupError: unknown) => {
              broken = asError(lookupError);
              throw lookupError;
            })) ?? caught.cause;
        }
        if (!(error instanceof WrongExpectedRevisionError || isEventIdViolation(error))) throw error;
        const stored = await findStoredEvents(
          client,
          batch.flatMap((append) => append.events.map((e) => e.eventId)),
        ).catch((lookupError: unknown) => {
          broken = asError(lookupError);
          throw lookupError;
        });
        const rest: number[] = [];
        for (const index of pending) {
          const { streamId, events, expectedRevision } = appends[index]!;
          const retried = matchStoredAppend(stored, streamId, events, expectedRevision);
          if (retried) results[index] = retried;
          else rest.push(index);
        }
        if (rest.length === pending.length) throw error;
        pending = rest;
      } finally {
        client.release(broken);
      }
    }
    return results as AppendResult[];
  }

  async readLastEvents(streamIds: readonly string[]): Promise<Map<string, RecordedEvent>> {
    const unique = [...new Set(streamIds)];
    const found = new Map<string, RecordedEvent>();
    if (unique.length === 0) return found;
    const { rows } = await this.#pool.query<EventRow>(READ_LAST_EVENTS, [unique]);
    for (const row of rows) found.set(row.stream_id, toRecordedEvent(row));
    return found;
  }

  async readStreams(streamIds: readonly string[]): Promise<Map<string, RecordedEvent[]>> {
    const unique = [...new Set(streamIds)];
    const found = new Map<string, RecordedEvent[]>();
    if (unique.length === 0) return found;
    const { rows } = await this.#pool.query<EventRow>(READ_STREAMS, [unique]);
    for (const row of rows) {
      const events = found.get(row.stream_id);
      if (events) events.push(toRecordedEvent(row));
      else found.set(row.stream_id, [toRecordedEvent(row)]);
    }
    return found;
  }

  async *readStream(streamId: string, options: ReadStreamOptions = {}): AsyncIterable<RecordedEvent> {
    const backwards = options.direction === 'backwards';
    let remaining = options.maxCount ?? Number.POSITIVE_INFINITY;
    let from = options.fromRevision;
    while (remaining > 0) {
      const limit = Math.min(this.#pageSize, remaining);
      const { rows } = await this.#pool.query<EventRow>(
        backwards
          ? `select ${EVENT_COLUMNS} from es.events as e
             where e.stream_id = $1 and ($2::int8 is null or e.stream_revision <= $2::int8)
             order by e.stream_revision desc limit $3`
          : `select ${EVENT_COLUMNS} from es.events as e
             where e.stream_id = $1 and e.stream_revision >= coalesce($2::int8, 0)
             order by e.stream_revision limit $3`,
        [streamId, from === undefined ? null : String(from), limit],
      );
      for (const row of rows) yield toRecordedEvent(row);
      const last = rows[rows.length - 1];
      if (!last || rows.length < limit) return;
      remaining -= rows.length;
      const lastRevision = BigInt(last.stream_revision);
      if (backwards && lastRevision === 0n) return;
      from = backwards ? lastRevision - 1n : lastRevision + 1n;
    }
  }

  /**
   * Events after `after` in $all order (see READ_ALL). The newest stretch read is answered from
   * memory; a reader asking for what another reader's query is fetching (the same cursor and limit,
   * a subscriber of the process following the log a little later than another) waits for that
   * query instead of sending its own, and takes its answer when it found events: they are events
   * that follow the cursor with no gap, as a read of its own would begin. Only when that query found
   * nothing does it read again, so that it never misses what was appended while it waited.
   */
  async readAll(after: Position | 'start', limit: number): Promise<RecordedEvent[]> {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`readAll: limit ${limit} is not a positive integer`);
    const cached = this.#recent.after(after, limit);
    if (cached) return cached;
    const cursor = after === 'start' ? { commit: 0n, prepare: 0n } : after;
    const args = [String(cursor.commit), String(cursor.prepare), limit];
    const key = `all ${args.join(' ')}`;
    const underWay = this.#readsUnderWay.get(key);
    if (underWay) {
      const found = await underWay.catch(() => []);
      if (found.length > 0) return found;
    }
    const read = this.#reads.run(key, async () => {
      const events = (await this.#pool.query<EventRow>({ name: 'es_read_all', text: READ_ALL, values: args })).rows.map(toRecordedEvent);
      this.#recent.remember(after, events);
      return events;
    });
    if (this.#readsUnderWay.get(key) !== read) {
      this.#readsUnderWay.set(key, read);
      const done = () => {
        if (this.#readsUnderWay.get(key) === read) this.#readsUnderWay.delete(key);
      };
      read.then(done, done);
    }
    return read;
  }

  async headPosition(): Promise<Position | undefined> {
    const { rows } = await this.#pool.query<PositionRow>(COMMITTED_HEAD);
    return rows[0] ? toPosition(rows[0]) : undefined;
  }

  /** Position of the newest event readAll can return now (it may lag headPosition during appends). */
  async readableHeadPosition(): Promise<Position | undefined> {
    const rows = await this.#reads.run('readable head', async () => (await this.#pool.query<PositionRow>({ name: 'es_readable_head', text: READABLE_HEAD })).rows);
    return rows[0] ? toPosition(rows[0]) : undefined;
  }

  /**
   * Yields when readAll(after) may return something new: at once if it already can, then after
   * each notification or poll that finds the readable head moved on. Ends when `signal` aborts or
   * the store closes.
   */
  async *wake(after: Position, abort?: AbortSignal): AsyncIterable<void> {
    const signal = abort ? AbortSignal.any([abort, this.#closing.signal]) : this.#closing.signal;
    if (signal.aborted) return;
    let seen = after;
    let due = true;
    let resume: (() => void) | undefined;
    const poke = () => {
      due = true;
      resume?.();
    };
    // A notification can arrive before its events are readable (another transaction anywhere on
    // the server still holds the snapshot horizon back): re-check soon, backing off, rather than
    // waiting for the next poll.
    let recheckDelay = 0;
    let recheck: NodeJS.Timeout | undefined;
    const notified = () => {
      recheckDelay = 10;
      poke();
    };
    const unsubscribe = this.#listener.subscribe(notified);
    const timer = setInterval(() => {
      this.#listener.ensureConnected();
      poke();
    }, this.#pollIntervalMs);
    timer.unref();
    signal.addEventListener('abort', poke);
    try {
      while (!signal.aborted) {
        if (!due) {
          await new Promise<void>((resolve) => {
            resume = resolve;
          });
          resume = undefined;
          continue;
        }
        due = false;
        let head: Position | undefined;
        try {
          head = await this.readableHeadPosition();
        } catch {
          // The database is unreachable for now; the next tick tries again.
          continue;
        }
        if (signal.aborted) return;
        if (!head || comparePositions(head, seen) <= 0) {
          if (recheckDelay > 0 && recheckDelay <= this.#pollIntervalMs) {
            clearTimeout(recheck);
            recheck = setTimeout(poke, recheckDelay);
            recheck.unref();
            recheckDelay *= 2;
          }
          continue;
        }
        recheckDelay = 0;
        seen = head;
        yield;
      }
    } finally {
      clearTimeout(recheck);
      signal.removeEventListener('abort', poke);
      clearInterval(timer);
      unsubscribe();
    }
  }

  /** Ends every wake() iterator and gives back the LISTEN connection; the pool stays open. */
  async close(): Promise<void> {
    this.#closing.abort();
    await this.#listener.close();
  }
}
