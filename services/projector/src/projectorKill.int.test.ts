import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatPosition, type Position } from '@outreach/domain';
import { logCallCommand, testDataDir, testNatsUrl, type DecidedContact } from '@outreach/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readCheckpoint } from './checkpoints.ts';
import { contacts } from './projections/contacts.ts';
import { projections } from './projections/index.ts';
import { projectorFixture } from './projectorFixture.ts';
import { rebuildProjection } from './rebuildProjection.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
let fx: Awaited<ReturnType<typeof projectorFixture>>;
/** The projector processes' DATA_DIR (the secrets they generate), removed when the file is done. */
const dataDir = testDataDir('projector-kill');
const imported: DecidedContact[] = [];

function startProjectorProcess(databaseUrl: string, natsUrl: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'services/projector/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, NATS_URL: natsUrl, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir.path },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function positions(): Promise<(Position | undefined)[]> {
  return Promise.all(projections.map(async (p) => (await readCheckpoint(fx.pool, p.name))?.position));
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => child.once('exit', () => resolve()));

/**
 * The contacts projection's tables as text, each in a stable order: read.contacts by id, the others by
 * the whole row. The search generation is a new random id at every change, so only its rows are counted.
 */
async function contactTables(): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {};
  for (const table of contacts.tables) {
    if (table === 'contact_search_generation') tables[table] = await fx.rows(table, 'id').then((rows) => rows.map(({ generation: _, ...rest }) => rest));
    else tables[table] = await fx.rows(table, table === 'contacts' ? 'id' : `${table}::text`);
  }
  return tables;
}

beforeAll(async () => {
  fx = await projectorFixture('projector_kill');
  // 20,000 agents imported 100 per multi-stream append, each thousand followed by status changes and
  // calls on 100 of them (a call moves the contact's counters, which a batch applied twice would count twice).
  for (let round = 0; round < 20; round++) {
    const batch = await fx.importContacts(1_000, 100);
    await fx.commandContacts(batch.slice(0, 100), (c, i) => (i % 2 === 0 ? { type: 'SetContactStatus', contactId: c.contactId, status: 'inactive' } : logCallCommand(c.contactId, i)));
    imported.push(...batch);
  }
});
afterAll(async () => {
  await fx.close();
  dataDir.remove();
});

it('a projector killed mid-run (SIGKILL) and restarted ends with read models equal to a clean rebuild', async () => {
  const nats = await testNatsUrl();
  const first = startProjectorProcess(fx.database.url, nats);
  const head = (await fx.eventStore.headPosition())!;
  // Kill it once the contacts projection (the one these events keep busy) has applied something but not everything.
  const contactsAt = async () => (await readCheckpoint(fx.pool, contacts.name))?.position;
  await until(async () => ((await contactsAt())?.prepare ?? 0n) > 0n, 60_000);
  first.kill('SIGKILL');
  await exited(first);
  const atKill = (await contactsAt())!;
  expect(formatPosition(atKill)).not.toBe(formatPosition(head));

  // More events arrive while it is down: 500 new agents, and edits, status changes and calls on 1,500 others.
  imported.push(...(await fx.importContacts(500, 25)));
  await fx.commandContacts(
    imported.slice(1_000, 2_500),
    (c, i) =>
      i % 3 === 0
        ? { type: 'UpdateContact', contactId: c.contactId, changes: { listingCount: 150 + (i % 50), city: 'Round Rock' }, ...(i % 2 === 0 ? { status: 'unsubscribed' as const } : {}) }
        : i % 3 === 1
          ? { type: 'SetContactStatus', contactId: c.contactId, status: 'inactive' }
          : logCallCommand(c.contactId, i),
    25,
  );
  const finalHead = (await fx.eventStore.headPosition())!;

  const second = startProjectorProcess(fx.database.url, nats);
  await until(async () => (await positions()).every((p) => p !== undefined && formatPosition(p) === formatPosition(finalHead)), 90_000);
  second.kill('SIGTERM');
  await exited(second);

  // Every contact exactly once, and every call.
  const afterRestart = await contactTables();
  expect(afterRestart.contacts).toHaveLength(20_500);
  expect((afterRestart.contacts as { id: string }[]).map((c) => c.id)).toEqual(imported.map((c) => c.contactId).sort());
  expect(afterRestart.call_logs).toHaveLength(1_500);

  for (const projection of projections) await rebuildProjection(fx.pool, fx.eventStore, projection);
  expect(await contactTables()).toEqual(afterRestart);
}, 240_000);
