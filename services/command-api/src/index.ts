export * from './commandApi.ts';
