import { notFound as domainNotFound } from '@outreach/domain';
import { readTrackingToken, trackingKey, type Runtime } from '@outreach/server-kit';
import type { FastifyInstance } from 'fastify';
import { recordTrackingHit } from './recordTrackingHit.ts';

const TOKEN = /^[\w-]{23}\.[\w-]{22}$/;
/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * The open pixel and the click redirect of campaigns that track them, public (the signed token is
 * the authority): GET /t/o/{token}.gif answers the pixel and records the open; GET /t/c/{token}?u=
 * sends the browser on to the link and records the click. A forged or altered token answers 404
 * problem+json and records nothing; a link is only ever followed to the address that was signed.
 */
export async function registerTrackingRoutes(app: FastifyInstance, runtime: Runtime): Promise<void> {
  const key = trackingKey(runtime.keys);
  const notFound = () => domainNotFound('This tracking link is not valid');

  app.get<{ Params: { token: string } }>('/t/o/:token', { config: { public: true } }, async (request, reply) => {
    const token = request.params.token.replace(/\.gif$/, '');
    const hit = TOKEN.test(token) ? readTrackingToken(key, token, null) : undefined;
    if (!hit || !(await recordTrackingHit(runtime, hit, request.id, request.log))) throw notFound();
    return reply.header('cache-control', 'no-store, private').header('referrer-policy', 'no-referrer').type('image/gif').send(PIXEL);
  });

  app.get<{ Params: { token: string }; Querystring: { u?: string } }>('/t/c/:token', { config: { public: true } }, async (request, reply) => {
    const url = typeof request.query.u === 'string' ? request.query.u : null;
    const hit = url && /^https?:\/\//i.test(url) && TOKEN.test(request.params.token) ? readTrackingToken(key, request.params.token, url) : undefined;
    if (!hit || !(await recordTrackingHit(runtime, hit, request.id, request.log))) throw notFound();
    return reply.header('cache-control', 'no-store, private').header('referrer-policy', 'no-referrer').redirect(hit.url!, 302);
  });
}
