export * from './port.ts';
export { validateAppend, validateAppends } from './validateAppend.ts';
export { createEventStore, type CreateEventStoreOptions } from './createEventStore.ts';
export * from './postgres/index.ts';
export * from './eventstoredb/index.ts';
export { BatchingEventStore, type BatchingOptions } from './batching/batchingEventStore.ts';
