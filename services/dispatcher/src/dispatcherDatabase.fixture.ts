import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateRunner } from '@outreach/runner';
import { migrate } from '@outreach/server-kit';
import { createTestPool, type TestPool } from '@outreach/testing';

const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

/** A test database of its own with the runner's and the dispatcher's tables, and a pool on it. */
export function dispatcherDatabase(name: string): Promise<TestPool> {
  return createTestPool(name, {
    max: 8,
    async prepare(pool) {
      await migrateRunner(pool);
      await migrate(pool, 'dispatcher', MIGRATIONS);
    },
  });
}
