import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alive, startPlatformChild } from './platformChild.ts';

const admin = { username: 'admin', password: 'crash-restart-admin' };
let dataDir: string;
const children: ChildProcess[] = [];

/** Starts the platform on the shared DATA_DIR (embedded PostgreSQL); resolves with its URL, or rejects with what it printed. */
async function startPlatformProcess(): Promise<{ child: ChildProcess; url: string }> {
  const started = startPlatformChild({
    DATABASE_URL: undefined,
    NATS_URL: undefined,
    DATA_DIR: dataDir,
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
  });
  const { child, url } = await started;
  children.push(child);
  return { child, url };
}

async function signIn(url: string, username: string, password: string): Promise<Response> {
  return fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'outreach-crash-restart-'));
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 2000));
  // The last start's PostgreSQL is stopped with it; make sure nothing is left behind.
  const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
  const pid = Number((await readFile(pidFile, 'utf8').catch(() => '')).split('\n')[0]);
  if (pid > 0 && alive(pid)) process.kill(pid, 'SIGINT');
  await rm(dataDir, { recursive: true, force: true });
});

describe('pnpm start after a crash', () => {
  it('kill -9 of the platform, then a start: it stops the PostgreSQL left running, comes up, and keeps what was committed', async () => {
    const first = await startPlatformProcess();
    const signedIn = await signIn(first.url, admin.username, admin.password);
    expect(signedIn.status).toBe(200);
    const cookie = String(signedIn.headers.get('set-cookie')).split(';')[0]!;
    const created = await fetch(`${first.url}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: first.url },
      body: JSON.stringify({ username: 'survivor', email: 'survivor@example.com', password: 'kept-through-a-crash' }),
    });
    expect(created.status).toBe(201);
    const postmaster = Number((await readFile(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    expect(alive(postmaster)).toBe(true);

    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    expect(alive(postmaster)).toBe(true); // the crashed platform's PostgreSQL outlives it

    const second = await startPlatformProcess();
    expect(alive(postmaster)).toBe(false);
    expect((await signIn(second.url, 'survivor', 'kept-through-a-crash')).status).toBe(200);
  }, 120_000);

  it('refuses to start while a live platform owns the data directory, naming it', async () => {
    const running = children.at(-1)!;
    await expect(startPlatformProcess()).rejects.toThrow(new RegExp(`Another platform \\(pid ${running.pid}\\) is running on`));
  }, 60_000);
});
