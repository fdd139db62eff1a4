import { createLogger, createPgPool, loadConfig } from '@outreach/server-kit';
import { createEventStore } from '@outreach/event-store';
import { migrateReadModels } from './migrate.ts';
import { projections } from './projections/index.ts';
import { rebuildProjections } from './rebuildProjection.ts';

/** `pnpm projections:rebuild [name]`: rebuild one read model, or all of them, with no downtime. */
const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL, 'projections:rebuild');
if (!config.DATABASE_URL) {
  logger.error('DATABASE_URL is required (the URL `pnpm start` prints at start-up for the embedded database)');
  process.exit(2);
}
const wanted = process.argv[2];
const chosen = wanted ? projections.filter((p) => p.name === wanted) : projections;
if (chosen.length === 0) {
  logger.error({ known: projections.map((p) => p.name) }, `no projection named ${wanted}`);
  process.exit(2);
}
const pool = createPgPool(config.DATABASE_URL, 4, 'projections-rebuild');
const store = await createEventStore({ pool, eventstoreUrl: config.EVENTSTORE_URL });
try {
  await migrateReadModels(pool);
  const started = performance.now();
  const result = await rebuildProjections(pool, store, chosen);
  const seconds = (performance.now() - started) / 1000;
  logger.info({ projections: chosen.map((p) => p.name), events: result.events, seconds: Number(seconds.toFixed(2)) }, 'rebuilt');
} finally {
  await store.close();
  await pool.end();
}
