import type { Actor, RecordedEvent } from '@outreach/domain';
import { createTestDatabase, type TestDatabase } from '@outreach/testing';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { applyBatch, BEGIN_PROJECTION_BATCH } from './applyBatch.ts';
import { migrateReadModels } from './migrate.ts';
import { READ_SCHEMA, quoteIdent, type Notification, type Projection, type StreamReader } from './projection.ts';

/** An event as a projection spec gives it: type and data, and, when the projection reads them, its stream, time, actor and reason. */
export interface GivenEvent {
  type: string;
  data: unknown;
  streamId?: string;
  /** ISO instant; by default one minute after the previous event, from 2026-01-05T15:00Z. */
  occurredAt?: string;
  actor?: Actor;
  reason?: string;
}

const FIRST_AT = Date.parse('2026-01-05T15:00:00.000Z');

/** A timestamptz column as the ISO string events carry (`iso('created_at')` in a spec's query). */
export const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The instant of the n-th given event (from 0) when it names none. */
export const specTime = (n: number) => new Date(FIRST_AT + n * 60_000).toISOString();

export const SPEC_ACTOR: Actor = { kind: 'user', id: 'user-spec', username: 'spec' };

/** Complete recorded events: positions 1, 2, …; revisions counted per stream; fixed ids and times. */
export function recordedEvents(events: readonly GivenEvent[]): RecordedEvent[] {
  const revisions = new Map<string, bigint>();
  let at = FIRST_AT - 60_000;
  return events.map((e, i) => {
    const n = BigInt(i + 1);
    const streamId = e.streamId ?? 'spec-1';
    const revision = revisions.has(streamId) ? revisions.get(streamId)! + 1n : 0n;
    revisions.set(streamId, revision);
    at = e.occurredAt ? Date.parse(e.occurredAt) : at + 60_000;
    const occurredAt = new Date(at).toISOString();
    const eventId = `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`;
    return {
      eventId,
      streamId,
      revision,
      position: { commit: n, prepare: n },
      type: e.type,
      data: e.data,
      metadata: {
        eventId,
        actor: e.actor ?? SPEC_ACTOR,
        occurredAt,
        correlationId: `corr-${i + 1}`,
        causationId: `cause-${i + 1}`,
        requestId: `req-${i + 1}`,
        ...(e.reason ? { reason: e.reason } : {}),
      },
      recordedAt: new Date(at),
    };
  });
}

const REBUILD_SUFFIX = '__spec_rebuild';

/** The given events as the event store's streams. */
export function givenStreams(events: readonly RecordedEvent[]): StreamReader {
  return async (streamIds) => {
    const streams = new Map<string, RecordedEvent[]>();
    for (const id of streamIds) {
      const stream = events.filter((e) => e.streamId === id);
      if (stream.length > 0) streams.set(id, stream);
    }
    return streams;
  };
}

/**
 * Given events → then rows, for one projection against a real PostgreSQL database (one per spec
 * file, read models migrated). `then(query, rows)` folds the events twice through the projection's
 * own batch apply: one event per transaction into its emptied live tables, as a live runner may,
 * and all in one batch into fresh copies of its tables, as a rebuild does (the query's
 * `read.<table>` names are pointed at the copies); both must give the expected rows. It answers
 * with the notifications of the single batch.
 */
export function projectionSpec(projection: Projection) {
  let database: TestDatabase;
  let pool: pg.Pool;

  beforeAll(async () => {
    database = await createTestDatabase(`spec_${projection.name}`);
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    pool.on('error', () => undefined);
    await migrateReadModels(pool);
  });
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  const live = (t: string) => `${READ_SCHEMA}.${quoteIdent(t)}`;
  const copy = (t: string) => `${READ_SCHEMA}.${quoteIdent(t + REBUILD_SUFFIX)}`;

  /**
   * Fold batches from empty tables: the live ones, or (as a rebuild does) fresh copies beside them;
   * answers each batch's notifications. The event store the projection reads holds the given events.
   */
  async function fold(batches: readonly (readonly RecordedEvent[])[], into: 'live' | 'copies'): Promise<Notification[][]> {
    const readStreams = givenStreams(batches.flat());
    const client = await pool.connect();
    try {
      if (into === 'live') await client.query(`truncate ${projection.tables.map(live).join(', ')}`);
      else for (const t of projection.tables) await client.query(`drop table if exists ${copy(t)}; create table ${copy(t)} (like ${live(t)} including all)`);
      const notifications: Notification[][] = [];
      for (const batch of batches) {
        await client.query(BEGIN_PROJECTION_BATCH);
        try {
          notifications.push(await applyBatch(client, projection, batch, readStreams, into === 'copies' ? REBUILD_SUFFIX : ''));
          await client.query('commit');
        } catch (error) {
          await client.query('rollback');
          throw error;
        }
      }
      return notifications;
    } finally {
      client.release();
    }
  }

  /** The query with the projection's tables read from the copies. */
  const onCopies = (query: string) =>
    projection.tables.reduce((text, t) => text.replace(new RegExp(`\\b${READ_SCHEMA}\\.${t}\\b`, 'g'), copy(t)), query);

  const rowsOf = async (query: string, params: unknown[]) => (await pool.query(query, params)).rows;

  return {
    /** The spec file's database, for queries of its own (table comments, generated columns). */
    query: (text: string, params: unknown[] = []) => rowsOf(text, params),
    given(events: readonly GivenEvent[]) {
      const recorded = recordedEvents(events);
      return {
        async then(query: string, expected: readonly Record<string, unknown>[], params: unknown[] = []): Promise<Notification[]> {
          await fold(recorded.map((e) => [e]), 'live');
          expect(await rowsOf(query, params), 'one event per batch (live)').toEqual(expected);
          const notifications = await fold([recorded], 'copies');
          expect(await rowsOf(onCopies(query), params), 'all events in one batch into fresh tables (rebuild)').toEqual(expected);
          return notifications.flat();
        },
        /** The notifications of the last event's own batch, every event applied in a batch of its own (as a live runner may). */
        async lastBatchNotifications(): Promise<Notification[]> {
          return (await fold(recorded.map((e) => [e]), 'live')).at(-1) ?? [];
        },
      };
    },
  };
}
