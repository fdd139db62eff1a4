import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { migrate } from './migrate.ts';

const DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'migrations');

/** Sessions, login throttling and encrypted secrets. */
export function migrateServerKit(pool: pg.Pool): Promise<string[]> {
  return migrate(pool, 'server-kit', DIR);
}
