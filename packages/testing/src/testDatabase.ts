import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { testServerUrl } from './postgresServer.ts';

export interface TestDatabase {
  /** Connection string of a fresh, empty database of its own. */
  url: string;
  name: string;
  drop(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** A new empty database for one test file; `drop()` removes it (terminating leftover sessions). */
export async function createTestDatabase(prefix = 'test'): Promise<TestDatabase> {
  const server = await testServerUrl();
  const name = `${prefix.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: withDatabase(server, name),
    async drop() {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      try {
        await c.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

export interface TestPool extends TestDatabase {
  pool: pg.Pool;
}

/**
 * A new database for one test file with a pool on it, made ready by `prepare` (its migrations);
 * `drop()` ends the pool, then removes the database.
 */
export async function createTestPool(prefix: string, options: { max: number; prepare?: (pool: pg.Pool) => Promise<unknown> }): Promise<TestPool> {
  const database = await createTestDatabase(prefix);
  const pool = new pg.Pool({ connectionString: database.url, max: options.max });
  // pool.end() resolves before its connections have closed; drop() may terminate them meanwhile, and a
  // connection still closing then hears the server's goodbye (a failed query still rejects its promise).
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  await options.prepare?.(pool);
  return {
    ...database,
    pool,
    async drop() {
      await pool.end();
      await database.drop();
    },
  };
}
