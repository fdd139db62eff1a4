import { describe, expect, it } from 'vitest';
import { OAUTH_STATE_TTL_MS, oauthStateKey, pkceChallenge, pkceVerifier, readOAuthState, signOAuthState } from './oauthState.ts';

const key = oauthStateKey({ secretsKey: Buffer.alloc(32, 7) });
const now = new Date('2025-03-01T12:00:00Z');

describe('OAuth state', () => {
  it('carries who started the sign-in and where to return', () => {
    const { state, nonce } = signOAuthState(key, 'google', 'user-1', { kind: 'email-account', name: 'Sales', fromName: 'Ana' }, now);
    expect(readOAuthState(key, state, now)).toEqual({ ok: true, state: { n: nonce, p: 'google', u: 'user-1', t: now.getTime(), r: { kind: 'email-account', name: 'Sales', fromName: 'Ana' } } });
  });

  it('refuses an altered, foreign-key, malformed or expired state', () => {
    const { state } = signOAuthState(key, 'microsoft', 'user-1', { kind: 'settings' }, now);
    const [body, signature] = state.split('.');
    const other = Buffer.from(JSON.stringify({ n: 'x'.repeat(22), p: 'microsoft', u: 'admin', t: now.getTime(), r: { kind: 'settings' } })).toString('base64url');
    expect(readOAuthState(key, `${other}.${signature}`, now)).toEqual({ ok: false, reason: 'forged' });
    expect(readOAuthState(oauthStateKey({ secretsKey: Buffer.alloc(32, 8) }), state, now)).toEqual({ ok: false, reason: 'forged' });
    expect(readOAuthState(key, `${body}`, now)).toEqual({ ok: false, reason: 'malformed' });
    expect(readOAuthState(key, state, new Date(now.getTime() + OAUTH_STATE_TTL_MS + 1))).toEqual({ ok: false, reason: 'expired' });
  });

  it('derives a PKCE verifier per sign-in (43 characters, as RFC 7636 allows)', () => {
    expect(pkceVerifier(key, 'a'.repeat(22))).toMatch(/^[\w-]{43}$/);
    expect(pkceVerifier(key, 'a'.repeat(22))).not.toBe(pkceVerifier(key, 'b'.repeat(22)));
  });

  it('sends the S256 challenge of the verifier (RFC 7636, appendix B)', () => {
    expect(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });
});
