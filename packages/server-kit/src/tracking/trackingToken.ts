import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedKey } from '../secrets/derivedKey.ts';
import type { Keys } from '../secrets/keys.ts';

/** What a tracking link records: the e-mail opened (its pixel loaded), or a link in it clicked. */
export type TrackingKind = 'open' | 'click';
export interface TrackedHit {
  messageId: string;
  kind: TrackingKind;
  /** The clicked link's address (clicks only). */
  url: string | null;
}

const KIND_BYTE: Record<TrackingKind, number> = { open: 1, click: 2 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The key that signs tracking links, derived from SECRETS_KEY (apart from the unsubscribe links' key). */
export function trackingKey(keys: Pick<Keys, 'secretsKey'>): Buffer {
  return derivedKey(keys, 'outreach tracking link v1');
}

/** HMAC-SHA256 cut to 128 bits, over the e-mail's id, the kind and (for a click) the link, so no other link can be slipped in. */
const mac = (key: Buffer, payload: Buffer, url: string | null) =>
  createHmac('sha256', key)
    .update(payload)
    .update(url ?? '')
    .digest()
    .subarray(0, 16);

function payloadOf(messageId: string, kind: TrackingKind): Buffer {
  if (!UUID.test(messageId)) throw new Error(`Not a UUID: ${messageId}`);
  return Buffer.concat([Buffer.from(messageId.replaceAll('-', ''), 'hex'), Buffer.from([KIND_BYTE[kind]])]);
}

export function signTrackingToken(key: Buffer, hit: TrackedHit): string {
  const payload = payloadOf(hit.messageId, hit.kind);
  return `${payload.toString('base64url')}.${mac(key, payload, hit.kind === 'click' ? hit.url : null).toString('base64url')}`;
}

/** The hit a genuine token (and, for a click, its link) stands for; undefined for anything forged, altered or malformed. */
export function readTrackingToken(key: Buffer, token: string, url: string | null): TrackedHit | undefined {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0 || !/^[\w-]+$/.test(encoded) || !/^[\w-]+$/.test(signature)) return undefined;
  const payload = Buffer.from(encoded, 'base64url');
  if (payload.length !== 17 || payload.toString('base64url') !== encoded) return undefined;
  const kind = (Object.keys(KIND_BYTE) as TrackingKind[]).find((k) => KIND_BYTE[k] === payload[16]);
  if (!kind || (kind === 'click') !== (url !== null)) return undefined;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, payload, url);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const hex = payload.subarray(0, 16).toString('hex');
  return { messageId: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`, kind, url };
}

/** The open pixel's and the click redirect's addresses of one e-mail. */
export function trackingUrls(publicUrl: string, key: Buffer, messageId: string): { pixel: string; click: (url: string) => string } {
  const base = publicUrl.replace(/\/$/, '');
  return {
    pixel: `${base}/t/o/${signTrackingToken(key, { messageId, kind: 'open', url: null })}.gif`,
    click: (url) => `${base}/t/c/${signTrackingToken(key, { messageId, kind: 'click', url })}?u=${encodeURIComponent(url)}`,
  };
}
