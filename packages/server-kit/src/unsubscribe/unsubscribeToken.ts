import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedKey } from '../secrets/derivedKey.ts';
import type { Keys } from '../secrets/keys.ts';

/** Who a link unsubscribes, and from which campaign's mail (null: a message outside any campaign). */
export interface UnsubscribeTarget {
  contactId: string;
  campaignId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The key that signs unsubscribe links, derived from SECRETS_KEY (so links outlive sessions and restarts). */
export function unsubscribeKey(keys: Pick<Keys, 'secretsKey'>): Buffer {
  return derivedKey(keys, 'outreach unsubscribe link v1');
}

/** HMAC-SHA256 cut to 128 bits: forging one still means guessing 2^128 values, and links stay short. */
const mac = (key: Buffer, payload: Buffer) => createHmac('sha256', key).update(payload).digest().subarray(0, 16);
const uuidBytes = (id: string) => Buffer.from(id.replaceAll('-', ''), 'hex');
const uuidText = (bytes: Buffer) => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * A per-recipient token for the unsubscribe link: the contact (and campaign) ids as bytes and their
 * signature, URL-safe and short enough for a path segment (at most 66 characters).
 */
export function signUnsubscribeToken(key: Buffer, target: UnsubscribeTarget): string {
  for (const id of [target.contactId, target.campaignId ?? target.contactId]) if (!UUID.test(id)) throw new Error(`Not a UUID: ${id}`);
  const payload = Buffer.concat([uuidBytes(target.contactId), ...(target.campaignId ? [uuidBytes(target.campaignId)] : [])]);
  return `${payload.toString('base64url')}.${mac(key, payload).toString('base64url')}`;
}

/** The target of a genuine token; undefined for anything forged, altered or malformed. */
export function readUnsubscribeToken(key: Buffer, token: string): UnsubscribeTarget | undefined {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0 || !/^[\w-]+$/.test(encoded) || !/^[\w-]+$/.test(signature)) return undefined;
  const payload = Buffer.from(encoded, 'base64url');
  if (payload.length !== 16 && payload.length !== 32) return undefined;
  if (payload.toString('base64url') !== encoded) return undefined;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { contactId: uuidText(payload.subarray(0, 16)), campaignId: payload.length === 32 ? uuidText(payload.subarray(16)) : null };
}

/** The https link of `List-Unsubscribe` and of the footer: one page for people, one-click POST for mail clients (RFC 8058). */
export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/unsubscribe/${token}`;
}

/**
 * The mailto of `List-Unsubscribe`: a message to the sending mailbox itself, whose INBOX the reply
 * reader reads, with the signed token in its subject ('unsubscribe <token>').
 */
export function unsubscribeMailto(sendingAddress: string, token: string): string {
  return `mailto:${sendingAddress}?subject=unsubscribe%20${token}`;
}

const UNSUBSCRIBE_SUBJECT = /^\s*unsubscribe\s+([\w-]+\.[\w-]+)\s*$/i;

/** The token of a subject sent through the mailto of `List-Unsubscribe`, or undefined for any other subject. */
export function unsubscribeSubjectToken(subject: string): string | undefined {
  return UNSUBSCRIBE_SUBJECT.exec(subject)?.[1];
}
