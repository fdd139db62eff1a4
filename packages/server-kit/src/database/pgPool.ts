import pg from 'pg';

/** The raw `pg` pool used by the event store and the projector (transactions, LISTEN, COPY-like batches). */
export function createPgPool(url: string, max = 10, applicationName = 'outreach'): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, application_name: applicationName });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  return pool;
}
