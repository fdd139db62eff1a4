import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatPosition } from '@outreach/domain';
import { createTestDatabase, testEvent, testNatsUrl, type TestDatabase } from '@outreach/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { createRuntime, type Runtime } from '../runtime/runtime.ts';
import { createHttpServer } from './createHttpServer.ts';
import { registerHealthRoutes } from './health.ts';

let database: TestDatabase;
let dataDir: string;
let natsUrl: string;
const runtimes: Runtime[] = [];
const apps: FastifyInstance[] = [];

async function runtime(): Promise<Runtime> {
  const r = await createRuntime(
    loadConfig({ DATABASE_URL: database.url, NATS_URL: natsUrl, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    { name: 'test', allowInProcessBus: false },
  );
  r.pg.on('error', () => undefined);
  runtimes.push(r);
  return r;
}

async function appFor(r: Runtime): Promise<FastifyInstance> {
  const app = createHttpServer({ logger: r.logger });
  registerHealthRoutes(app, r, 'health-test');
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  database = await createTestDatabase('server_kit_health');
  dataDir = await mkdtemp(join(tmpdir(), 'outreach-health-'));
  natsUrl = await testNatsUrl();
});

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const r of runtimes) await r.close();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('health routes', () => {
  it('refuses to build a runtime without NATS when the in-process bus is not allowed', async () => {
    await expect(
      createRuntime(loadConfig({ DATABASE_URL: database.url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), { name: 'alone', allowInProcessBus: false }),
    ).rejects.toThrow(/NATS_URL: required when alone runs on its own/);
  });

  it('/healthz answers 200 while the process lives', async () => {
    const app = await appFor(await runtime());
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', service: 'health-test' });
  });

  it('/readyz answers 200 with every check ok on a fresh database', async () => {
    const app = await appFor(await runtime());
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      service: 'health-test',
      checks: { database: 'ok', eventStore: 'ok', bus: 'nats' },
      head: null,
      projections: [],
    });
  });

  it('/readyz reports the head and each projection against it', async () => {
    const r = await runtime();
    const app = await appFor(r);
    const first = await r.eventStore.appendToStream('health-1', [testEvent('Pinged', { n: 1 })], { expectedRevision: 'no_stream' });
    const second = await r.eventStore.appendToStream('health-1', [testEvent('Pinged', { n: 2 })], { expectedRevision: 0n });
    await r.pg.query(`
      create schema if not exists projector;
      create table if not exists projector.checkpoints (
        name text primary key, version integer not null,
        position_commit bigint not null default 0, position_prepare bigint not null default 0)`);
    await r.pg.query(
      `insert into projector.checkpoints (name, version, position_commit, position_prepare)
       values ('behind', 1, $1, $2), ('current', 1, $3, $4)`,
      [String(first.position.commit), String(first.position.prepare), String(second.position.commit), String(second.position.prepare)],
    );
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ready',
      head: formatPosition(second.position),
      projections: [
        { name: 'behind', position: formatPosition(first.position), caughtUp: false },
        { name: 'current', position: formatPosition(second.position), caughtUp: true },
      ],
    });
  });

  it('/readyz answers 503 once the database pool is gone', async () => {
    const r = await runtime();
    const app = await appFor(r);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await r.pg.end();
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    const body = res.json();
    expect(body.status).toBe('unavailable');
    expect(body.checks.database).not.toBe('ok');
    expect(body.checks.eventStore).not.toBe('ok');
    expect(body.checks.bus).toBe('nats');
    // /healthz does not depend on anything
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('/readyz answers 503 once the bus is closed', async () => {
    const r = await runtime();
    const app = await appFor(r);
    await r.bus.close();
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      status: 'unavailable',
      checks: { database: 'ok', eventStore: 'ok', bus: 'not connected' },
    });
  });
});
