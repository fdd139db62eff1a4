import type pg from 'pg';

/**
 * Runs `statements` (each given `params`) in one transaction and answers how many rows of `table`
 * they updated and how many of those updates were heap-only (the transaction's own counts).
 */
export async function updatesOf(pool: pg.Pool, table: string, statements: readonly string[], params: unknown[] = []): Promise<{ updates: number; heapOnly: number }> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    for (const statement of statements) await client.query(statement, params);
    const { rows } = await client.query<{ updates: number; heapOnly: number }>(
      `select n_tup_upd::int as updates, n_tup_hot_upd::int as "heapOnly" from pg_stat_xact_user_tables where relid = $1::regclass`,
      [table],
    );
    await client.query('commit');
    return rows[0]!;
  } finally {
    client.release();
  }
}
