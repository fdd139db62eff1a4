import { unknownKeys } from '@outreach/server-kit/http/unknownKeys.ts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { platformFixture } from './platformFixture.ts';

let fx: Awaited<ReturnType<typeof platformFixture>>;
beforeAll(async () => {
  fx = await platformFixture('route_schemas');
});
afterAll(async () => {
  await fx.close();
});

/** Routes whose body is not JSON: the CSV upload reads the file as a stream. */
const RAW_BODY = ['POST /api/contact-imports'];
/** Full-page redirects to a provider's sign-in: they answer 302 with a Location and no body. */
const REDIRECTS = ['GET /api/auth/microsoft/connect', 'GET /api/auth/google/connect'];

const apiRoutes = () => fx.app.routeTable.filter((r) => r.url.startsWith('/api/'));

it('every /api route declares its params, query, body and answers as schema', () => {
  const routes = apiRoutes();
  expect(routes.length).toBeGreaterThan(40);
  const missing: string[] = [];
  for (const route of routes) {
    const name = `${route.method} ${route.url}`;
    const schema = route.schema ?? {};
    if (route.url.includes('/:') && !schema.params) missing.push(`${name}: params`);
    if (!schema.querystring) missing.push(`${name}: querystring`);
    if (route.method !== 'GET' && !schema.body && !RAW_BODY.includes(name)) missing.push(`${name}: body`);
    const statuses = Object.keys((schema.response ?? {}) as object);
    if (!statuses.some((status) => status.startsWith('2')) && !REDIRECTS.includes(name)) missing.push(`${name}: response`);
  }
  expect(missing).toEqual([]);
});

it('no /api route takes a query parameter it does not declare', () => {
  for (const route of apiRoutes()) {
    const query = route.schema?.querystring as Parameters<typeof unknownKeys>[0];
    expect(unknownKeys(query, { zzz: '1' }), `${route.method} ${route.url}`).toEqual(['zzz']);
  }
});
