import type pg from 'pg';

/**
 * Run `work` while holding the session advisory lock `key` on a pooled connection, waiting for
 * it when another process holds it: a short critical section across processes (the first start).
 * The lock goes with the connection if the process dies.
 */
export async function withAdvisoryLock<T>(pool: pg.Pool, key: string, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtextextended($1, 0))`, [key]);
    return await work();
  } finally {
    await client.query(`select pg_advisory_unlock(hashtextextended($1, 0))`, [key]).catch(() => undefined);
    client.release();
  }
}
