import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contactImportStream } from '@outreach/domain';
import { createTestDatabase, testNatsUrl, type TestDatabase } from '@outreach/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killHard, startPlatformChild } from './platformChild.ts';

/**
 * A CSV import whose platform is killed (SIGKILL) in the middle: the next start goes on after the
 * last recorded line on its own, and every row becomes exactly one contact.
 */
const admin = { username: 'admin', password: 'import-crash-admin' };
const ROWS = 12_000;
let database: TestDatabase;
let dataDir: string;
let events: pg.Client;
const children: ChildProcess[] = [];

async function start() {
  const started = await startPlatformChild({
    DATABASE_URL: database.url,
    NATS_URL: await testNatsUrl(),
    DATA_DIR: dataDir,
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
  });
  children.push(started.child);
  const login = await fetch(`${started.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
  expect(login.status).toBe(200);
  return { ...started, headers: { cookie: String(login.headers.get('set-cookie')).split(';')[0]!, origin: started.url } };
}

beforeAll(async () => {
  database = await createTestDatabase('import_crash');
  dataDir = await mkdtemp(join(tmpdir(), 'outreach-import-crash-'));
  events = new pg.Client({ connectionString: database.url });
  events.on('error', () => undefined);
  await events.connect();
});

afterAll(async () => {
  for (const child of children) await killHard(child);
  await events?.end().catch(() => undefined);
  await rm(dataDir, { recursive: true, force: true });
  await database.drop();
});

describe('a CSV import through a crash', () => {
  it('is taken up again by the next start after kill -9 and imports every row once', async () => {
    const first = await start();
    const csv = ['First Name,Last Name,E-mail,City,State,Listings', ...Array.from({ length: ROWS }, (_, n) => `Row${n},Crash,row${n}@crash.example.com,Austin,TX,${n % 50}`)].join('\n');
    const uploaded = await fetch(`${first.url}/api/contact-imports`, { method: 'POST', headers: { ...first.headers, 'content-type': 'text/csv', 'x-file-name': 'crash.csv' }, body: csv });
    expect(uploaded.status).toBe(201);
    const { importId, suggestedMapping } = (await uploaded.json()) as { importId: string; suggestedMapping: Record<string, string> };
    const started = await fetch(`${first.url}/api/contact-imports/${importId}/start`, {
      method: 'POST',
      headers: { ...first.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ mapping: suggestedMapping }),
    });
    expect(started.status).toBe(202);

    // Kill it once some batches are recorded and before the end.
    const progressed = async () =>
      (await events.query<{ n: number }>(`select count(*)::int as n from es.events where stream_id = $1 and type = 'ContactImportProgressed'`, [contactImportStream(importId)])).rows[0]!.n;
    for (let i = 0; i < 600 && (await progressed()) < 2; i++) await new Promise((r) => setTimeout(r, 50));
    await killHard(first.child);
    const atKill = await progressed();
    expect(atKill).toBeGreaterThanOrEqual(2);
    expect(atKill).toBeLessThan(ROWS / 500);

    // The next start takes the import up by itself.
    const second = await start();
    let progress: { status: string; processed: number; imported: number; merged: number; rejected: number } | undefined;
    for (let i = 0; i < 1200; i++) {
      progress = (await (await fetch(`${second.url}/api/contact-imports/${importId}`, { headers: second.headers })).json()) as typeof progress;
      if (progress!.status !== 'running') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(progress).toMatchObject({ status: 'completed', processed: ROWS, imported: ROWS, merged: 0, rejected: 0 });

    const lines = (
      await events.query<{ line: number }>(`select (data->>'lastLine')::int as line from es.events where stream_id = $1 and type = 'ContactImportProgressed' order by global_position`, [contactImportStream(importId)])
    ).rows.map((r) => r.line);
    expect(new Set(lines).size).toBe(lines.length);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
    const imported = await events.query<{ n: number }>(`select count(*)::int as n from es.events where type = 'ContactImported' and data->>'importId' = $1`, [importId]);
    expect(imported.rows[0]!.n).toBe(ROWS);
  }, 240_000);
});
