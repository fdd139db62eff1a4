import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkMailgunSignature } from './mailgunSignature.ts';

const KEY = 'key-3ax6xnjp29jd6fds4gc373sgvjxteol0';
const NOW = new Date('2026-01-05T15:00:00Z');
const signed = (timestamp: string, token = 'a'.repeat(50), key = KEY) => ({ timestamp, token, signature: createHmac('sha256', key).update(timestamp + token).digest('hex') });
const at = (offsetMs: number) => String(Math.floor((NOW.getTime() + offsetMs) / 1000));

describe('checkMailgunSignature', () => {
  it('takes Mailgun’s HMAC of timestamp and token within 15 minutes of now', () => {
    expect(checkMailgunSignature(KEY, signed(at(0)), NOW)).toBe('valid');
    expect(checkMailgunSignature(KEY, signed(at(-14 * 60_000)), NOW)).toBe('valid');
  });

  it('calls an older (or far future) timestamp stale', () => {
    expect(checkMailgunSignature(KEY, signed(at(-16 * 60_000)), NOW)).toBe('stale');
    expect(checkMailgunSignature(KEY, signed(at(16 * 60_000)), NOW)).toBe('stale');
  });

  it('refuses another key, an altered token or timestamp, a malformed or missing signature', () => {
    const good = signed(at(0));
    expect(checkMailgunSignature(KEY, signed(at(0), good.token, 'other-key'), NOW)).toBe('forged');
    expect(checkMailgunSignature(KEY, { ...good, token: `${good.token}x` }, NOW)).toBe('forged');
    expect(checkMailgunSignature(KEY, { ...good, timestamp: at(1000) }, NOW)).toBe('forged');
    expect(checkMailgunSignature(KEY, { ...good, signature: good.signature.slice(2) }, NOW)).toBe('forged');
    expect(checkMailgunSignature(KEY, { ...good, signature: 'zz'.repeat(32) }, NOW)).toBe('forged');
    expect(checkMailgunSignature(KEY, undefined, NOW)).toBe('forged');
  });
});
