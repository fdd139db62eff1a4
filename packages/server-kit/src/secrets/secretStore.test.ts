import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret } from './secretStore.ts';

const key = randomBytes(32);

describe('secret encryption (AES-256-GCM)', () => {
  it('round-trips, with a fresh IV every time and no plaintext in the ciphertext', () => {
    const a = encryptSecret(key, 'twilio.authToken', 'super-secret-token-value');
    const b = encryptSecret(key, 'twilio.authToken', 'super-secret-token-value');
    expect(a.iv).toHaveLength(12);
    expect(a.tag).toHaveLength(16);
    expect(a.iv.equals(b.iv)).toBe(false);
    expect(a.ciphertext.toString('utf8')).not.toContain('secret');
    expect(decryptSecret(key, 'twilio.authToken', a)).toBe('super-secret-token-value');
  });

  it('refuses another key, another name, or tampered bytes, without echoing them', () => {
    const stored = encryptSecret(key, 'twilio.authToken', 'token');
    expect(() => decryptSecret(randomBytes(32), 'twilio.authToken', stored)).toThrow('The stored secret twilio.authToken cannot be decrypted (was SECRETS_KEY changed?)');
    expect(() => decryptSecret(key, 'smtp.password', stored)).toThrow(/cannot be decrypted/);
    const tampered = { ...stored, ciphertext: Buffer.from(stored.ciphertext) };
    tampered.ciphertext[0]! ^= 1;
    expect(() => decryptSecret(key, 'twilio.authToken', tampered)).toThrow(/cannot be decrypted/);
  });

  it('needs a 32-byte key', () => {
    expect(() => encryptSecret(randomBytes(16), 'x', 'y')).toThrow('The secrets key must be 32 bytes (AES-256)');
  });
});
