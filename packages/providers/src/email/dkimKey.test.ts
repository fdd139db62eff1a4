import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dkimFor } from './dkimKey.ts';

let dir: string;
const pem = (modulusLength: number) => generateKeyPairSync('rsa', { modulusLength }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const key2048 = pem(2048);
const older = pem(1024);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dkim-keys-'));
  await writeFile(join(dir, 'realty.test.s2024.pem'), older);
  await writeFile(join(dir, 'Realty.test.s2025.pem'), key2048);
  await writeFile(join(dir, 'zone.test.au.s1.pem'), key2048);
  await writeFile(join(dir, 'xn--bcher-kva.test.mail.pem'), key2048);
  await writeFile(join(dir, 'broken.test.s1.pem'), 'not a key');
  await writeFile(join(dir, 'small.test.s1.pem'), pem(512));
  await writeFile(join(dir, 'ed.test.s1.pem'), generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
  await writeFile(join(dir, 'notes.txt'), 'realty.test keys rotate yearly');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('finding the DKIM key for a sender', () => {
  it('takes the last selector of the sender’s domain, whatever the case', async () => {
    expect(await dkimFor('dana@REALTY.test', { DKIM_KEYS_DIR: dir })).toEqual({ domainName: 'realty.test', keySelector: 's2025', privateKey: key2048 });
  });

  it('finds an internationalised domain by its xn-- form', async () => {
    expect(await dkimFor('dana@bücher.test', { DKIM_KEYS_DIR: dir })).toMatchObject({ domainName: 'xn--bcher-kva.test', keySelector: 'mail' });
  });

  it('has no key for another domain, for the parent of a keyed domain, or with no folder configured', async () => {
    expect(await dkimFor('lee@example.test', { DKIM_KEYS_DIR: dir })).toBeNull();
    expect(await dkimFor('lee@zone.test', { DKIM_KEYS_DIR: dir })).toBeNull();
    expect(await dkimFor('lee@zone.test.au', { DKIM_KEYS_DIR: dir })).toMatchObject({ domainName: 'zone.test.au', keySelector: 's1' });
    expect(await dkimFor('lee@test', { DKIM_KEYS_DIR: dir })).toBeNull();
    expect(await dkimFor('not-an-address', { DKIM_KEYS_DIR: dir })).toBeNull();
    expect(await dkimFor('dana@realty.test', {})).toBeNull();
  });

  it('says which file is wrong rather than sending unsigned', async () => {
    await expect(dkimFor('a@broken.test', { DKIM_KEYS_DIR: dir })).rejects.toThrow(`The DKIM key ${join(dir, 'broken.test.s1.pem')} is not a PEM private key`);
    await expect(dkimFor('a@small.test', { DKIM_KEYS_DIR: dir })).rejects.toThrow('has 512 bits; receivers refuse RSA keys under 1024 bits');
    await expect(dkimFor('a@ed.test', { DKIM_KEYS_DIR: dir })).rejects.toThrow('is a ed25519 key; DKIM signing here takes RSA keys');
    await expect(dkimFor('a@realty.test', { DKIM_KEYS_DIR: join(dir, 'missing') })).rejects.toThrow(`DKIM_KEYS_DIR ${join(dir, 'missing')} cannot be read`);
  });
});
