import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from '@outreach/server-kit';
import type pg from 'pg';

const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

/** Create the runner's tables (reactor checkpoints, scheduled work); safe from several processes at once. */
export function migrateRunner(pool: pg.Pool): Promise<string[]> {
  return migrate(pool, 'runner', MIGRATIONS);
}
