export { EventStoreDbEventStore, type EventStoreDbEventStoreOptions } from './eventStoreDbEventStore.ts';
export { EventStoreTimeoutError } from './withTimeout.ts';
