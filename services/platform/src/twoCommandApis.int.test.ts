import { randomUUID } from 'node:crypto';
import { registerCommandApi, type CommandApi } from '@outreach/command-api';
import { stageAgents } from '@outreach/command-api/staging/stageAgents.ts';
import { contactImportStream, EMPTY_FIELDS, PRODUCTION_IMPORT_STREAM, stagingStream, type StagedAgent } from '@outreach/domain';
import { startProjector, type Projector } from '@outreach/projector';
import { registerQueryApi } from '@outreach/query-api';
import { createHttpServer, createLogger, createRuntime, loadConfig, type Runtime } from '@outreach/server-kit';
import { createTestDatabase, testDataDir, testNatsUrl, type TestDatabase } from '@outreach/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_ADMIN } from './platformFixture.ts';

/**
 * Two command-api processes on one database (each its own runtime, pool, lock connection and
 * workers), as in a deployment with two replicas: an import started through one and Import to
 * Production asked of both at once are each done once, whichever process takes them.
 */
interface CommandProcess {
  runtime: Runtime;
  app: FastifyInstance;
  commandApi: CommandApi;
  closeReadSide?: () => Promise<void>;
}

const STAGED_BATCHES = 3;
const STAGED_PER_BATCH = 400;
const CSV_ROWS = 1_600;
const logger = createLogger('silent', 'test');
let database: TestDatabase;
let processes: CommandProcess[];
let projector: Projector;
let cookie: string;

/** One deployment: one database and the same secrets (a session cookie signed by one is valid at the other). */
const dataDir = testDataDir('two');

async function startCommandProcess(name: string, databaseUrl: string, withReadSide: boolean): Promise<CommandProcess> {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    NATS_URL: await testNatsUrl(),
    DATA_DIR: dataDir.path,
    ADMIN_USERNAME: FIXTURE_ADMIN.username,
    ADMIN_PASSWORD: FIXTURE_ADMIN.password,
    LOG_LEVEL: 'silent',
  });
  const runtime = await createRuntime(config, { name, allowInProcessBus: false, logger });
  const app = createHttpServer({ logger });
  const commandApi = await registerCommandApi(app, runtime, { publicUrl: 'http://localhost:3000' });
  const queryApi = withReadSide ? await registerQueryApi(app, runtime) : undefined;
  await app.ready();
  return { runtime, app, commandApi, ...(queryApi ? { closeReadSide: () => queryApi.close() } : {}) };
}

function agent(batch: string, n: number): StagedAgent {
  return { stagedAgentId: `${batch}.${n}`, fields: { ...EMPTY_FIELDS, firstName: `Staged${n}`, lastName: batch, email: `staged${n}@${batch}.example.com`, city: 'Austin', state: 'TX', listingCount: n % 40 } };
}

beforeAll(async () => {
  database = await createTestDatabase('two_command_apis');
  processes = [await startCommandProcess('command-api-a', database.url, true), await startCommandProcess('command-api-b', database.url, false)];
  projector = await startProjector(processes[0]!.runtime);
  const login = await processes[0]!.app.inject({ method: 'POST', url: '/api/auth/login', payload: FIXTURE_ADMIN });
  expect(login.statusCode, login.body).toBe(200);
  cookie = String(login.headers['set-cookie']).split(';')[0]!;
  const context = { actor: { kind: 'system' as const, process: 'test' }, now: new Date().toISOString(), requestId: 'stage', correlationId: 'stage', newId: () => randomUUID() };
  for (let b = 0; b < STAGED_BATCHES; b++) {
    const batch = `two-${b}`;
    await stageAgents(processes[0]!.runtime, batch, 'test', Array.from({ length: STAGED_PER_BATCH }, (_, n) => agent(batch, n)), context);
  }
}, 120_000);

afterAll(async () => {
  await projector?.stop();
  for (const p of processes ?? []) {
    await p.app.close();
    await p.commandApi.close();
    await p.closeReadSide?.();
    await p.runtime.close();
  }
  await database?.drop();
  dataDir.remove();
});

async function eventsOf(streamId: string) {
  const events = [];
  for await (const e of processes[0]!.runtime.eventStore.readStream(streamId)) events.push(e);
  return events;
}

async function until<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 1200; i++) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not happen`);
}

describe('two command-api processes on one database', () => {
  it('do every part of an import and of Import to Production once', async () => {
    const [a, b] = processes as [CommandProcess, CommandProcess];
    const csv = ['First Name,Last Name,E-mail,City,State,Listings', ...Array.from({ length: CSV_ROWS }, (_, n) => `Csv${n},Row,csv${n}@rows.example.com,Dallas,TX,${n % 30}`)].join('\n');
    const uploaded = await a.app.inject({ method: 'POST', url: '/api/contact-imports', headers: { cookie, 'content-type': 'text/csv', 'x-file-name': 'rows.csv' }, payload: csv });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { importId, suggestedMapping } = uploaded.json();
    const started = await b.app.inject({ method: 'POST', url: `/api/contact-imports/${importId}/start`, headers: { cookie }, payload: { mapping: suggestedMapping } });
    expect(started.statusCode, started.body).toBe(202);

    // Both processes are asked for Import to Production at once: one transfer, which both answer.
    const [fromA, fromB] = await Promise.all([
      a.app.inject({ method: 'POST', url: '/api/production/import-all', headers: { cookie }, payload: {} }),
      b.app.inject({ method: 'POST', url: '/api/production/import-all', headers: { cookie }, payload: {} }),
    ]);
    expect(fromA.statusCode, fromA.body).toBe(200);
    expect(fromB.statusCode, fromB.body).toBe(200);
    expect(fromA.json()).toMatchObject({ status: 'completed', totalTransferred: STAGED_BATCHES * STAGED_PER_BATCH, imported: STAGED_BATCHES * STAGED_PER_BATCH, merged: 0 });
    expect(fromB.json()).toMatchObject({ totalTransferred: STAGED_BATCHES * STAGED_PER_BATCH });

    const importEvents = await until('the import', async () => {
      const events = await eventsOf(contactImportStream(importId));
      return events.some((e) => e.type === 'ContactImportCompleted' || e.type === 'ContactImportFailed') ? events : undefined;
    });
    const types = importEvents.map((e) => e.type);
    expect(types.filter((t) => t === 'ContactImportCompleted')).toHaveLength(1);
    expect(types).not.toContain('ContactImportFailed');
    const lines = importEvents.filter((e) => e.type === 'ContactImportProgressed').map((e) => (e.data as { lastLine: number }).lastLine);
    expect(lines).toEqual([...lines].sort((x, y) => x - y));
    expect(new Set(lines).size).toBe(lines.length);
    expect(importEvents.at(-1)!.data).toMatchObject({ processed: CSV_ROWS, imported: CSV_ROWS, merged: 0, rejected: 0 });

    const transfer = (await eventsOf(PRODUCTION_IMPORT_STREAM)).map((e) => e.type);
    expect(transfer.filter((t) => t === 'ProductionImportStarted')).toHaveLength(1);
    expect(transfer.filter((t) => t === 'ProductionImportCompleted')).toHaveLength(1);
    for (let batch = 0; batch < STAGED_BATCHES; batch++) {
      const promoted = (await eventsOf(stagingStream(`two-${batch}`)))
        .filter((e) => e.type === 'StagedAgentsPromoted')
        .flatMap((e) => (e.data as { promotions: { stagedAgentId: string }[] }).promotions.map((p) => p.stagedAgentId));
      expect(promoted).toHaveLength(STAGED_PER_BATCH);
      expect(new Set(promoted).size).toBe(STAGED_PER_BATCH);
    }

    const pg = a.runtime.pg;
    const expected = CSV_ROWS + STAGED_BATCHES * STAGED_PER_BATCH;
    const imported = await until('every contact in the read model', async () => {
      const { rows } = await pg.query<{ n: number; emails: number }>(`select count(*)::int as n, count(distinct lower(email))::int as emails from read.contacts`);
      return rows[0]!.n >= expected ? rows[0]! : undefined;
    });
    expect(imported).toEqual({ n: expected, emails: expected });
    const { rows: left } = await pg.query(`select kind, key from runner.work`);
    expect(left).toEqual([]);
  });
});
