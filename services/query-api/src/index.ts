export * from './queryApi.ts';
export * from './readYourWrites/checkpointWatcher.ts';
export * from './readYourWrites/minPositionHook.ts';
