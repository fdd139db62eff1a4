import { describe, expect, it } from 'vitest';
import { createQueryClient, retryQuery, retryUserQuery, userQueryRetryDelay } from './queryClient.ts';

const unauthorized = new Error('401: Not signed in');
const failure = new Error('500: Internal Server Error');

describe('query defaults', () => {
  it('keeps data fresh for 2 minutes, refetches on focus and never retries mutations', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(120000);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(true);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('retries a query once, never on a 401', () => {
    expect(retryQuery(0, failure)).toBe(true);
    expect(retryQuery(1, failure)).toBe(false);
    expect(retryQuery(0, unauthorized)).toBe(false);
  });
});

describe('current-user query retries', () => {
  it('retries a 401 once after 300 ms', () => {
    expect(retryUserQuery(0, unauthorized)).toBe(true);
    expect(retryUserQuery(1, unauthorized)).toBe(false);
    expect(userQueryRetryDelay(0, unauthorized)).toBe(300);
  });

  it('retries other failures twice, 1 s doubling capped at 30 s', () => {
    expect(retryUserQuery(0, failure)).toBe(true);
    expect(retryUserQuery(1, failure)).toBe(true);
    expect(retryUserQuery(2, failure)).toBe(false);
    expect(userQueryRetryDelay(0, failure)).toBe(1000);
    expect(userQueryRetryDelay(1, failure)).toBe(2000);
    expect(userQueryRetryDelay(10, failure)).toBe(30000);
  });
});

describe('default data fetch', () => {
  it('GETs the key path and parses JSON', async () => {
    const { createServer } = await import('node:http');
    const server = createServer((request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ method: request.method, url: request.url }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    try {
      const client = createQueryClient();
      const data = await client.fetchQuery({ queryKey: [`http://127.0.0.1:${port}/api/contacts`, '42'] });
      expect(data).toEqual({ method: 'GET', url: '/api/contacts/42' });
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
