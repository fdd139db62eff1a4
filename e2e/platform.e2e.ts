import { expect, test } from '@playwright/test';
import { ADMIN } from './support/credentials.ts';

test('one port serves the health check, the API and the web app @phone', async ({ page, request }) => {
  const health = await request.get('/healthz');
  expect(health.ok()).toBe(true);
  expect(await health.json()).toMatchObject({ status: 'ok' });

  const ready = await request.get('/readyz');
  expect(ready.status()).toBe(200);
  const readiness = await ready.json();
  expect(readiness.checks).toMatchObject({ database: 'ok', eventStore: 'ok' });

  // Every /api route needs a session: signed out, an unknown API path is refused (401) or, at
  // most, reported missing (404), always as problem+json and never as the web app's page.
  const unknownApi = await request.get('/api/no-such-route');
  expect([401, 404]).toContain(unknownApi.status());
  expect(unknownApi.headers()['content-type']).toContain('application/problem+json');

  // Signed in, it is simply not there.
  const signedIn = await request.post('/api/auth/login', { data: { ...ADMIN, rememberMe: false } });
  expect(signedIn.status()).toBe(200);
  const missing = await request.get('/api/no-such-route');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).toContain('application/problem+json');
  expect(((await missing.json()) as { message: string }).message).toContain('/api/no-such-route');
  await request.post('/api/auth/logout');
  expect((await request.get('/api/user')).status()).toBe(401);

  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();
});
