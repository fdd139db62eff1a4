import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { problem, sendProblem } from '@outreach/server-kit';

export const WEB_DIST = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'web', 'dist');

const API_PREFIXES = ['/api/', '/webhooks/', '/ws', '/healthz', '/readyz'];

/** Hashed build output (`/assets/name-hash.js`): its name changes whenever its content does. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Anything else the build copies as it is (favicon…): revalidated after an hour. */
const HOURLY = 'public, max-age=3600';

/**
 * Serve the built web app, compressed at build time (`.br`, `.gz` beside each asset, chosen by
 * Accept-Encoding); hashed assets are cached for a year. Any other GET outside the API answers
 * index.html (client-side routes), never cached.
 */
export async function registerWebAssets(app: FastifyInstance, dist = WEB_DIST): Promise<void> {
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error(`The web app is not built (${dist}/index.html missing): run pnpm build:web`);
  }
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      const file = relative(dist, path).split(sep).join('/');
      reply.header('cache-control', file === 'index.html' ? 'no-cache' : file.startsWith('assets/') ? IMMUTABLE : HOURLY);
    },
  });
}

export function spaFallback(dist = WEB_DIST) {
  let index: Promise<Buffer> | undefined;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p));
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApi && !/\.[a-z0-9]{1,8}$/i.test(path)) {
      index ??= readFile(join(dist, 'index.html'));
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(await index);
    }
    return sendProblem(reply, problem(404, `No route for ${request.method} ${path}`, { requestId: request.id }));
  };
}
