import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emailAccounts, emailAccountSecretName, outboundEmailStream, type QueuedEmail } from '@outreach/domain';
import { createRuntime, loadConfig, processContext, type Runtime } from '@outreach/server-kit';
import { putSecret } from '@outreach/server-kit/secrets/secretStore.ts';
import { createTestDatabase, startDnsServer, startSmtpSink, testDataDir, testEvent, testNatsUrl, type SmtpSink, type TestDatabase, type TestDnsServer } from '@outreach/testing';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { EMAIL_ENGINE_DEFAULTS } from './emailEngine.ts';

/**
 * Dispatchers as separate processes (`services/dispatcher/src/main.ts`) on one database, sending to
 * a real SMTP server: killed with SIGKILL mid-send, or two at once, no recipient gets an e-mail twice.
 */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const dataDir = testDataDir('dispatcher-crash');
const DATA_DIR = dataDir.path;
const ENV = { PUBLIC_URL: 'https://outreach.test', SENDER_POSTAL_ADDRESS: 'ListingPro, 500 Congress Ave, Austin, TX 78701', EMAIL_SENDS_PER_MINUTE: '0' };

let database: TestDatabase;
let runtime: Runtime;
let sink: SmtpSink;
let natsUrl: string;
let dns: TestDnsServer;
const children: ChildProcess[] = [];

function startDispatcherProcess(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/dispatcher/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...ENV, DNS_SERVERS: dns.server, DATABASE_URL: database.url, NATS_URL: natsUrl, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'error', DATA_DIR },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  return child;
}

const exited = (child: ChildProcess) => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve())));

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function addAccount(): Promise<string> {
  const accountId = randomUUID();
  await putSecret(runtime.pg, runtime.keys.secretsKey, emailAccountSecretName(accountId), 'dana-password');
  await emailAccounts.run(
    runtime.eventStore,
    accountId,
    {
      type: 'AddEmailAccount',
      accountId,
      secretGiven: true,
      settings: {
        name: 'Dana',
        provider: 'smtp',
        fromName: 'Dana from ListingPro',
        fromEmail: `dana-${accountId.slice(0, 8)}@listingpro.test`,
        isActive: true,
        signature: null,
        smtpHost: '127.0.0.1',
        smtpPort: sink.port,
        smtpUsername: 'dana',
        smtpSecurity: 'none',
        warmupEnabled: false,
        dailyLimit: 100_000,
      },
    },
    processContext(runtime.clock, 'test'),
  );
  return accountId;
}

/** `count` e-mails from the mailbox, each to an address of its own, queued in appends of 1,000. */
async function queueBatch(accountId: string, prefix: string, count: number): Promise<QueuedEmail[]> {
  const emails = Array.from({ length: count }, (_, i): QueuedEmail => ({
    messageId: randomUUID(),
    emailAccountId: accountId,
    to: { email: `${prefix}${i}@agents.test`, name: null },
    contactId: randomUUID(),
    campaignId: null,
    source: 'campaign',
    marketing: true,
    subject: 'Your listings, on autopilot',
    text: 'Try ListingPro free for 7 days.',
    html: null,
    notBefore: new Date().toISOString(),
  }));
  for (let i = 0; i < emails.length; i += 1000) {
    await runtime.eventStore.appendToStreams(
      emails.slice(i, i + 1000).map((e) => ({ streamId: outboundEmailStream(e.messageId), events: [testEvent('EmailQueued', e)], expectedRevision: 'no_stream' as const })),
    );
  }
  return emails;
}

/** The outcome of each e-mail of the batch (the last final event of its stream). */
async function outcomes(prefix: string): Promise<Map<string, string>> {
  const { rows } = await runtime.pg.query<{ address: string; type: string }>(
    `select e.data->'to'->>'email' as address, o.type
       from es.events e
       join es.events o on o.stream_id = e.stream_id and o.type in ('EmailSent', 'EmailOutcomeUnknown', 'EmailSkipped', 'EmailBounced')
      where e.type = 'EmailQueued' and e.data->'to'->>'email' like $1`,
    [`${prefix}%`],
  );
  return new Map(rows.map((r) => [r.address, r.type]));
}

function arrivals(prefix: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of sink.received) for (const to of mail.to) if (to.startsWith(prefix)) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
}

beforeAll(async () => {
  natsUrl = await testNatsUrl();
  sink = await startSmtpSink({ dana: 'dana-password' });
  dns = await startDnsServer({ mx: { 'agents.test': ['mx.agents.test'] }, a: { 'mx.agents.test': '127.0.0.1' } });
  database = await createTestDatabase('dispatcher_email_crash');
  runtime = await createRuntime(loadConfig({ DATABASE_URL: database.url, DATA_DIR, LOG_LEVEL: 'silent', ...ENV }), { name: 'dispatcher-crash-test', allowInProcessBus: true });
});
afterEach(async () => {
  for (const child of children.splice(0)) {
    child.kill('SIGTERM');
    await exited(child);
  }
});
afterAll(async () => {
  await runtime?.close();
  await database?.drop();
  await sink?.close();
  await dns?.close();
  dataDir.remove();
});

it('a dispatcher killed (SIGKILL) in the middle of 5,000 e-mails and restarted: each recipient got one or is reported Unknown, none got two', async () => {
  const accountId = await addAccount();
  const first = startDispatcherProcess();
  const emails = await queueBatch(accountId, 'crash', 5_000);
  await until(() => sink.received.length >= 1_000, 120_000);
  first.kill('SIGKILL');
  await exited(first);
  expect(sink.received.length).toBeLessThan(5_000);

  startDispatcherProcess();
  await until(async () => (await outcomes('crash')).size === emails.length, 240_000);
  const outcome = await outcomes('crash');
  const arrived = arrivals('crash');
  expect([...arrived.values()].filter((n) => n > 1)).toEqual([]);
  for (const e of emails) {
    const got = arrived.get(e.to.email) ?? 0;
    const recorded = outcome.get(e.to.email);
    if (recorded === 'EmailSent') expect(got, e.to.email).toBe(1);
    else expect(recorded, `${e.to.email} got ${got}`).toBe('EmailOutcomeUnknown');
  }
  expect(sink.connectionErrors).toEqual([]);
  // The e-mails the killed process had claimed and not yet recorded, and no more, are the unknown ones.
  expect([...outcome.values()].filter((t) => t === 'EmailOutcomeUnknown').length).toBeLessThanOrEqual(EMAIL_ENGINE_DEFAULTS.batchSize * EMAIL_ENGINE_DEFAULTS.pollers);
}, 420_000);

it('two dispatchers on one database send 10,000 e-mails between them, none twice', async () => {
  const accountId = await addAccount();
  startDispatcherProcess();
  startDispatcherProcess();
  const emails = await queueBatch(accountId, 'pair', 10_000);
  await until(async () => (await outcomes('pair')).size === emails.length, 360_000);
  const outcome = await outcomes('pair');
  expect([...outcome.values()].every((t) => t === 'EmailSent')).toBe(true);
  const arrived = arrivals('pair');
  expect(arrived.size).toBe(10_000);
  expect([...arrived.values()].every((n) => n === 1)).toBe(true);
}, 420_000);
