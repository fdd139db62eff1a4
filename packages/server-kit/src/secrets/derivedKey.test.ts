import { hkdfSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { derivedKey } from './derivedKey.ts';

const keys = (hex: string) => ({ secretsKey: Buffer.from(hex.repeat(32), 'hex') });

describe('derivedKey', () => {
  it('is HKDF-SHA256 of SECRETS_KEY for the purpose, one key per purpose and per secret', () => {
    const a = keys('01');
    expect(derivedKey(a, 'outreach unsubscribe link v1')).toEqual(Buffer.from(hkdfSync('sha256', a.secretsKey, Buffer.alloc(0), 'outreach unsubscribe link v1', 32)));
    expect(derivedKey(a, 'outreach tracking link v1')).not.toEqual(derivedKey(a, 'outreach unsubscribe link v1'));
    expect(derivedKey(keys('02'), 'outreach unsubscribe link v1')).not.toEqual(derivedKey(a, 'outreach unsubscribe link v1'));
  });

  it('derives a purpose once for the same keys', () => {
    const a = keys('03');
    expect(derivedKey(a, 'x')).toBe(derivedKey(a, 'x'));
  });
});
