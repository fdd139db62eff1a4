import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import type { MailgunSignature } from './mailgunEvents.ts';

/** A signed Mailgun webhook is taken for this long after its timestamp (and no longer: a replay). */
export const MAILGUN_MAX_AGE_MS = 15 * 60_000;

export type MailgunSignatureCheck = 'valid' | 'forged' | 'stale';

/**
 * Mailgun's webhook signature: HMAC-SHA256 of timestamp + token with the webhook signing key, hex,
 * compared in constant time; a timestamp more than 15 minutes from now (either way) is stale.
 */
export function checkMailgunSignature(signingKey: string, signature: MailgunSignature | undefined, now: Date): MailgunSignatureCheck {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature.signature) || !/^\d{1,12}$/.test(signature.timestamp) || signature.token === '') return 'forged';
  const expected = createHmac('sha256', signingKey).update(signature.timestamp + signature.token).digest();
  if (!timingSafeEqual(expected, Buffer.from(signature.signature, 'hex'))) return 'forged';
  const age = now.getTime() - Number(signature.timestamp) * 1000;
  return Math.abs(age) > MAILGUN_MAX_AGE_MS ? 'stale' : 'valid';
}

/**
 * Each signed token is good for one body. Mailgun's signature covers only timestamp and token, so a
 * captured token must not carry another body: the first body seen with a token claims it (kept a
 * while beyond the 15 minutes a signature is taken), the same body again (Mailgun retrying) is
 * accepted, any other body with that token is refused. Shared by every command-api process.
 */
export async function claimMailgunToken(pool: pg.Pool, token: string, rawBody: Buffer, now: Date): Promise<boolean> {
  const bodyHash = createHash('sha256').update(rawBody).digest('hex');
  const seenAt = now.toISOString();
  await pool.query(`delete from command.mailgun_webhook_tokens where seen_at < $1::timestamptz - interval '1 hour'`, [seenAt]);
  await pool.query(`insert into command.mailgun_webhook_tokens (token, body_sha256, seen_at) values ($1, $2, $3) on conflict (token) do nothing`, [token, bodyHash, seenAt]);
  const { rows } = await pool.query<{ body_sha256: string }>(`select body_sha256 from command.mailgun_webhook_tokens where token = $1`, [token]);
  return rows[0]?.body_sha256 === bodyHash;
}
