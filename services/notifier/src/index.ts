export * from './notifier.ts';
export * from './sessionAuthenticator.ts';
