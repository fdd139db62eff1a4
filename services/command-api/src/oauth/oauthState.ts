import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { OAuthProvider } from '@outreach/domain';
import type { Keys } from '@outreach/server-kit';
import { z } from 'zod';

/** How long a started sign-in may take before its state is refused. */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

/** Where a finished sign-in goes: Legacy Settings, the dashboard, or a new e-mail account (with what the user typed). */
const returnTo = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('settings') }),
  z.object({ kind: z.literal('dashboard') }),
  z.object({
    kind: z.literal('email-account'),
    name: z.string().max(200).optional(),
    fromName: z.string().max(200).optional(),
    isPrimary: z.boolean().optional(),
  }),
]);
export type OAuthReturnTo = z.infer<typeof returnTo>;

const payload = z.object({
  /** Random, the single-use key. */
  n: z.string().regex(/^[\w-]{22}$/),
  /** The provider signed in with: a state is good only at that provider's callback. */
  p: z.enum(['microsoft', 'google']),
  /** The user who started the sign-in: the callback must come back in that user's session. */
  u: z.string().min(1).max(100),
  /** Issued at (epoch ms). */
  t: z.number().int(),
  r: returnTo,
});
export type OAuthState = z.infer<typeof payload>;

/** The key that signs OAuth states, derived from SECRETS_KEY (like the unsubscribe links' key, with its own label). */
export function oauthStateKey(keys: Pick<Keys, 'secretsKey'>): Buffer {
  return Buffer.from(hkdfSync('sha256', keys.secretsKey, Buffer.alloc(0), 'outreach oauth state v1', 32));
}

const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest();

/** A new state for `userId` signing in with `provider`: the payload in base64url and its HMAC-SHA256, `{payload}.{mac}`. */
export function signOAuthState(key: Buffer, provider: OAuthProvider, userId: string, to: OAuthReturnTo, now: Date): { state: string; nonce: string } {
  const nonce = randomBytes(16).toString('base64url');
  const body = Buffer.from(JSON.stringify({ n: nonce, p: provider, u: userId, t: now.getTime(), r: to } satisfies OAuthState)).toString('base64url');
  return { state: `${body}.${mac(key, body).toString('base64url')}`, nonce };
}

export type ReadState = { ok: true; state: OAuthState } | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

/** The payload of a genuine, unexpired state; why not otherwise. Whether it was used already is the caller's check. */
export function readOAuthState(key: Buffer, state: string, now: Date): ReadState {
  const [body, signature, ...rest] = state.split('.');
  if (!body || !signature || rest.length > 0 || state.length > 2048 || !/^[\w-]+$/.test(body) || !/^[\w-]+$/.test(signature)) return { ok: false, reason: 'malformed' };
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' };
  let parsed;
  try {
    parsed = payload.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  const age = now.getTime() - parsed.data.t;
  if (age < 0 || age > OAUTH_STATE_TTL_MS) return { ok: false, reason: 'expired' };
  return { ok: true, state: parsed.data };
}

/**
 * The PKCE code verifier of a sign-in, derived from its nonce with the state key: the callback
 * recomputes it, so nothing is stored between the two requests and nobody without the key can.
 */
export function pkceVerifier(key: Buffer, nonce: string): string {
  return createHmac('sha256', key).update(`pkce:${nonce}`).digest('base64url');
}

/** The PKCE code challenge (S256) sent with the authorize request for `verifier`. */
export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
