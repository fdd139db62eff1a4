import { createPool, type DatabasePool } from 'slonik';
import { resultParserInterceptor } from './resultParserInterceptor.ts';

export type { DatabasePool };

/**
 * The read-model pool: every row validated by the query's schema, timestamps as ISO strings,
 * int8 and numeric as numbers (counts and sums fit; positions are read as text where exact).
 */
export function createSlonikPool(url: string, maximumPoolSize = 10): Promise<DatabasePool> {
  return createPool(url, {
    maximumPoolSize,
    interceptors: [resultParserInterceptor],
    statementTimeout: 30_000,
    typeParsers: [
      { name: 'int8', parse: (v: string) => Number(v) },
      { name: 'numeric', parse: (v: string) => Number(v) },
      { name: 'timestamptz', parse: (v: string) => new Date(v).toISOString() },
      { name: 'timestamp', parse: (v: string) => new Date(`${v}Z`).toISOString() },
      { name: 'date', parse: (v: string) => v },
    ],
  });
}
