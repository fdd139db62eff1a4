import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, signUnsubscribeToken, unsubscribeKey, unsubscribeMailto, unsubscribeSubjectToken, unsubscribeUrl } from './unsubscribeToken.ts';

const key = unsubscribeKey({ secretsKey: Buffer.alloc(32, 7) });
const target = { contactId: '0b6a3c52-8a43-4c0e-9d7e-4f6f0f1d2a11', campaignId: '7e1d6a9e-3c1b-4b7f-a0b3-9a9d4f2c8e55' };

describe('unsubscribe tokens', () => {
  it('carry the recipient and the campaign, and read back only as signed', () => {
    const token = signUnsubscribeToken(key, target);
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(token.length).toBeLessThanOrEqual(66);
    expect(readUnsubscribeToken(key, token)).toEqual(target);
    expect(readUnsubscribeToken(key, signUnsubscribeToken(key, { ...target, campaignId: null }))).toEqual({ ...target, campaignId: null });
  });

  it('refuse a token signed with another key, altered, or malformed', () => {
    const token = signUnsubscribeToken(key, target);
    const otherKey = unsubscribeKey({ secretsKey: Buffer.alloc(32, 8) });
    expect(readUnsubscribeToken(otherKey, token)).toBeUndefined();
    const [payload, signature] = token.split('.');
    const forged = Buffer.from('11111111'.repeat(4), 'hex').toString('base64url');
    expect(readUnsubscribeToken(key, `${forged}.${signature}`)).toBeUndefined();
    expect(readUnsubscribeToken(key, `${payload}.${signature!.slice(0, -2)}`)).toBeUndefined();
    for (const bad of ['', '.', 'abc', `${payload}.`, `${token}.x`, `${payload}.${signature}%00`]) expect(readUnsubscribeToken(key, bad)).toBeUndefined();
  });

  it('make a link on the public address', () => {
    expect(unsubscribeUrl('https://app.example.com/', 'a.b')).toBe('https://app.example.com/unsubscribe/a.b');
  });
});

describe('the mailto of List-Unsubscribe', () => {
  it('goes to the sending mailbox with the token in its subject, which the reply reader finds again', () => {
    const token = signUnsubscribeToken(key, { contactId: '5b0f1c2e-8a7d-4c3b-9e6f-1a2b3c4d5e6f', campaignId: null });
    const mailto = unsubscribeMailto('dana@listingpro.example', token);
    expect(mailto).toBe(`mailto:dana@listingpro.example?subject=unsubscribe%20${token}`);
    expect(unsubscribeSubjectToken(decodeURIComponent(new URL(mailto).searchParams.get('subject')!))).toBe(token);
    expect(unsubscribeSubjectToken(`  UNSUBSCRIBE ${token} `)).toBe(token);
    expect(unsubscribeSubjectToken(`Re: unsubscribe ${token}`)).toBeUndefined();
    expect(unsubscribeSubjectToken('unsubscribe me please')).toBeUndefined();
  });
});
