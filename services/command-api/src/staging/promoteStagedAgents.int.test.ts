import { randomUUID } from 'node:crypto';
import { EMPTY_FIELDS, stagingStream, type CommandContext, type StagedAgent } from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventStoreFixture } from '../eventStoreFixture.ts';
import { IMPORT_CHUNK_SIZE } from '../contacts/importContacts.ts';
import { promoteStagedAgents } from './promoteStagedAgents.ts';
import { stageAgents } from './stageAgents.ts';

const fixture = eventStoreFixture('promote_staged');
let pool: pg.Pool;
/** The part of the runtime promotion uses: the event store (a real one). */
let runtime: Runtime;
beforeAll(() => void ({ pool, runtime } = fixture.get()));

const context = (): CommandContext => ({
  actor: { kind: 'system', process: 'test' },
  now: new Date().toISOString(),
  requestId: 'test',
  correlationId: 'test',
  newId: () => randomUUID(),
});

/** A batch of `count` agents; agent n's e-mail is `agent{emailOf(n)}@promote.example.com`. */
function batch(batchId: string, count: number, emailOf: (n: number) => number): StagedAgent[] {
  return Array.from({ length: count }, (_, n) => ({
    stagedAgentId: `${batchId}.${n}`,
    fields: { ...EMPTY_FIELDS, firstName: `F${n}`, email: `agent${emailOf(n)}@promote.example.com` },
  }));
}

async function promotionsOf(batchId: string): Promise<{ stagedAgentId: string; contactId: string; merged: boolean }[]> {
  const { rows } = await pool.query<{ p: { stagedAgentId: string; contactId: string; merged: boolean }[] }>(
    `select data->'promotions' as p from es.events where stream_id = $1 and type = 'StagedAgentsPromoted' order by stream_revision`,
    [stagingStream(batchId)],
  );
  return rows.flatMap((r) => r.p);
}

describe('promoteStagedAgents', () => {
  it('promotes the agents of several batches once each, in chunks that run across batches, merging an agent met again in a later batch', async () => {
    const size = Math.floor(IMPORT_CHUNK_SIZE * 0.7);
    const ids = ['pa', 'pb', 'pc'].map((p) => `${p}${randomUUID().slice(0, 8)}`);
    // Batch 2 repeats the e-mails of batch 1's first ten agents; the others are new.
    const staged = [batch(ids[0]!, size, (n) => n), batch(ids[1]!, size, (n) => (n < 10 ? n : size + n)), batch(ids[2]!, size, (n) => 2 * size + n)];
    for (const [i, agents] of staged.entries()) await stageAgents(runtime, ids[i]!, 'test', agents, context());
    const progress: number[] = [];

    const totals = await promoteStagedAgents(runtime, new Set(staged.flat().map((a) => a.stagedAgentId)), 'production', context(), { onProgress: (t) => progress.push(t.promoted) });

    expect(totals).toMatchObject({ promoted: 3 * size, imported: 3 * size - 10, merged: 10 });
    expect(progress).toEqual([IMPORT_CHUNK_SIZE, 2 * IMPORT_CHUNK_SIZE, 3 * size]);
    const contacts = (await pool.query<{ n: number }>(`select count(*)::int as n from es.events where type = 'ContactImported'`)).rows[0]!.n;
    expect(contacts).toBe(3 * size - 10);
    for (const [i, agents] of staged.entries()) {
      const promoted = await promotionsOf(ids[i]!);
      expect(promoted.map((p) => p.stagedAgentId).sort()).toEqual(agents.map((a) => a.stagedAgentId).sort());
      for (const p of promoted) expect(p.contactId).toBe(totals.contactIds.get(p.stagedAgentId));
    }
    const second = await promotionsOf(ids[1]!);
    for (let n = 0; n < 10; n++) {
      const again = second.find((p) => p.stagedAgentId === `${ids[1]}.${n}`)!;
      expect(again.merged).toBe(true);
      expect(again.contactId).toBe(totals.contactIds.get(`${ids[0]}.${n}`));
    }

    // Nothing is left: promoting again promotes no one.
    const again = await promoteStagedAgents(runtime, new Set(staged.flat().map((a) => a.stagedAgentId)), 'production', context());
    expect(again).toMatchObject({ promoted: 0, imported: 0, merged: 0 });
  });
});
