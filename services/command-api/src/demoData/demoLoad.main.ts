/**
 * `pnpm demo:load`: load the demo agents now (or finish a load that was stopped). Uses
 * DATABASE_URL, else the embedded PostgreSQL in DATA_DIR (stop `pnpm start` first). Projections
 * pick the events up when the platform runs. Ctrl-C stops it after the append under way, stops the
 * embedded PostgreSQL, and the next `pnpm demo:load` (or start) finishes it.
 */
import { ConfigError, createLogger, createRuntime, loadConfig, onShutdown, startEmbeddedPostgres } from '@outreach/server-kit';
import { demoLoadSummary, loadDemoData } from './loadDemoData.ts';

try {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL, 'demo-data');
  const embedded = config.DATABASE_URL ? undefined : await startEmbeddedPostgres(config.DATA_DIR, logger);
  const runtime = await createRuntime(config, { name: 'demo-data', databaseUrl: config.DATABASE_URL ?? embedded!.url, allowInProcessBus: true, logger });
  const stop = new AbortController();
  const load = loadDemoData(runtime, { signal: stop.signal });
  let closing: Promise<void> | undefined;
  // Once, whether a signal or the end of the load comes first.
  const close = () =>
    (closing ??= (async () => {
      stop.abort();
      await load.catch(() => undefined);
      await runtime.close();
      await embedded?.stop();
    })());
  onShutdown(logger, () => [{ name: 'demo data load', close }]);
  try {
    const result = await load;
    if (!result.complete) console.log('Stopped: the next `pnpm demo:load` or `pnpm start` finishes loading the demo data');
    else console.log(result.loaded ? `Demo data: ${demoLoadSummary(result)}` : 'The demo data is loaded already (or the staging pool holds other agents): nothing to do');
  } finally {
    await close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Demo data could not be loaded: ${(error as Error).message}`);
  process.exit(1);
}
