import type pg from 'pg';

/**
 * Runs `statements` (BEGIN … COMMIT, values as literals) in one round trip on a connection of the
 * pool: the server runs them straight through, so the locks they take are held for no network
 * wait. Answers each statement's result, in order. On an error the transaction is rolled back
 * before the connection goes back to the pool, and the error is thrown.
 */
export async function transactionInOneRoundTrip<R extends pg.QueryResultRow = pg.QueryResultRow>(pool: pg.Pool, statements: string): Promise<pg.QueryResult<R>[]> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    return (await client.query(statements)) as unknown as pg.QueryResult<R>[];
  } catch (error) {
    await client.query('rollback').catch((rollbackError: unknown) => {
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
