import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether a request's Origin (or, without one, its Referer) names another site than the platform:
 * neither PUBLIC_URL's origin nor the host the request was sent to. A request with neither header
 * (curl, server to server) is not foreign.
 */
export function isForeignOrigin(headers: IncomingHttpHeaders, publicUrl: string): boolean {
  const origin = headers.origin ?? (headers.referer ? originOf(headers.referer) : undefined);
  if (origin === undefined) return false;
  if (origin === new URL(publicUrl).origin) return false;
  const host = headers['x-forwarded-host'] ?? headers.host;
  return !(host && [`http://${host}`, `https://${host}`].includes(origin));
}

function originOf(referer: string): string {
  try {
    return new URL(referer).origin;
  } catch {
    return 'invalid';
  }
}
