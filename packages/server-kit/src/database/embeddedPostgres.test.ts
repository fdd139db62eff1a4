import { chmod, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { openParents } from './embeddedPostgres.ts';

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

it('opens the folders above a data directory for others to traverse, never taking a permission away', async () => {
  root = await mkdtemp(join(tmpdir(), 'open-parents-'));
  const shared = join(root, 'shared');
  const private_ = join(shared, 'private');
  const data = join(private_, 'data');
  await mkdir(data, { recursive: true });
  await chmod(root, 0o755);
  await chmod(shared, 0o1777);
  await chmod(private_, 0o700);
  await openParents(data);
  expect((await stat(shared)).mode & 0o7777).toBe(0o1777);
  expect((await stat(private_)).mode & 0o7777).toBe(0o705);
  expect((await stat(root)).mode & 0o7777).toBe(0o755);
});
