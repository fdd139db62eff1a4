import { ConfigError, consoleLogging, createLogger, loadConfig, onShutdown } from '@outreach/server-kit';
import { startPlatform } from './platform.ts';

/** `pnpm start`: the whole platform in one process on one port. */
let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}
const logging = consoleLogging({ isTerminal: process.stdout.isTTY === true, levelSet: process.env.LOG_LEVEL !== undefined, level: config.LOG_LEVEL });
const logger = createLogger(logging.level, 'platform', { pretty: logging.pretty });
const platform = await startPlatform(config, logger).catch((error: unknown) => {
  console.error(`\n  The platform could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
logger.info({ url: platform.url }, 'platform started');
console.log(`\n  Outreach platform is running at ${platform.url}\n`);
onShutdown(logger, () => [{ name: 'platform', close: () => platform.close() }]);
