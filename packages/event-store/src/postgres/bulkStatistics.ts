import type pg from 'pg';

export interface BulkStatisticsPace {
  /** Rows written since the statistics were last taken before they are taken again. */
  rows: number;
  /** The least time between two takings, in milliseconds. */
  ms: number;
}

/**
 * After 500 rows, at most every 30 s: a table's first bulk write gets statistics at once, and
 * once they know of many rows the plans hold, so taking them more often only costs.
 */
export const BULK_STATISTICS_PACE: BulkStatisticsPace = { rows: 500, ms: 30_000 };

/**
 * Statistics of a table written in bulk (the event log, a campaign's sends queued, its messages recorded), taken
 * in the writing transaction (so the first query after its commit is planned for the rows it wrote)
 * from a small sample, after `pace.rows` rows and at most once per `pace.ms`. The planner's choices
 * follow them: statistics taken while the table was empty (when it was made, or where autovacuum is
 * off or has not come round, a minute apart by default) plan every query for an empty table, which
 * scans thousands of rows where a key would find one.
 *
 * Never in the way: inside a savepoint, giving up at once when another process holds the table's
 * statistics lock (it is taking them itself). Answers whether they were taken.
 */
export function bulkStatistics(pace: BulkStatisticsPace = BULK_STATISTICS_PACE): (tx: pg.PoolClient, table: string, written: number) => Promise<boolean> {
  const since = new Map<string, { rows: number; takenAt: number }>();
  return async (tx, table, written) => {
    const seen = since.get(table) ?? { rows: 0, takenAt: Number.NEGATIVE_INFINITY };
    seen.rows += written;
    since.set(table, seen);
    if (seen.rows < pace.rows || performance.now() - seen.takenAt < pace.ms) return false;
    seen.rows = 0;
    seen.takenAt = performance.now();
    await tx.query('savepoint bulk_statistics');
    try {
      await tx.query(
        `set local lock_timeout = '50ms'; set local default_statistics_target = 10; analyze ${table};
         set local lock_timeout = default; set local default_statistics_target = default; release savepoint bulk_statistics`,
      );
      return true;
    } catch {
      await tx.query('rollback to savepoint bulk_statistics; release savepoint bulk_statistics');
      return false;
    }
  };
}
