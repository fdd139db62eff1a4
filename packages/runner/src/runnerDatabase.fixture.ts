import { createTestDatabase } from '@outreach/testing';
import pg from 'pg';
import { migrateRunner } from './migrateRunner.ts';

/** A test database of its own with the runner's tables, and a pool on it. */
export async function runnerDatabase(name: string): Promise<{ url: string; pool: pg.Pool; drop(): Promise<void> }> {
  const database = await createTestDatabase(name);
  const pool = new pg.Pool({ connectionString: database.url, max: 6 });
  await migrateRunner(pool);
  return {
    url: database.url,
    pool,
    async drop() {
      await pool.end();
      await database.drop();
    },
  };
}
