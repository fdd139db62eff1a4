import type pg from 'pg';

/**
 * Run `work` in one transaction on a pooled connection; it answers whether to commit (false rolls
 * back: a checkpoint another writer moved, say). A failure rolls back and is thrown.
 */
export async function commitIf(pool: pg.Pool, work: (tx: pg.PoolClient) => Promise<boolean>): Promise<boolean> {
  const tx = await pool.connect();
  try {
    await tx.query('begin');
    if (await work(tx)) {
      await tx.query('commit');
      return true;
    }
    await tx.query('rollback');
    return false;
  } catch (error) {
    await tx.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    tx.release();
  }
}
