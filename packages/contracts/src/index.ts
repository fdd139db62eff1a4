export * from './ids.ts';
export * from './users.ts';
export * from './positions.ts';
export * from './tiers.ts';
export * from './contacts.ts';
export * from './contactImports.ts';
export * from './settings.ts';
export * from './sms.ts';
