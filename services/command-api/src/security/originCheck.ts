import { DomainError } from '@outreach/domain';
import type { FastifyInstance } from 'fastify';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard: a state-changing /api request whose Origin (or Referer) names
 * another site is refused with 403. Requests with neither header (curl, server-to-server) pass;
 * cookies are SameSite=Lax as well.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const allowed = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin ?? (request.headers.referer ? safeOrigin(request.headers.referer) : undefined);
    if (origin === undefined) return;
    const host = request.headers['x-forwarded-host'] ?? request.headers.host;
    const sameHost = host ? [`http://${host}`, `https://${host}`].includes(origin) : false;
    if (origin !== allowed && !sameHost) {
      throw new DomainError('forbidden', 'This request came from another site and was refused');
    }
  });
}

function safeOrigin(referer: string): string | undefined {
  try {
    return new URL(referer).origin;
  } catch {
    return 'invalid';
  }
}
