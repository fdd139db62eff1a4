/**
 * Starts the whole platform for the browser journeys: a fresh database of its own, the real
 * services on one port, the built web app, no demo data.
 */
import { createTestDatabase, testNatsUrl } from '@outreach/testing';
import { startPlatform } from '@outreach/platform';
import { createLogger, loadConfig } from '@outreach/server-kit';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN } from './credentials.ts';

const database = await createTestDatabase('e2e');
const port = process.env.E2E_PORT ?? '3900';
const config = loadConfig({
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  DATABASE_URL: database.url,
  NATS_URL: await testNatsUrl(),
  DATA_DIR: mkdtempSync(join(tmpdir(), 'outreach-e2e-')),
  PUBLIC_URL: `http://localhost:${port}`,
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  DEMO_DATA: 'off',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
const platform = await startPlatform(config, createLogger(config.LOG_LEVEL, 'e2e-platform'));
console.log(`e2e platform at ${platform.url}`);
const stop = async () => {
  await platform.close();
  await database.drop();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
