import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadKeys } from './keys.ts';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'outreach-keys-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const mode = async (path: string) => (await stat(path)).mode & 0o777;

describe('loadKeys', () => {
  it('generates both keys once into DATA_DIR (created when missing) with mode 0600', async () => {
    const dir = join(root, 'nested', 'data');
    const keys = await loadKeys({ DATA_DIR: dir });
    expect(keys.sessionSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(keys.secretsKey).toBeInstanceOf(Buffer);
    expect(keys.secretsKey).toHaveLength(32);
    expect((await readFile(join(dir, 'session-secret'), 'utf8')).trim()).toBe(keys.sessionSecret);
    expect((await readFile(join(dir, 'secrets-key'), 'utf8')).trim()).toBe(keys.secretsKey.toString('hex'));
    expect(await mode(join(dir, 'session-secret'))).toBe(0o600);
    expect(await mode(join(dir, 'secrets-key'))).toBe(0o600);
    // nothing else left behind
    expect((await readdir(dir)).sort()).toEqual(['secrets-key', 'session-secret']);
  });

  it('reuses the stored keys on the next call', async () => {
    const first = await loadKeys({ DATA_DIR: root });
    const second = await loadKeys({ DATA_DIR: root });
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(second.secretsKey.equals(first.secretsKey)).toBe(true);
  });

  it('different data directories get different keys', async () => {
    const a = await loadKeys({ DATA_DIR: join(root, 'a') });
    const b = await loadKeys({ DATA_DIR: join(root, 'b') });
    expect(a.sessionSecret).not.toBe(b.sessionSecret);
    expect(a.secretsKey.equals(b.secretsKey)).toBe(false);
  });

  it('concurrent first calls all end up with the one stored key', async () => {
    const all = await Promise.all(Array.from({ length: 12 }, () => loadKeys({ DATA_DIR: root })));
    const stored = (await readFile(join(root, 'secrets-key'), 'utf8')).trim();
    const storedSecret = (await readFile(join(root, 'session-secret'), 'utf8')).trim();
    for (const keys of all) {
      expect(keys.secretsKey.toString('hex')).toBe(stored);
      expect(keys.sessionSecret).toBe(storedSecret);
    }
    expect((await readdir(root)).sort()).toEqual(['secrets-key', 'session-secret']);
  });

  it('reads keys written by hand (trailing whitespace ignored)', async () => {
    const hex = 'ab'.repeat(32);
    await writeFile(join(root, 'secrets-key'), `${hex}\n\n`);
    await writeFile(join(root, 'session-secret'), `  ${'s'.repeat(40)}  \n`);
    const keys = await loadKeys({ DATA_DIR: root });
    expect(keys.secretsKey.toString('hex')).toBe(hex);
    expect(keys.sessionSecret).toBe('s'.repeat(40));
  });

  it('refuses a damaged key file instead of using a shorter key', async () => {
    await writeFile(join(root, 'secrets-key'), 'not-hex-at-all\n');
    await expect(loadKeys({ DATA_DIR: root })).rejects.toThrow(/secrets-key does not hold a valid key/);
    await writeFile(join(root, 'secrets-key'), '');
    await expect(loadKeys({ DATA_DIR: root })).rejects.toThrow(/secrets-key does not hold a valid key/);
    await writeFile(join(root, 'secrets-key'), 'ab'.repeat(32));
    await writeFile(join(root, 'session-secret'), 'short\n');
    await expect(loadKeys({ DATA_DIR: root })).rejects.toThrow(/session-secret does not hold a valid key/);
  });

  it('environment values win and nothing is written', async () => {
    const dir = join(root, 'unused');
    const keys = await loadKeys({ DATA_DIR: dir, SESSION_SECRET: 'e'.repeat(32), SECRETS_KEY: 'CD'.repeat(32) });
    expect(keys.sessionSecret).toBe('e'.repeat(32));
    expect(keys.secretsKey.toString('hex')).toBe('cd'.repeat(32));
    expect(existsSync(dir)).toBe(false);
  });

  it('environment values win over stored ones, one at a time', async () => {
    const stored = await loadKeys({ DATA_DIR: root });
    const onlySession = await loadKeys({ DATA_DIR: root, SESSION_SECRET: 'x'.repeat(40) });
    expect(onlySession.sessionSecret).toBe('x'.repeat(40));
    expect(onlySession.secretsKey.equals(stored.secretsKey)).toBe(true);
    const onlyKey = await loadKeys({ DATA_DIR: root, SECRETS_KEY: '01'.repeat(32) });
    expect(onlyKey.sessionSecret).toBe(stored.sessionSecret);
    expect(onlyKey.secretsKey.toString('hex')).toBe('01'.repeat(32));
    // the stored files are left as they were
    expect((await readFile(join(root, 'session-secret'), 'utf8')).trim()).toBe(stored.sessionSecret);
  });

  it('only the missing one is generated when the other comes from the environment', async () => {
    await loadKeys({ DATA_DIR: root, SESSION_SECRET: 'y'.repeat(32) });
    expect((await readdir(root)).sort()).toEqual(['secrets-key']);
  });
});
