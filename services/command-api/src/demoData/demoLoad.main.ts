/**
 * `pnpm demo:load`: load the demo agents now. Uses DATABASE_URL, else the embedded PostgreSQL in
 * DATA_DIR (stop `pnpm start` first). Projections pick the events up when the platform runs.
 */
import { ConfigError, createLogger, createRuntime, loadConfig, startEmbeddedPostgres } from '@outreach/server-kit';
import { loadDemoData } from './loadDemoData.ts';

try {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL, 'demo-data');
  const embedded = config.DATABASE_URL ? undefined : await startEmbeddedPostgres(config.DATA_DIR, logger);
  const runtime = await createRuntime(config, { name: 'demo-data', databaseUrl: config.DATABASE_URL ?? embedded!.url, allowInProcessBus: true, logger });
  try {
    const result = await loadDemoData(runtime);
    console.log(
      result.loaded
        ? `Loaded ${result.agents.toLocaleString('en-US')} demo agents (${result.contacts.toLocaleString('en-US')} contacts, ${result.calls.toLocaleString('en-US')} past calls) in ${result.seconds.toFixed(1)} s`
        : 'The staging pool already holds agents: demo data not loaded again',
    );
  } finally {
    await runtime.close();
    await embedded?.stop();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Demo data could not be loaded: ${(error as Error).message}`);
  process.exit(1);
}
