import type { Position } from '@outreach/domain';
import type { EventToAppend } from '@outreach/event-store';
import type pg from 'pg';
import { benchEvents, benchStream } from '../support/events.ts';
import { toFigure } from '../support/figures.ts';
import type { Figure, Suite, SuiteContext } from '../support/suite.ts';
import { compareOptions } from '../support/progress.ts';
import { createRawEventsTable } from '../support/rawInsert.ts';
import { compare, type Workload } from '../support/timing.ts';

const SINGLE_APPENDS = 2_000;
const SINGLE_STREAMS = 200;
const BATCH_SIZE = 100;
const BATCH_APPENDS = 200;
const BATCH_STREAMS = 50;
const READ_PAGE = 1_000;

const RAW = 'bench.raw_events';

const RAW_INSERT_ONE = `
  insert into ${RAW} (stream_id, stream_revision, event_id, type, data, metadata)
  values ($1, $2, $3, $4, $5, $6)`;

const RAW_INSERT_MANY = `
  insert into ${RAW} (stream_id, stream_revision, event_id, type, data, metadata)
  select $1, $2::int8 + e.ordinality - 1, e.event_id, e.type, e.data, e.metadata
  from unnest($3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[])
    with ordinality as e(event_id, type, data, metadata, ordinality)`;

const RAW_KEYSET_PAGE = `
  select * from es.events
  where (transaction_id, global_position) > ($1::xid8, $2::int8)
  order by transaction_id, global_position
  limit $3`;

interface Batch {
  stream: string;
  events: EventToAppend[];
}

/** The appends of one round, shared by our store and the raw baseline so both write the same rows. */
function roundsOf(appends: number, size: number, streams: number, prefix: string): (round: number) => Batch[] {
  const cache = new Map<number, Batch[]>();
  return (round) => {
    let batches = cache.get(round);
    if (!batches) {
      cache.clear();
      const first = round * appends * size;
      batches = Array.from({ length: appends }, (_, i) => ({
        stream: benchStream(prefix, i % streams),
        events: benchEvents(first + i * size, size),
      }));
      cache.set(round, batches);
    }
    return batches;
  };
}

/** appendToStream with expectedRevision 'any' against raw INSERTs of the same rows. */
function appendWorkloads(context: SuiteContext, batchesOf: (round: number) => Batch[]): [Workload, Workload] {
  const { pool, store } = context;
  const rawRevisions = new Map<string, number>();
  const measured: Workload = {
    async prepare(round) {
      const batches = batchesOf(round);
      return {
        items: batches.reduce((n, b) => n + b.events.length, 0),
        async run() {
          for (const b of batches) await store.appendToStream(b.stream, b.events, { expectedRevision: 'any' });
        },
      };
    },
  };
  const baseline: Workload = {
    async prepare(round) {
      const batches = batchesOf(round);
      return {
        items: batches.reduce((n, b) => n + b.events.length, 0),
        async run() {
          for (const b of batches) {
            const first = rawRevisions.get(b.stream) ?? 0;
            rawRevisions.set(b.stream, first + b.events.length);
            if (b.events.length === 1) {
              const e = b.events[0]!;
              await pool.query(RAW_INSERT_ONE, [
                b.stream,
                first,
                e.eventId,
                e.type,
                JSON.stringify(e.data ?? null),
                JSON.stringify(e.metadata),
              ]);
            } else {
              await pool.query(RAW_INSERT_MANY, [
                b.stream,
                first,
                b.events.map((e) => e.eventId),
                b.events.map((e) => e.type),
                b.events.map((e) => JSON.stringify(e.data ?? null)),
                b.events.map((e) => JSON.stringify(e.metadata)),
              ]);
            }
          }
        },
      };
    },
  };
  return [measured, baseline];
}

async function countEvents(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: string }>('select count(*)::text as n from es.events');
  return Number(rows[0]!.n);
}

function expectCount(what: string, actual: number, expected: number): void {
  if (actual !== expected) throw new Error(`${what}: read ${actual} events, the store holds ${expected}`);
}

function readWorkloads(context: SuiteContext): [Workload, Workload] {
  const { pool, store } = context;
  const measured: Workload = {
    async prepare() {
      const total = await countEvents(pool);
      let read = 0;
      return {
        items: total,
        async run() {
          let after: Position | 'start' = 'start';
          for (;;) {
            const page = await store.readAll(after, READ_PAGE);
            if (page.length === 0) break;
            read += page.length;
            after = page[page.length - 1]!.position;
          }
        },
        async verify() {
          expectCount('readAll', read, total);
        },
      };
    },
  };
  const baseline: Workload = {
    async prepare() {
      const total = await countEvents(pool);
      let read = 0;
      return {
        items: total,
        async run() {
          let commit = '0';
          let prepare = '0';
          for (;;) {
            const { rows } = await pool.query<{ transaction_id: string; global_position: string }>(RAW_KEYSET_PAGE, [
              commit,
              prepare,
              READ_PAGE,
            ]);
            if (rows.length === 0) break;
            read += rows.length;
            const last = rows[rows.length - 1]!;
            commit = last.transaction_id;
            prepare = last.global_position;
          }
        },
        async verify() {
          expectCount('raw keyset scan', read, total);
        },
      };
    },
  };
  return [measured, baseline];
}

export const eventStoreSuite: Suite = {
  name: 'eventStore',
  description: 'PostgreSQL event store: appends at batch sizes 1 and 100, readAll in pages of 1000',
  async run(context) {
    const { pool, log } = context;
    const options = compareOptions(context);
    await createRawEventsTable(pool, RAW);
    const figures: Figure[] = [];

    log(`append, batch size 1: ${SINGLE_APPENDS} appends over ${SINGLE_STREAMS} streams`);
    const single = await compare(
      ...appendWorkloads(context, roundsOf(SINGLE_APPENDS, 1, SINGLE_STREAMS, 's')),
      options,
    );
    figures.push(
      toFigure(
        {
          id: 'eventStore.append.batch1',
          name: 'append, 1 event per append',
          baselineUnit: 'rows/s',
          baselineDescription: 'one INSERT per row into a plain copy of es.events, same pool',
          target: 0.6,
          notes: `${SINGLE_APPENDS} appends of 1 event, round-robin over ${SINGLE_STREAMS} streams, expectedRevision any`,
        },
        single,
      ),
    );

    log(`append, batch size ${BATCH_SIZE}: ${BATCH_APPENDS} appends over ${BATCH_STREAMS} streams`);
    const batched = await compare(
      ...appendWorkloads(context, roundsOf(BATCH_APPENDS, BATCH_SIZE, BATCH_STREAMS, 'b')),
      options,
    );
    figures.push(
      toFigure(
        {
          id: 'eventStore.append.batch100',
          name: `append, ${BATCH_SIZE} events per append`,
          baselineUnit: 'rows/s',
          baselineDescription: `one unnest INSERT of the same ${BATCH_SIZE} rows per statement, same pool`,
          target: 0.5,
          notes: `${BATCH_APPENDS} appends of ${BATCH_SIZE} events, round-robin over ${BATCH_STREAMS} streams, expectedRevision any`,
        },
        batched,
      ),
    );

    const total = await countEvents(pool);
    await pool.query('vacuum analyze es.events');
    log(`readAll of ${total} events in pages of ${READ_PAGE}`);
    const read = await compare(...readWorkloads(context), options);
    figures.push(
      toFigure(
        {
          id: 'eventStore.readAll.page1000',
          name: `readAll, pages of ${READ_PAGE}`,
          baselineUnit: 'rows/s',
          baselineDescription: `raw SELECT * keyset scan of es.events, ORDER BY (transaction_id, global_position) LIMIT ${READ_PAGE}`,
          notes: `the whole store, ${total} events`,
        },
        read,
      ),
    );
    return figures;
  },
};
