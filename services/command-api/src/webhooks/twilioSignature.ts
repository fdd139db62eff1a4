import twilio from 'twilio';

/**
 * The URL Twilio signed: PUBLIC_URL (the address configured at Twilio, path prefix included)
 * followed by the request's path and query exactly as they arrived. Behind a proxy the path
 * must reach us unchanged below that prefix.
 */
export function signedUrl(publicUrl: string, requestUrl: string): string {
  const base = new URL(publicUrl);
  return `${base.origin}${base.pathname.replace(/\/+$/, '')}${requestUrl}`;
}

/** Form parameters as Twilio signs them: every value a string (repeated keys: the list). */
export function formParams(body: unknown): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) return params;
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (typeof value === 'string') params[key] = value;
    else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) params[key] = value as string[];
  }
  return params;
}

/** X-Twilio-Signature checked with the SDK's own validation (HMAC-SHA1 over URL and sorted parameters). */
export function validTwilioSignature(signingKey: string | undefined, signature: unknown, url: string, params: Record<string, string | string[]>): boolean {
  if (!signingKey || typeof signature !== 'string' || signature === '') return false;
  return twilio.validateRequest(signingKey, signature, url, params);
}
