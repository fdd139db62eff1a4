export * from './config/config.ts';
