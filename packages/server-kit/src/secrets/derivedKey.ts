import { hkdfSync } from 'node:crypto';
import type { Keys } from './keys.ts';

const derived = new WeakMap<Pick<Keys, 'secretsKey'>, Map<string, Buffer>>();

/**
 * A 256-bit key for one purpose (`info`), derived from SECRETS_KEY with HKDF-SHA256: derived once
 * per keys object and purpose, not once per message signed with it.
 */
export function derivedKey(keys: Pick<Keys, 'secretsKey'>, info: string): Buffer {
  let byInfo = derived.get(keys);
  if (!byInfo) derived.set(keys, (byInfo = new Map()));
  let key = byInfo.get(info);
  if (!key) byInfo.set(info, (key = Buffer.from(hkdfSync('sha256', keys.secretsKey, Buffer.alloc(0), info, 32))));
  return key;
}
