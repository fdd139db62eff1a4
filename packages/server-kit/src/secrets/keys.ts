import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

export interface Keys {
  sessionSecret: string;
  /** 32-byte key for AES-256-GCM encryption of stored secrets. */
  secretsKey: Buffer;
}

const isErrno = (error: unknown, code: string) => (error as NodeJS.ErrnoException | null)?.code === code;

/**
 * The secret kept in `path`, made by `make` when the file does not exist yet. The new value is
 * written to a private temporary file and hard-linked into place, which fails when another
 * process (or another call in this one) got there first: then every caller reads the one value
 * that won, never a half-written file.
 */
async function fileSecret(path: string, make: () => string, valid: (value: string) => boolean): Promise<string> {
  const existing = await readSecret(path, valid);
  if (existing !== undefined) return existing;
  const value = make();
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, `${value}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await chmod(temporary, 0o600);
    try {
      await link(temporary, path);
    } catch (error) {
      if (isErrno(error, 'EEXIST')) throw error;
      // A file system without hard links: create the file exclusively instead.
      await writeFile(path, `${value}\n`, { mode: 0o600, flag: 'wx' });
      await chmod(path, 0o600);
    }
    return value;
  } catch (error) {
    if (!isErrno(error, 'EEXIST')) throw error;
    const winner = await readSecret(path, valid);
    if (winner === undefined) throw new Error(`${path} appeared while it was being created, but cannot be read`);
    return winner;
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
}

async function readSecret(path: string, valid: (value: string) => boolean): Promise<string | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return undefined;
    throw error;
  }
  const value = text.trim();
  // A damaged key must stop the start, not turn into a shorter (or empty) key silently.
  if (!valid(value)) throw new Error(`${path} does not hold a valid key; restore it from a backup (or delete it to generate a new one)`);
  return value;
}

const isSessionSecret = (value: string) => value.length >= 32;
const isSecretsKey = (value: string) => /^[0-9a-fA-F]{64}$/.test(value);

/** SESSION_SECRET and SECRETS_KEY from the environment, else generated once into DATA_DIR. */
export async function loadKeys(config: { DATA_DIR: string; SESSION_SECRET?: string | undefined; SECRETS_KEY?: string | undefined }): Promise<Keys> {
  const dir = resolve(config.DATA_DIR);
  if (!config.SESSION_SECRET || !config.SECRETS_KEY) await mkdir(dir, { recursive: true });
  const sessionSecret =
    config.SESSION_SECRET || (await fileSecret(join(dir, 'session-secret'), () => randomBytes(32).toString('hex'), isSessionSecret));
  const secretsKeyHex =
    config.SECRETS_KEY || (await fileSecret(join(dir, 'secrets-key'), () => randomBytes(32).toString('hex'), isSecretsKey));
  return { sessionSecret, secretsKey: Buffer.from(secretsKeyHex, 'hex') };
}
