import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO_AGENT_COUNT, generateAgents } from '@outreach/demo-data';
import { createTestPool, type TestPool, testDataDir } from '@outreach/testing';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killHard, startPlatformChild } from './platformChild.ts';

let database: TestPool;
let pool: pg.Pool;
const children: ChildProcess[] = [];
// The platform's keys and lock of both starts, out of the checkout.
const dataDir = testDataDir('demo-data-crash');

beforeAll(async () => {
  database = await createTestPool('demo_data_crash', { max: 2 });
  pool = database.pool;
});

afterAll(async () => {
  for (const child of children) await killHard(child);
  await database.drop();
  dataDir.remove();
});

const count = async (sql: string) => (await pool.query<{ n: number }>(sql)).rows[0]!.n;
const eventsOf = (type: string) => count(`select count(*)::int as n from es.events where type = '${type}'`);

/** The platform's first start with the demo data on, against the test's database. */
async function start() {
  const started = await startPlatformChild({ DATABASE_URL: database.url, DATA_DIR: dataDir.path, NATS_URL: undefined, DEMO_DATA: 'on', ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'demo-crash-admin' });
  children.push(started.child);
  return started;
}

describe('the first start killed while it loads the demo data', () => {
  it('is finished by the next start: every demo agent staged once, every contact promoted once with its past calls once', async () => {
    const first = await start();
    // Killed as soon as contacts are being promoted (with their past calls), before the load is done.
    const deadline = Date.now() + 60_000;
    while ((await eventsOf('StagedAgentsPromoted')) === 0) {
      if (Date.now() > deadline) throw new Error(`the demo data load did not reach the promotion: ${first.output()}`);
      await sleep(20);
    }
    await killHard(first.child);
    expect(await eventsOf('DemoDataLoaded')).toBe(0);

    const second = await start();
    const until = Date.now() + 90_000;
    while ((await eventsOf('DemoDataLoaded')) === 0) {
      if (Date.now() > until) throw new Error(`the next start did not finish the demo data: ${second.output()}`);
      await sleep(200);
    }
    expect(second.output()).toMatch(/Demo data: the interrupted load is finished: [\d,]+ more agents staged, [\d,]+ more contacts/);

    const agents = [...generateAgents()];
    const contacts = agents.filter((a) => a.role === 'contact');
    expect(await count(`select coalesce(sum(json_array_length(data->'agents')), 0)::int as n from es.events where type = 'AgentsStaged'`)).toBe(DEMO_AGENT_COUNT);
    const promoted = `select json_array_elements(data->'promotions')->>'stagedAgentId' as id from es.events where type = 'StagedAgentsPromoted'`;
    expect(await count(`select count(*)::int as n from (${promoted}) p`)).toBe(contacts.length);
    expect(await count(`select count(distinct id)::int as n from (${promoted}) p`)).toBe(contacts.length);
    expect(await eventsOf('CallLogged')).toBe(contacts.reduce((sum, a) => sum + a.callHistory.length, 0));
  }, 180_000);
});
