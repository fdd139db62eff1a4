export * from './projection.ts';
export * from './projector.ts';
export * from './projectionRunner.ts';
export * from './rebuildProjection.ts';
export * from './checkpoints.ts';
export * from './migrate.ts';
export * from './applyBatch.ts';
export { projections } from './projections/index.ts';
