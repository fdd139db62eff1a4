import { createTestPool, type TestPool } from '@outreach/testing';
import { migrateRunner } from './migrateRunner.ts';

/** A test database of its own with the runner's tables, and a pool on it. */
export function runnerDatabase(name: string): Promise<TestPool> {
  return createTestPool(name, { max: 6, prepare: migrateRunner });
}
