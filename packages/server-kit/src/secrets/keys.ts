import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

export interface Keys {
  sessionSecret: string;
  /** 32-byte key for AES-256-GCM encryption of stored secrets. */
  secretsKey: Buffer;
}

async function fileSecret(path: string, make: () => string): Promise<string> {
  if (existsSync(path)) return (await readFile(path, 'utf8')).trim();
  const value = make();
  await writeFile(path, `${value}\n`, { mode: 0o600 });
  await chmod(path, 0o600);
  return value;
}

/** SESSION_SECRET and SECRETS_KEY from the environment, else generated once into DATA_DIR. */
export async function loadKeys(config: { DATA_DIR: string; SESSION_SECRET?: string | undefined; SECRETS_KEY?: string | undefined }): Promise<Keys> {
  const dir = resolve(config.DATA_DIR);
  if (!config.SESSION_SECRET || !config.SECRETS_KEY) await mkdir(dir, { recursive: true });
  const sessionSecret =
    config.SESSION_SECRET ?? (await fileSecret(join(dir, 'session-secret'), () => randomBytes(32).toString('hex')));
  const secretsKeyHex =
    config.SECRETS_KEY ?? (await fileSecret(join(dir, 'secrets-key'), () => randomBytes(32).toString('hex')));
  return { sessionSecret, secretsKey: Buffer.from(secretsKeyHex, 'hex') };
}
