export { PostgresEventStore, type PostgresEventStoreOptions } from './postgresEventStore.ts';
export { appendInTransaction, streamLockStatement } from './appendInTransaction.ts';
export { migrate, EVENT_STORE_SCHEMA, APPENDED_CHANNEL, ADVISORY_LOCK_CLASS } from './schema.ts';
export { BULK_STATISTICS_PACE, bulkStatistics, type BulkStatisticsPace } from './bulkStatistics.ts';
