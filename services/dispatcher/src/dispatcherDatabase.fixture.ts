import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateRunner } from '@outreach/runner';
import { migrate } from '@outreach/server-kit';
import { createTestDatabase } from '@outreach/testing';
import pg from 'pg';

const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

/** A test database of its own with the runner's and the dispatcher's tables, and a pool on it. */
export async function dispatcherDatabase(name: string): Promise<{ pool: pg.Pool; drop(): Promise<void> }> {
  const database = await createTestDatabase(name);
  const pool = new pg.Pool({ connectionString: database.url, max: 8 });
  await migrateRunner(pool);
  await migrate(pool, 'dispatcher', MIGRATIONS);
  return {
    pool,
    async drop() {
      await pool.end();
      await database.drop();
    },
  };
}
