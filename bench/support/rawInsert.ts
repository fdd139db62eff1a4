import { performance } from 'node:perf_hooks';
import type pg from 'pg';

/** Rows per statement of the raw INSERT baselines. */
export const RAW_BATCH = 1_000;

/** A plain copy of es.events (same columns, defaults, keys and indexes, its own sequence). */
export async function createRawEventsTable(pool: pg.Pool, name: string): Promise<void> {
  await pool.query(`
    create sequence ${name}_global_position_seq;
    create table ${name} (like es.events including all);
    alter table ${name} alter column global_position set default nextval('${name}_global_position_seq');`);
}

/** The highest global_position of es.events (0 when empty). */
export async function eventHead(pool: pg.Pool): Promise<bigint> {
  const { rows } = await pool.query<{ head: string }>('select coalesce(max(global_position), 0)::text as head from es.events');
  return BigInt(rows[0]!.head);
}

/** Events with after < global_position ≤ upTo. */
export async function countEvents(pool: pg.Pool, after: bigint, upTo: bigint): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    'select count(*)::int as n from es.events where global_position > $1::int8 and global_position <= $2::int8',
    [after.toString(), upTo.toString()],
  );
  return rows[0]!.n;
}

export interface RawRun {
  rows: number;
  /** Milliseconds of the INSERT statements only (reading the rows to copy is not timed). */
  ms: number;
}

interface EventRow {
  stream_id: string;
  revision: string;
  event_id: string;
  type: string;
  data: string;
  metadata: string;
}

/**
 * Events to copy for a raw baseline: the events after `after` up to `upTo`, set aside once (in
 * $all order, numbered) in `<target>_source` so that every copy reads them back by a cheap key
 * range; copy() re-inserts them into `target`, a plain copy of es.events.
 */
export class RawEventCopy {
  readonly #source: string;

  private constructor(
    private readonly pool: pg.Pool,
    private readonly target: string,
    readonly rows: number,
  ) {
    this.#source = `${target}_source`;
  }

  static async prepare(pool: pg.Pool, target: string, after: bigint, upTo: bigint): Promise<RawEventCopy> {
    await createRawEventsTable(pool, target);
    const source = `${target}_source`;
    const { rowCount } = await pool.query(
      `create table ${source} as
         select row_number() over (order by transaction_id, global_position) as n, stream_id, stream_revision, event_id, type, data, metadata
           from es.events where global_position > $1::int8 and global_position <= $2::int8`,
      [after.toString(), upTo.toString()],
    );
    await pool.query(`alter table ${source} add primary key (n)`);
    return new RawEventCopy(pool, target, rowCount ?? 0);
  }

  /**
   * One run of the baseline: `target` emptied, then the events re-inserted by one multi-row
   * unnest INSERT per RAW_BATCH rows, each batch read first (untimed); only the INSERTs are timed.
   */
  async copy(): Promise<RawRun> {
    await this.pool.query(`truncate ${this.target}`);
    const insert = `
      insert into ${this.target} (stream_id, stream_revision, event_id, type, data, metadata)
      select * from unnest($1::text[], $2::int8[], $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[])`;
    let rows = 0;
    let ms = 0;
    for (let from = 0; from < this.rows; from += RAW_BATCH) {
      const { rows: r } = await this.pool.query<EventRow>(
        `select stream_id, stream_revision::text as revision, event_id::text as event_id, type, data::text as data, metadata::text as metadata
           from ${this.#source} where n > $1 and n <= $2 order by n`,
        [from, from + RAW_BATCH],
      );
      const params = [
        r.map((e) => e.stream_id),
        r.map((e) => e.revision),
        r.map((e) => e.event_id),
        r.map((e) => e.type),
        r.map((e) => e.data),
        r.map((e) => e.metadata),
      ];
      const start = performance.now();
      await this.pool.query(insert, params);
      ms += performance.now() - start;
      rows += r.length;
    }
    return { rows, ms };
  }

  /** Drops both scratch tables. */
  async drop(): Promise<void> {
    await this.pool.query(`drop table ${this.target}, ${this.#source}; drop sequence ${this.target}_global_position_seq`);
  }
}

/** The columns a contact row gets from an import, in the order of `RawContact`. */
const CONTACT_COLUMNS = [
  ['id', 'uuid'],
  ['first_name', 'text'],
  ['last_name', 'text'],
  ['agent_name', 'text'],
  ['email', 'text'],
  ['phone', 'text'],
  ['office_phone', 'text'],
  ['company', 'text'],
  ['city', 'text'],
  ['state', 'text'],
  ['zip_code', 'text'],
  ['status', 'text'],
  ['listing_count', 'int4'],
  ['total_listings_for_rent', 'int4'],
  ['years_experience', 'int4'],
  ['service_areas', 'text'],
  ['data_source', 'text'],
  ['notes', 'text'],
  ['import_source', 'text'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
] as const;

export type RawContact = { [K in (typeof CONTACT_COLUMNS)[number][0]]: string | number | null };

/** A plain copy of read.contacts (columns, generated columns, keys and indexes: trigram search included). */
export async function createRawContactsTable(pool: pg.Pool, name: string): Promise<void> {
  await pool.query(`create table ${name} (like read.contacts including all)`);
}

/**
 * The raw baseline of a contact import: `batches` of rows (built untimed, one batch at a time)
 * written into `table` (emptied first) by one multi-row unnest INSERT each on `pool`.
 */
export async function insertContactsRaw(pool: pg.Pool, table: string, batches: Iterable<RawContact[]>): Promise<RawRun> {
  await pool.query(`truncate ${table}`);
  const insert = `
    insert into ${table} (${CONTACT_COLUMNS.map(([c]) => c).join(', ')})
    select * from unnest(${CONTACT_COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})`;
  let rows = 0;
  let ms = 0;
  for (const batch of batches) {
    const params = CONTACT_COLUMNS.map(([c]) => batch.map((row) => row[c]));
    const start = performance.now();
    await pool.query(insert, params);
    ms += performance.now() - start;
    rows += batch.length;
  }
  return { rows, ms };
}
