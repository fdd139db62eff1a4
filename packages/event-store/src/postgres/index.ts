export { PostgresEventStore, type PostgresEventStoreOptions } from './postgresEventStore.ts';
export { appendInTransaction, streamLockStatement } from './appendInTransaction.ts';
export { migrate, EVENT_STORE_SCHEMA, APPENDED_CHANNEL, ADVISORY_LOCK_CLASS } from './schema.ts';
