import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMPTY_FIELDS } from '@outreach/domain';
import { createRuntime, loadConfig, type Runtime } from '@outreach/server-kit';
import { createTestDatabase, type TestDatabase } from '@outreach/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_CHUNK_SIZE } from '../contacts/importContacts.ts';
import { stageAgents } from '../staging/stageAgents.ts';
import { DEMO_BATCH_SIZE } from './demoStaging.ts';
import { demoDataUnfinished, recordFirstStart } from './firstStart.ts';
import { loadDemoData } from './loadDemoData.ts';

/** Fourteen staging batches, the last one short, and contacts for several promotion chunks. */
const COUNT = 13 * DEMO_BATCH_SIZE + 500;

interface Platform {
  database: TestDatabase;
  runtime: Runtime;
}
const platforms: Platform[] = [];
let dataDir: string;

async function platform(name: string): Promise<Platform> {
  const database = await createTestDatabase(`demo_load_${name}`);
  const runtime = await createRuntime(loadConfig({ DATABASE_URL: database.url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), { name: 'demo-load-test', allowInProcessBus: true });
  const p = { database, runtime };
  platforms.push(p);
  // The platform's first start, with the demo data on.
  expect(await recordFirstStart(runtime, true)).toBe(true);
  return p;
}

/** Every event type in the store and how many of it. */
async function eventCounts({ runtime }: Platform): Promise<Record<string, number>> {
  const { rows } = await runtime.pg.query<{ type: string; n: number }>(`select type, count(*)::int as n from es.events group by type order by type`);
  return Object.fromEntries(rows.map((r) => [r.type, r.n]));
}

/** Staged agents promoted more than once, and staged agents in all. */
async function promotions({ runtime }: Platform): Promise<{ twice: number; promoted: number; staged: number }> {
  const { rows } = await runtime.pg.query<{ twice: number; promoted: number; staged: number }>(
    `with p as (select json_array_elements(data->'promotions')->>'stagedAgentId' as id from es.events where type = 'StagedAgentsPromoted')
     select (select count(*) from (select id from p group by id having count(*) > 1) d)::int as twice,
            (select count(distinct id) from p)::int as promoted,
            (select coalesce(sum(json_array_length(data->'agents')), 0) from es.events where type = 'AgentsStaged')::int as staged`,
  );
  return rows[0]!;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'outreach-demo-load-'));
});

afterAll(async () => {
  for (const { runtime, database } of platforms) {
    await runtime.close();
    await database.drop();
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('loadDemoData', () => {
  let whole: Platform;

  it('stages the demo agents, promotes the contacts with their statuses and past calls, and records that it is done; a second load does nothing', async () => {
    whole = await platform('whole');
    const result = await loadDemoData(whole.runtime, { count: COUNT });
    expect(result).toMatchObject({ loaded: true, resumed: false, complete: true, agents: COUNT });
    expect(result.contacts).toBeGreaterThan(3 * IMPORT_CHUNK_SIZE);
    const counts = await eventCounts(whole);
    expect(counts).toMatchObject({ AgentsStaged: 14, ContactImported: result.contacts, CallLogged: result.calls, DemoDataLoaded: 1 });
    expect(result.calls).toBeGreaterThan(0);
    expect(await promotions(whole)).toEqual({ twice: 0, promoted: result.contacts + (counts.ContactMerged ?? 0), staged: COUNT });
    expect(await demoDataUnfinished(whole.runtime)).toBe(false);

    const again = await loadDemoData(whole.runtime, { count: COUNT });
    expect(again).toMatchObject({ loaded: false, resumed: false, complete: true, agents: 0, contacts: 0, calls: 0 });
    expect(await eventCounts(whole)).toEqual(counts);
  });

  it('stopped while staging and again while promoting, is finished by the next loads: everything once, as one load records it', async () => {
    const stopped = await platform('stopped');
    const whileStaging = new AbortController();
    const first = await loadDemoData(stopped.runtime, { count: COUNT, signal: whileStaging.signal, onProgress: (p) => p.staged > 0 && whileStaging.abort() });
    expect(first).toMatchObject({ loaded: true, complete: false, agents: DEMO_BATCH_SIZE, contacts: 0, calls: 0 });
    expect(await demoDataUnfinished(stopped.runtime)).toBe(true);

    const whilePromoting = new AbortController();
    const second = await loadDemoData(stopped.runtime, { count: COUNT, signal: whilePromoting.signal, onProgress: (p) => p.contacts > 0 && whilePromoting.abort() });
    expect(second).toMatchObject({ loaded: true, resumed: true, complete: false, agents: COUNT - DEMO_BATCH_SIZE });
    // It stops after the chunk under way: some contacts are in, not all.
    expect(second.contacts).toBeGreaterThanOrEqual(IMPORT_CHUNK_SIZE);
    expect(second.contacts).toBeLessThan((await eventCounts(whole)).ContactImported!);
    expect(await demoDataUnfinished(stopped.runtime)).toBe(true);

    const third = await loadDemoData(stopped.runtime, { count: COUNT });
    expect(third).toMatchObject({ loaded: true, resumed: true, complete: true, agents: 0 });
    expect(await demoDataUnfinished(stopped.runtime)).toBe(false);
    expect(second.contacts + third.contacts).toBe((await eventCounts(whole)).ContactImported);
    expect(second.calls + third.calls).toBe((await eventCounts(whole)).CallLogged);
    expect(await eventCounts(stopped)).toEqual(await eventCounts(whole));
    expect(await promotions(stopped)).toEqual(await promotions(whole));
  });

  it('leaves a staging pool that holds other agents alone', async () => {
    const other = await platform('other');
    await stageAgents(other.runtime, 'crm-1', 'CRM', [{ stagedAgentId: 'crm-1.0', fields: { ...EMPTY_FIELDS, email: 'lee@crm.example' } }], {
      actor: { kind: 'system', process: 'test' },
      now: new Date().toISOString(),
      requestId: 'test',
      correlationId: 'test',
      newId: () => randomUUID(),
    });
    expect(await loadDemoData(other.runtime, { count: COUNT })).toMatchObject({ loaded: false, agents: 0 });
    expect((await eventCounts(other)).AgentsStaged).toBe(1);
  });
});
