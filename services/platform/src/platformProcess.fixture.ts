/**
 * The platform in a process of its own, as `pnpm start` runs it but without the web app, for
 * tests that kill it or stop it as a Ctrl-C does: configured from the environment, it prints
 * `running at <url>` once it answers, and shuts down on SIGINT and SIGTERM as `pnpm start` does.
 */
import { createLogger, loadConfig, onShutdown } from '@outreach/server-kit';
import { startPlatform } from './platform.ts';

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL, 'platform');
const platform = await startPlatform(config, logger, { serveWeb: false }).catch((error: unknown) => {
  console.error(`could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
console.log(`running at ${platform.url}`);
onShutdown(logger, () => [{ name: 'platform', close: () => platform.close() }]);
