import { DomainError } from '@outreach/domain';
import { isForeignOrigin } from '@outreach/server-kit';
import type { FastifyInstance } from 'fastify';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard: a state-changing /api request whose Origin (or Referer) names
 * another site is refused with 403. Requests with neither header (curl, server-to-server) pass;
 * cookies are SameSite=Lax as well.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method) || !request.url.startsWith('/api/')) return;
    if (isForeignOrigin(request.headers, publicUrl)) {
      throw new DomainError('forbidden', 'This request came from another site and was refused');
    }
  });
}
