import { projections, rebuildProjections, type Projection } from '@outreach/projector';
import type pg from 'pg';
import { benchEvents, benchStream } from '../support/events.ts';
import { toFigure } from '../support/figures.ts';
import type { Suite, SuiteContext } from '../support/suite.ts';
import { compareOptions } from '../support/progress.ts';
import { compare, time, type Workload } from '../support/timing.ts';

const EVENTS = 50_000;
const EVENTS_PER_APPEND = 20;
const STREAMS = 1_000;
const REBUILD_BATCH = 2_000;

interface Column {
  name: string;
  type: string;
}

/** The rows a rebuild left in one read table, column by column as text, in $all order where it has one. */
interface TableRows {
  table: string;
  scratch: string;
  columns: Column[];
  /** values[c][r]: column c of row r. */
  values: (string | null)[][];
  count: number;
}

async function columnsOf(pool: pg.Pool, table: string): Promise<Column[]> {
  const { rows } = await pool.query<Column>(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
       from pg_attribute a
      where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped
      order by a.attnum`,
    [table],
  );
  return rows;
}

function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

async function snapshotRows(pool: pg.Pool, logical: string): Promise<TableRows> {
  const table = `read.${ident(logical)}`;
  const columns = await columnsOf(pool, table);
  const hasPosition = columns.some((c) => c.name === 'position_commit');
  const order = hasPosition ? 'position_commit, position_prepare' : '1';
  const { rows } = await pool.query<(string | null)[]>({
    text: `select ${columns.map((c) => `${ident(c.name)}::text`).join(', ')} from ${table} order by ${order}`,
    rowMode: 'array',
  });
  return {
    table,
    scratch: `bench.${ident(logical)}`,
    columns,
    values: columns.map((_, c) => rows.map((r) => r[c] ?? null)),
    count: rows.length,
  };
}

/** INSERT … SELECT FROM unnest of one batch of rows into the scratch copy. */
function unnestInsert(rows: TableRows): string {
  const names = rows.columns.map((c) => ident(c.name)).join(', ');
  const arrays = rows.columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(', ');
  return `insert into ${rows.scratch} (${names}) select * from unnest(${arrays})`;
}

async function fill(context: SuiteContext): Promise<void> {
  const appends = EVENTS / EVENTS_PER_APPEND;
  for (let i = 0; i < appends; i++) {
    await context.store.appendToStream(benchStream('p', i % STREAMS), benchEvents(i * EVENTS_PER_APPEND, EVENTS_PER_APPEND), {
      expectedRevision: 'any',
    });
  }
  await context.pool.query('vacuum analyze es.events');
}

async function checkReadModels(pool: pg.Pool, prefix: string): Promise<void> {
  const { rows } = await pool.query<{ audit: string; streams: string }>(
    `select count(*)::text as audit, count(distinct stream_id)::text as streams from ${prefix}audit_trail`,
  );
  const r = rows[0]!;
  if (Number(r.audit) !== EVENTS || Number(r.streams) !== STREAMS) {
    throw new Error(`${prefix}: ${r.audit} audit rows over ${r.streams} streams; expected ${EVENTS} over ${STREAMS}`);
  }
}

export const projectorSuite: Suite = {
  name: 'projector',
  description: `rebuildProjections of every projection over ${EVENTS.toLocaleString('en-US')} events`,
  async run(context) {
    const { pool, store, log } = context;
    log(`fill: ${EVENTS} events, ${EVENTS_PER_APPEND} per append, over ${STREAMS} streams`);
    const fillMs = await time(() => fill(context));
    log(`  filled in ${fillMs.toFixed(0)} ms`);
    context.sampleMemory();

    const rebuildAll = async () => {
      await rebuildProjections(pool, store, projections, REBUILD_BATCH);
    };
    // One rebuild before measuring, to know the rows the baseline must write.
    await rebuildAll();
    await checkReadModels(pool, 'read.');
    const tables = projections.flatMap((p: Projection) => p.tables);
    const snapshots: TableRows[] = [];
    for (const t of tables) {
      const rows = await snapshotRows(pool, t);
      await pool.query(`create table ${rows.scratch} (like ${rows.table} including all)`);
      snapshots.push(rows);
    }
    const rowCount = snapshots.reduce((n, s) => n + s.count, 0);
    log(`rebuild: ${projections.map((p) => p.name).join(', ')} in batches of ${REBUILD_BATCH}; baseline writes ${rowCount} rows`);

    const measured: Workload = {
      async prepare() {
        return {
          items: EVENTS,
          run: rebuildAll,
          verify: () => checkReadModels(pool, 'read.'),
        };
      },
    };
    const baseline: Workload = {
      async prepare() {
        await pool.query(`truncate ${snapshots.map((s) => s.scratch).join(', ')}`);
        return {
          items: EVENTS,
          async run() {
            for (const s of snapshots) {
              const text = unnestInsert(s);
              for (let from = 0; from < s.count; from += REBUILD_BATCH) {
                await pool.query(
                  text,
                  s.values.map((column) => column.slice(from, from + REBUILD_BATCH)),
                );
              }
            }
          },
          verify: () => checkReadModels(pool, 'bench.'),
        };
      },
    };
    const comparison = await compare(measured, baseline, compareOptions(context));
    return [
      toFigure(
        {
          id: 'projector.rebuild.all',
          name: `rebuild ${projections.length} projections, batch ${REBUILD_BATCH}`,
          baselineDescription: `unnest INSERT … SELECT of the rebuild's final rows (${rowCount}) into scratch copies of the read tables, ${REBUILD_BATCH} per statement`,
          target: 1 / 3,
          notes: `${EVENTS} events over ${STREAMS} streams; value and baseline are store events per second (the rebuild reads every event once for all projections)`,
        },
        comparison,
      ),
    ];
  },
};
