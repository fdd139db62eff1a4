import { randomUUID } from 'node:crypto';
import { initialContactState, type Actor, type CommandContext, type ContactCommand } from '@outreach/domain';
import { projections, rebuildProjections, type Projection } from '@outreach/projector';
import { AGENT_CITIES, agentFields, decideOnContacts, logCallCommand, type DecidedContact } from '@outreach/testing';
import type pg from 'pg';
import { toFigure } from '../support/figures.ts';
import type { Suite, SuiteContext } from '../support/suite.ts';
import { compareOptions } from '../support/progress.ts';
import { compare, time, type Workload } from '../support/timing.ts';

const EVENTS = 50_000;
/** New agents (ContactImported); the rest of the events are later commands on them, in turn. */
const CONTACTS = 20_000;
const LATER = EVENTS - CONTACTS;
/** Contacts per multi-stream append (one event each), as a bulk import writes them. */
const CONTACTS_PER_APPEND = 100;
const REBUILD_BATCH = 2_000;

const IMPORTER: Actor = { kind: 'system', process: 'contact-import' };
const CALLERS: readonly Actor[] = [
  { kind: 'user', id: '0b6f4a52-6a0e-4c57-9d43-6a53a3c1f001', username: 'agent.smith' },
  { kind: 'user', id: '0b6f4a52-6a0e-4c57-9d43-6a53a3c1f002', username: 'agent.jones' },
];
const T0 = Date.UTC(2025, 0, 1);

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

/** The columns a row is written with (generated ones, such as read.contacts.tier, are computed on insert). */
async function columnsOf(pool: pg.Pool, table: string): Promise<Column[]> {
  const { rows } = await pool.query<Column>(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
       from pg_attribute a
      where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
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

/** Later command number `later` on a contact: an edit (listings, so another tier, and the city), a status change or a call, in turn. */
function laterCommand({ contactId, state }: DecidedContact, later: number): ContactCommand {
  switch (later % 3) {
    case 0:
      return { type: 'UpdateContact', contactId, changes: { listingCount: ((state.fields.listingCount ?? 0) + 13 + (later % 40)) % 150, city: AGENT_CITIES[(later + 3) % AGENT_CITIES.length]! } };
    case 1:
      return { type: 'SetContactStatus', contactId, status: state.status === 'active' ? 'inactive' : 'active' };
    default:
      return logCallCommand(contactId, later);
  }
}

/** The calls among the later commands (every third, from the third). */
const CALLS = Math.floor(LATER / 3);

/** Event `n` of the data set is decided by `actor`, n seconds after T0. */
function decisionOf(n: number, actor: Actor): CommandContext {
  return { actor, now: new Date(T0 + n * 1000).toISOString(), requestId: `bench-${n}`, correlationId: `bench-${n}`, newId: () => randomUUID() };
}

/**
 * CONTACTS agents imported (ContactImported), then LATER commands on them in turn (edits, status
 * changes, calls), each decided by the contact decider on the contact's state; CONTACTS_PER_APPEND
 * contacts per multi-stream append, one event each, as a bulk import and the routes write them.
 */
async function fill(context: SuiteContext): Promise<void> {
  const perAppend = CONTACTS_PER_APPEND;
  const fresh = Array.from({ length: CONTACTS }, () => ({ contactId: randomUUID(), state: initialContactState }));
  const origin = (n: number) => ({ source: 'csv' as const, importId: `bench-import-${Math.floor(n / 5_000)}`, stagedAgentId: null });
  let contacts = await decideOnContacts(
    context.store,
    fresh,
    ({ contactId }, n) => ({ type: 'ImportContact', contactId, status: 'active', origin: origin(n), fields: agentFields(n) }),
    { perAppend, context: (n) => decisionOf(n, IMPORTER) },
  );
  // A round of later commands touches each contact at most once (the contacts of one append are distinct).
  for (let round = 0; round < LATER; round += CONTACTS) {
    const targets = contacts.slice(0, Math.min(CONTACTS, LATER - round));
    const decided = await decideOnContacts(context.store, targets, (c, i) => laterCommand(c, round + i), {
      perAppend,
      context: (i) => decisionOf(CONTACTS + round + i, CALLERS[(round + i) % CALLERS.length]!),
    });
    contacts = [...decided, ...contacts.slice(decided.length)];
  }
  await context.pool.query('vacuum analyze es.events');
}

/** What the rebuild must leave: every imported contact once, and every call. */
async function checkReadModels(pool: pg.Pool, prefix: string): Promise<void> {
  const { rows } = await pool.query<{ contacts: string; calls: string }>(
    `select (select count(*) from ${prefix}contacts)::text as contacts, (select count(*) from ${prefix}call_logs)::text as calls`,
  );
  const r = rows[0]!;
  if (Number(r.contacts) !== CONTACTS || Number(r.calls) !== CALLS) {
    throw new Error(`${prefix}: ${r.contacts} contacts and ${r.calls} calls; expected ${CONTACTS} and ${CALLS}`);
  }
}

export const projectorSuite: Suite = {
  name: 'projector',
  description: `rebuildProjections of every projection over ${EVENTS.toLocaleString('en-US')} contact events`,
  async run(context) {
    const { pool, store, log } = context;
    log(`fill: ${CONTACTS} contacts imported, then ${LATER} edits, status changes and calls on them; ${CONTACTS_PER_APPEND} contacts per append`);
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
          notes: `${EVENTS} events: ${CONTACTS} contacts imported, then ${LATER} edits, status changes and calls on them; value and baseline are store events per second (the rebuild reads every event once for all projections)`,
        },
        comparison,
      ),
    ];
  },
};
