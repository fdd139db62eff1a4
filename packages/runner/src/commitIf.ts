import type pg from 'pg';

/**
 * Run `work` in one transaction on a pooled connection; it answers whether to commit (false rolls
 * back: a checkpoint another writer moved, say). A failure rolls back and is thrown. `begin`: the
 * statements that open the transaction and set it up, sent in one round trip.
 */
export async function commitIf(pool: pg.Pool, work: (tx: pg.PoolClient) => Promise<boolean>, begin = 'begin'): Promise<boolean> {
  const tx = await pool.connect();
  try {
    await tx.query(begin);
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
