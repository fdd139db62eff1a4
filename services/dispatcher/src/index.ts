export * from './dispatcher.ts';
export * from './dispatchHandler.ts';
