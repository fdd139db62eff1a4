import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alive, startPlatformChild } from './platformChild.ts';

let dataDir: string;
let postmaster = 0;

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'outreach-ctrl-c-'));
});

afterAll(async () => {
  if (postmaster > 0 && alive(postmaster)) process.kill(postmaster, 'SIGINT');
  await rm(dataDir, { recursive: true, force: true });
});

describe('Ctrl-C of pnpm start', () => {
  it('closes the platform in order and then its embedded PostgreSQL, with no error, even as the signal arrives again through the launchers', async () => {
    const env = { DATABASE_URL: undefined, NATS_URL: undefined, DATA_DIR: dataDir, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'ctrl-c-admin-password' };
    const { child, url, output } = await startPlatformChild(env, { processGroup: true });
    expect((await fetch(`${url}/readyz`)).status).toBeLessThan(500);
    postmaster = Number((await readFile(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    expect(alive(postmaster)).toBe(true);

    const done = exited(child);
    // The terminal signals the whole process group; pnpm and tsx then pass the same Ctrl-C on.
    process.kill(-child.pid!, 'SIGINT');
    setTimeout(() => child.kill('SIGINT'), 20);
    expect(await done).toEqual({ code: 0, signal: null });
    expect(output()).not.toMatch(/"level":(50|60)/);
    expect(output()).not.toContain('second signal');
    expect(alive(postmaster)).toBe(false);
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    // The next start finds everything as it was left.
    const again = await startPlatformChild(env, { processGroup: true });
    const signedIn = await fetch(`${again.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'ctrl-c-admin-password' }) });
    expect(signedIn.status).toBe(200);
    postmaster = Number((await readFile(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    const stopped = exited(again.child);
    again.child.kill('SIGTERM');
    expect(await stopped).toEqual({ code: 0, signal: null });
    expect(alive(postmaster)).toBe(false);
  }, 120_000);
});
