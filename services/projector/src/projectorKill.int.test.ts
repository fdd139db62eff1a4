import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatPosition, type Position } from '@outreach/domain';
import { testNatsUrl } from '@outreach/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readCheckpoint } from './checkpoints.ts';
import { projections } from './projections/index.ts';
import { projectorFixture } from './projectorFixture.ts';
import { rebuildProjection } from './rebuildProjection.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
let fx: Awaited<ReturnType<typeof projectorFixture>>;

function startProjectorProcess(databaseUrl: string, natsUrl: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'services/projector/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, NATS_URL: natsUrl, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: join(ROOT, '.data', 'test-keys') },
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

beforeAll(async () => {
  fx = await projectorFixture('projector_kill');
  await fx.fill(20_000, 400, 100);
});
afterAll(async () => {
  await fx.close();
});

it('a projector killed mid-run (SIGKILL) and restarted ends with read models equal to a clean rebuild', async () => {
  const nats = await testNatsUrl();
  const first = startProjectorProcess(fx.database.url, nats);
  const head = (await fx.eventStore.headPosition())!;
  // Kill it once it has applied something but not everything.
  await until(async () => (await positions()).some((p) => p !== undefined && p.prepare > 0n), 60_000);
  first.kill('SIGKILL');
  await exited(first);
  const atKill = await positions();
  expect(atKill.some((p) => p === undefined || formatPosition(p) !== formatPosition(head))).toBe(true);

  // More events arrive while it is down.
  await fx.fill(2_000, 50, 25, 'user');
  const finalHead = (await fx.eventStore.headPosition())!;

  const second = startProjectorProcess(fx.database.url, nats);
  await until(async () => (await positions()).every((p) => p !== undefined && formatPosition(p) === formatPosition(finalHead)), 90_000);
  second.kill('SIGTERM');
  await exited(second);

  const audit = await fx.rows('audit_trail', 'position_commit, position_prepare');
  expect(audit).toHaveLength(22_000);

  for (const projection of projections) await rebuildProjection(fx.pool, fx.eventStore, projection);
  expect(await fx.rows('audit_trail', 'position_commit, position_prepare')).toEqual(audit);
}, 240_000);
