import { parsePosition } from '@outreach/domain';
import { invalid } from '@outreach/domain';
import type { FastifyInstance } from 'fastify';
import type { CheckpointWatcher } from './checkpointWatcher.ts';

export const MIN_POSITION_HEADER = 'x-min-position';
export const STALE_HEADER = 'x-read-stale';
export const MAX_WAIT_MS = 2000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Projections a route reads; read-your-writes waits for these only (default: all; none: the route reads the event store itself). */
    projections?: readonly string[];
  }
}

/**
 * Read your writes: a GET with `X-Min-Position` waits (at most 2 s) until the projections the
 * route reads have applied that position. Past the deadline it answers anyway, with
 * `X-Read-Stale: true` so the client knows the read may be behind its own write.
 */
export function registerMinPositionHook(app: FastifyInstance, watcher: CheckpointWatcher, knownProjections: readonly string[]): void {
  // A misspelt projection name would never be reached: every read would wait its 2 s and answer stale.
  app.addHook('onRoute', (route) => {
    const unknown = (route.config?.projections ?? []).filter((name) => !knownProjections.includes(name));
    if (unknown.length > 0) throw new Error(`${route.method} ${route.url} reads unknown projections: ${unknown.join(', ')}`);
  });
  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers[MIN_POSITION_HEADER];
    if (typeof header !== 'string' || header === '') return;
    const min = parsePosition(header);
    if (!min) throw invalid(`${MIN_POSITION_HEADER} must look like 123.456`);
    const names = request.routeOptions.config.projections;
    // A route that reads no projection (the event store itself) is never behind a write.
    if (names?.length === 0) return;
    const reached = await watcher.waitFor(min, MAX_WAIT_MS, names);
    if (!reached) reply.header(STALE_HEADER, 'true');
  });
}
