export * from './users.ts';
export * from './positions.ts';
