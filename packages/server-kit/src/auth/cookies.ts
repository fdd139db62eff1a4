import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './sessionStore.ts';

const signature = (token: string, secret: string) => createHmac('sha256', secret).update(token).digest('base64url');

/** The cookie value for a session token: the token and its HMAC under SESSION_SECRET. */
export function signSessionToken(token: string, secret: string): string {
  return `${token}.${signature(token, secret)}`;
}

/**
 * The session token from the Cookie header when its signature is valid (a forged or altered
 * cookie never reaches the database).
 */
export function sessionToken(request: FastifyRequest, secret: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
    const dot = value.lastIndexOf('.');
    if (dot <= 0) return undefined;
    const token = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(signature(token, secret));
    return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
  }
  return undefined;
}

export function sessionCookie(signedValue: string, options: { persistent: boolean; secure: boolean; maxAgeMs: number }): string {
  const parts = [`${SESSION_COOKIE}=${encodeURIComponent(signedValue)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (options.persistent) parts.push(`Max-Age=${Math.floor(options.maxAgeMs / 1000)}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export function clearedSessionCookie(secure: boolean): string {
  return [`${SESSION_COOKIE}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0', ...(secure ? ['Secure'] : [])].join('; ');
}
