export * from './kit/metadata.ts';
export * from './kit/events.ts';
export * from './kit/errors.ts';
export * from './kit/decider.ts';
export * from './kit/handle.ts';
export * from './kit/given.ts';
export * from './kit/streams.ts';
