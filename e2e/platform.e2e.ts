import { expect, test } from '@playwright/test';

test('one port serves the health check, the API and the web app @phone', async ({ page, request }) => {
  const health = await request.get('/healthz');
  expect(health.ok()).toBe(true);
  expect(await health.json()).toMatchObject({ status: 'ok' });

  const ready = await request.get('/readyz');
  expect(ready.status()).toBe(200);
  const readiness = await ready.json();
  expect(readiness.checks).toMatchObject({ database: 'ok', eventStore: 'ok' });

  const unknownApi = await request.get('/api/no-such-route');
  expect(unknownApi.status()).toBe(404);
  expect(unknownApi.headers()['content-type']).toContain('application/problem+json');

  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();
});
