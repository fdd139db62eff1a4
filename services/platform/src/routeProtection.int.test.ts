import { afterAll, beforeAll, expect, it } from 'vitest';
import { platformFixture } from './platformFixture.ts';

let fx: Awaited<ReturnType<typeof platformFixture>>;
beforeAll(async () => {
  fx = await platformFixture('route_protection');
});
afterAll(async () => {
  await fx.close();
});

const PUBLIC = ['POST /api/auth/login', 'GET /api/user'];

/** Every registered /api route, with path parameters filled with a well-formed id. */
function apiRoutes() {
  return fx.app.routeTable
    .filter((r) => r.url.startsWith('/api/'))
    .map((r) => ({ ...r, path: r.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000') }));
}

it('only sign-in and the current-user probe are public', () => {
  expect(apiRoutes().filter((r) => r.public).map((r) => `${r.method} ${r.url}`).sort()).toEqual([...PUBLIC].sort());
});

it('every other /api route answers 401 problem+json without a session, and changes nothing', async () => {
  const routes = apiRoutes().filter((r) => !r.public);
  expect(routes.length).toBeGreaterThan(5);
  const before = await fx.platform.runtime.eventStore.headPosition();
  for (const route of routes) {
    const res = await fx.app.inject({
      method: route.method as 'GET',
      url: route.path,
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    });
    expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().message).toBe('Authentication required');
  }
  expect(await fx.platform.runtime.eventStore.headPosition()).toEqual(before);
});

it('GET /api/user answers 401 signed out and the user signed in', async () => {
  expect((await fx.app.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
  const headers = await fx.signIn();
  const res = await fx.app.inject({ method: 'GET', url: '/api/user', headers });
  expect(res.headers['x-read-stale']).toBeUndefined();
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ username: 'admin', email: null });
  expect(res.body).not.toMatch(/password|hash|scrypt/i);
});

it('a session cookie with a forged or missing signature is refused', async () => {
  const { cookie } = await fx.signIn();
  const [name, value] = cookie.split('=') as [string, string];
  const token = decodeURIComponent(value).split('.')[0]!;
  for (const forged of [`${name}=%E0%A4%A.abc`, `${name}=${token}`, `${name}=${token}.AAAA`, `${name}=${encodeURIComponent(`${token}.${'x'.repeat(43)}`)}`]) {
    expect((await fx.app.inject({ method: 'GET', url: '/api/users', headers: { cookie: forged } })).statusCode).toBe(401);
  }
  expect((await fx.app.inject({ method: 'GET', url: '/api/users', headers: { cookie } })).statusCode).toBe(200);
});
