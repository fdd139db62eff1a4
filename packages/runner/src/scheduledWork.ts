import type pg from 'pg';

type Queryable = Pick<pg.PoolClient, 'query'>;

export interface WorkToSchedule {
  /** The worker that does it. */
  kind: string;
  /** Which piece of work of that kind; scheduling a key again keeps one row. */
  key: string;
  /** Not before this moment (the runtime's clock). */
  dueAt: Date;
  payload?: unknown;
}

/**
 * Record work to do (in the caller's transaction, typically a reactor's). A key already scheduled
 * keeps its row unless `replace` moves it to the new moment and payload.
 */
export async function scheduleWork(db: Queryable, work: WorkToSchedule, options: { replace?: boolean } = {}): Promise<void> {
  await db.query(
    `insert into runner.work (kind, key, due_at, payload) values ($1, $2, $3, $4)
     on conflict (kind, key) do ${options.replace ? 'update set due_at = excluded.due_at, payload = excluded.payload, attempts = 0, last_error = null' : 'nothing'}`,
    [work.kind, work.key, work.dueAt, JSON.stringify(work.payload ?? {})],
  );
}

/** Forget scheduled work (it was done, or what it was for ended). */
export async function cancelWork(db: Queryable, kind: string, key: string): Promise<void> {
  await db.query(`delete from runner.work where kind = $1 and key = $2`, [kind, key]);
}

export interface ScheduledWork {
  kind: string;
  key: string;
  dueAt: Date;
  payload: unknown;
  attempts: number;
}

/** Work of `kind` due at `now`, soonest first. */
export async function dueWork(db: Queryable, kind: string, now: Date, limit: number): Promise<ScheduledWork[]> {
  const { rows } = await db.query<{ key: string; due_at: Date; payload: unknown; attempts: number }>({
    name: 'runner_due_work',
    text: `select key, due_at, payload, attempts from runner.work where kind = $1 and due_at <= $2 order by due_at, key limit $3`,
    values: [kind, now, limit],
  });
  return rows.map((r) => ({ kind, key: r.key, dueAt: r.due_at, payload: r.payload, attempts: r.attempts }));
}

/** When the next work of `kind` is due, if any is scheduled. */
export async function nextDue(db: Queryable, kind: string): Promise<Date | undefined> {
  const { rows } = await db.query<{ due_at: Date | null }>({ name: 'runner_next_due', text: `select min(due_at) as due_at from runner.work where kind = $1`, values: [kind] });
  return rows[0]?.due_at ?? undefined;
}

/** The work still scheduled as it was claimed (another process may have finished it meanwhile). */
export async function stillScheduled(db: Queryable, kind: string, key: string): Promise<ScheduledWork | undefined> {
  const { rows } = await db.query<{ due_at: Date; payload: unknown; attempts: number }>(
    `select due_at, payload, attempts from runner.work where kind = $1 and key = $2`,
    [kind, key],
  );
  const row = rows[0];
  return row && { kind, key, dueAt: row.due_at, payload: row.payload, attempts: row.attempts };
}

/** Done: the row goes, unless it was scheduled anew (with `replace`) after it was claimed. */
export async function completeWork(db: Queryable, work: ScheduledWork): Promise<void> {
  await db.query(`delete from runner.work where kind = $1 and key = $2 and due_at = $3`, [work.kind, work.key, work.dueAt]);
}

/** Not yet: try again at `until` (a failure counts an attempt and keeps its message). */
export async function retimeWork(db: Queryable, work: ScheduledWork, until: Date, error?: string): Promise<void> {
  await db.query(
    `update runner.work set due_at = $4, attempts = attempts + $5, last_error = coalesce($6, last_error)
      where kind = $1 and key = $2 and due_at = $3`,
    [work.kind, work.key, work.dueAt, until, error === undefined ? 0 : 1, error ?? null],
  );
}
