import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stageAgents } from '@outreach/command-api/staging/stageAgents.ts';
import { campaignStream, EMPTY_FIELDS, type StagedAgent } from '@outreach/domain';
import { createRuntime, loadConfig, type Runtime } from '@outreach/server-kit';
import { createTestDatabase, startDnsServer, startSmtpSink, testNatsUrl, type SmtpSink, type TestDatabase, type TestDnsServer } from '@outreach/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, killHard, startPlatformChild } from './platformChild.ts';

/**
 * A campaign whose platform is killed (SIGKILL) in the middle of its send: the next start takes
 * the send up where it was, no recipient gets the e-mail twice, and the campaign completes with
 * counts that add up (an e-mail the dead process had handed over without hearing the answer is
 * Unknown, never sent again).
 */
const admin = { username: 'admin', password: 'campaign-crash-admin' };
const PASSWORD = 'smtp-secret-Kx8!';
const AGENTS = 2_000;
let database: TestDatabase;
let dataDir: string;
let runtime: Runtime;
let smtp: SmtpSink;
let dns: TestDnsServer;
const children: ChildProcess[] = [];

/** Marketing e-mail carries an https unsubscribe link: the platform is reached here on its port, as if behind that address. */
const PUBLIC_URL = 'https://outreach.test';

async function start() {
  const port = await freePort();
  const started = await startPlatformChild({
    PORT: String(port),
    PUBLIC_URL,
    DATABASE_URL: database.url,
    NATS_URL: await testNatsUrl(),
    DATA_DIR: dataDir,
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    DNS_SERVERS: dns.server,
    EMAIL_SENDS_PER_MINUTE: '0',
    SENDER_POSTAL_ADDRESS: 'ListingPro, 500 Congress Ave, Austin, TX 78701',
  });
  children.push(started.child);
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: PUBLIC_URL }, body: JSON.stringify(admin) });
  expect(login.status).toBe(200);
  const headers = { cookie: String(login.headers.get('set-cookie')).split(';')[0]!, origin: PUBLIC_URL };
  const call = async (method: 'GET' | 'POST', path: string, body?: object) => {
    const res = await fetch(`${base}${path}`, { method, headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  return { ...started, call };
}

function agent(n: number): StagedAgent {
  return { stagedAgentId: `crash${Math.floor(n / 1_000)}.${n}`, fields: { ...EMPTY_FIELDS, firstName: `Crash${n}`, lastName: 'Agent', email: `crash${n}@agents.test`, city: 'Austin', state: 'TX', listingCount: 20 } };
}

beforeAll(async () => {
  smtp = await startSmtpSink({ dana: PASSWORD });
  dns = await startDnsServer({ mx: { 'agents.test': ['mx.agents.test'] }, a: { 'mx.agents.test': '127.0.0.1' } });
  database = await createTestDatabase('campaign_send_crash');
  dataDir = await mkdtemp(join(tmpdir(), 'outreach-campaign-crash-'));
});

afterAll(async () => {
  for (const child of children) await killHard(child);
  await runtime?.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
  await smtp?.close();
  await dns?.close();
});

describe('a campaign send through a crash', () => {
  it('is taken up again by the next start after kill -9: nobody gets the e-mail twice and the campaign completes with true counts', async () => {
    const first = await start();
    runtime = await createRuntime(loadConfig({ DATABASE_URL: database.url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), { name: 'campaign-crash-test', allowInProcessBus: true });
    const context = { actor: { kind: 'system' as const, process: 'test' }, now: new Date().toISOString(), requestId: 'test', correlationId: 'test', newId: () => randomUUID() };
    for (let batch = 0; batch < AGENTS / 1_000; batch++) {
      await stageAgents(runtime, `crash${batch}`, 'test', Array.from({ length: 1_000 }, (_, i) => agent(batch * 1_000 + i)), context);
    }
    expect((await first.call('POST', '/api/production/import-all')).body).toMatchObject({ imported: AGENTS });
    const account = await first.call('POST', '/api/email-accounts', {
      name: 'Sales',
      provider: 'smtp',
      fromName: 'Dana',
      fromEmail: 'dana@listingpro.test',
      smtpHost: smtp.host,
      smtpPort: smtp.port,
      smtpUsername: 'dana',
      smtpSecurity: 'none',
      smtpPassword: PASSWORD,
      warmupEnabled: false,
      dailyLimit: 10_000,
    });
    expect(account.status, JSON.stringify(account.body)).toBe(201);
    const template = await first.call('POST', '/api/templates', { name: 'Intro', subjectLines: ['Hi {{firstName}}'], content: 'Agents in {{city}} list faster.', variables: ['firstName', 'city'] });
    const created = await first.call('POST', '/api/campaigns', { name: 'Crash', type: 'email', status: 'draft', templateId: template.body.id, fromEmailAccountId: account.body.id, recipientFilter: {} });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    const sent = await first.call('POST', `/api/campaigns/${id}/send`);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ verificationStats: { validEmails: AGENTS, invalidEmails: 0 } });

    // Kill it once some e-mails arrived and before the end.
    for (let i = 0; i < 1_200 && smtp.received.length < 200; i++) await new Promise((r) => setTimeout(r, 50));
    await killHard(first.child);
    const atKill = smtp.received.length;
    expect(atKill).toBeGreaterThanOrEqual(200);
    expect(atKill).toBeLessThan(AGENTS);

    const second = await start();
    let campaign: Record<string, unknown> = {};
    for (let i = 0; i < 4_800 && campaign.status !== 'sent'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      campaign = (await second.call('GET', `/api/campaigns/${id}`)).body;
    }
    expect(campaign).toMatchObject({ status: 'sent', recipientCount: AGENTS, failedCount: 0, skippedCount: 0 });

    const arrived = new Map<string, number>();
    for (const mail of smtp.received) for (const to of mail.to) arrived.set(to, (arrived.get(to) ?? 0) + 1);
    expect([...arrived.entries()].filter(([, n]) => n > 1)).toEqual([]);
    const queued = await runtime.pg.query<{ address: string; outcome: string | null }>(
      `select q.data->'to'->>'email' as address,
              (select o.type from es.events o where o.stream_id = q.stream_id and o.type in ('EmailSent', 'EmailOutcomeUnknown', 'EmailSkipped', 'EmailBounced', 'EmailFailed') order by o.global_position limit 1) as outcome
         from es.events q where q.type = 'EmailQueued' and q.data->>'campaignId' = $1`,
      [id],
    );
    // Each recipient was queued once, and got the e-mail once when it is recorded sent; an unknown one got it at most once.
    expect(queued.rows).toHaveLength(AGENTS);
    expect(new Set(queued.rows.map((r) => r.address)).size).toBe(AGENTS);
    for (const row of queued.rows) {
      if (row.outcome === 'EmailSent') expect(arrived.get(row.address), row.address).toBe(1);
      else expect(row.outcome, row.address).toBe('EmailOutcomeUnknown');
    }
    const unknown = queued.rows.filter((r) => r.outcome === 'EmailOutcomeUnknown').length;
    expect(campaign).toMatchObject({ sentCount: AGENTS - unknown, unknownCount: unknown });

    const completed = await runtime.pg.query<{ data: { counts: { selected: number; sent: number; skipped: Record<string, number>; failed: number; unknown: number } } }>(
      `select data from es.events where stream_id = $1 and type = 'CampaignSendCompleted'`,
      [campaignStream(id)],
    );
    expect(completed.rows).toHaveLength(1);
    expect(completed.rows[0]!.data.counts).toEqual({ selected: AGENTS, sent: AGENTS - unknown, skipped: {}, failed: 0, unknown });
    const fixes = await runtime.pg.query<{ n: number }>(`select count(*)::int as n from es.events where stream_id = $1 and type = 'CampaignSendStarted'`, [campaignStream(id)]);
    expect(fixes.rows[0]!.n).toBe(1);
  }, 600_000);
});
