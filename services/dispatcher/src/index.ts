export * from './dispatcher.ts';
export * from './dispatchHandler.ts';
export * from './handlerSubscriber.ts';
