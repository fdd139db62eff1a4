import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from '@outreach/server-kit';
import type pg from 'pg';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

/** The read-model tables (schema `read`) and the projector's checkpoints. */
export function migrateReadModels(pool: pg.Pool): Promise<string[]> {
  return migrate(pool, 'projector', MIGRATIONS_DIR);
}
