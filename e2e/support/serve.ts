/**
 * Starts the whole platform for the browser journeys: a fresh database of its own, the real
 * services on one port, the built web app, and a small deterministic slice of the demo agents
 * (loaded through the real import commands). `/ready` on E2E_READY_PORT answers once the read
 * models include them, which is what Playwright waits for.
 */
import { createServer } from 'node:http';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadDemoData } from '@outreach/command-api/demoData/loadDemoData.ts';
import { comparePositions, parsePosition } from '@outreach/domain';
import { startPlatform } from '@outreach/platform';
import { createLogger, loadConfig } from '@outreach/server-kit';
import { createTestDatabase, freePort, startDnsServer, startOidcProvider, testDataDir, testNatsUrl, trustOidcProvider } from '@outreach/testing';
import { ADMIN } from './credentials.ts';
import { E2E_GOOGLE_CLIENT, E2E_GOOGLE_MAILBOX } from './google.ts';
import { E2E_MICROSOFT_CLIENT, E2E_MICROSOFT_MAILBOX } from './microsoft.ts';

export const E2E_DEMO_AGENTS = 1500;

const database = await createTestDatabase('e2e');
const port = process.env.E2E_PORT ?? '3900';
const readyPort = Number(process.env.E2E_READY_PORT ?? 3901);
// The DNS the platform checks recipients' domains with: agents.test receives mail (the journeys send
// to it), other .test names do not exist, nothing is asked of the internet.
const dns = await startDnsServer({ mx: { 'agents.test': ['mx.agents.test'] }, a: { 'mx.agents.test': '127.0.0.1' } });
// Microsoft 365 sign-in goes to a real OpenID provider standing in for Microsoft's (see support/microsoft.ts).
const microsoft = await startOidcProvider({
  clientId: E2E_MICROSOFT_CLIENT.id,
  clientSecret: E2E_MICROSOFT_CLIENT.secret,
  redirectUris: [`http://localhost:${port}/auth/microsoft/callback`],
  account: E2E_MICROSOFT_MAILBOX,
  extraScopes: ['https://outlook.office.com/SMTP.Send', 'https://outlook.office.com/IMAP.AccessAsUser.All'],
});
trustOidcProvider(microsoft);
// Google Workspace sign-in goes to another one standing in for Google's (see support/google.ts).
const google = await startOidcProvider({
  clientId: E2E_GOOGLE_CLIENT.id,
  clientSecret: E2E_GOOGLE_CLIENT.secret,
  redirectUris: [`http://localhost:${port}/auth/google/callback`],
  account: E2E_GOOGLE_MAILBOX,
  extraScopes: ['https://mail.google.com/'],
});
trustOidcProvider(google);
const dataDir = testDataDir('e2e');
const config = loadConfig({
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  DATABASE_URL: database.url,
  NATS_URL: await testNatsUrl(),
  DATA_DIR: dataDir.path,
  PUBLIC_URL: `http://localhost:${port}`,
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  DEMO_DATA: 'off',
  DNS_SERVERS: dns.server,
  MICROSOFT_CLIENT_ID: E2E_MICROSOFT_CLIENT.id,
  MICROSOFT_CLIENT_SECRET: E2E_MICROSOFT_CLIENT.secret,
  MICROSOFT_AUTHORITY_HOST: microsoft.authorityHost,
  GOOGLE_CLIENT_ID: E2E_GOOGLE_CLIENT.id,
  GOOGLE_CLIENT_SECRET: E2E_GOOGLE_CLIENT.secret,
  GOOGLE_AUTH_BASE_URL: google.authorizationEndpoint,
  GOOGLE_TOKEN_URL: google.tokenEndpoint,
  GOOGLE_CERTS_URL: google.pemCertsUrl,
  GOOGLE_ISSUER: google.issuer,
  // Connected mailboxes' replies are read from a local port where nothing listens: never from Microsoft's or Google's servers.
  MICROSOFT_IMAP_HOST: '127.0.0.1',
  MICROSOFT_IMAP_PORT: String(await freePort()),
  GOOGLE_IMAP_HOST: '127.0.0.1',
  GOOGLE_IMAP_PORT: String(await freePort()),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
// What the journeys need to act as the platform's outside world (e.g. sign Twilio webhooks with the
// key kept in its database): e2e/support/smsWebhooks.ts reads this file.
const infoFile = join(import.meta.dirname, '..', '..', 'test-results', `e2e-platform-${port}.json`);
mkdirSync(join(infoFile, '..'), { recursive: true });
writeFileSync(
  infoFile,
  JSON.stringify({ databaseUrl: database.url, dataDir: config.DATA_DIR, eventstoreUrl: config.EVENTSTORE_URL ?? null, publicUrl: config.PUBLIC_URL }, null, 2),
);
const platform = await startPlatform(config, createLogger(config.LOG_LEVEL, 'e2e-platform'));
const demo = await loadDemoData(platform.runtime, { count: E2E_DEMO_AGENTS });

async function projectionsInclude(position: NonNullable<typeof demo.position>): Promise<boolean> {
  const res = await fetch(`http://127.0.0.1:${port}/readyz`);
  const body = (await res.json()) as { projections: { position: string }[] };
  return body.projections.length > 0 && body.projections.every((p) => comparePositions(parsePosition(p.position)!, position) >= 0);
}
for (let i = 0; demo.position && !(await projectionsInclude(demo.position)); i++) {
  if (i > 600) throw new Error('the read models did not catch up with the demo data');
  await new Promise((r) => setTimeout(r, 100));
}
const ready = createServer((_req, res) => res.writeHead(200).end('ready')).listen(readyPort, '127.0.0.1');
console.log(`e2e platform at ${platform.url} with ${E2E_DEMO_AGENTS} demo agents (${demo.contacts} contacts)`);

const stop = async () => {
  ready.close();
  rmSync(infoFile, { force: true });
  await platform.close();
  await dns.close();
  await microsoft.close();
  await google.close();
  await database.drop();
  dataDir.remove();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
