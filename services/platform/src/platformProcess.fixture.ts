/**
 * The platform in a process of its own, as `pnpm start` runs it but without the web app, for
 * tests that kill it: configured from the environment, it prints `running at <url>` once it answers.
 */
import { createLogger, loadConfig } from '@outreach/server-kit';
import { startPlatform } from './platform.ts';

const config = loadConfig();
const platform = await startPlatform(config, createLogger('warn', 'platform'), { serveWeb: false }).catch((error: unknown) => {
  console.error(`could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
console.log(`running at ${platform.url}`);
