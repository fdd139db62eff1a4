import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, errorStatus, REQUEST_TIMEOUT_MESSAGE, REQUEST_TIMEOUT_MS, STALE_READ_RETRIES } from './apiFetch.ts';
import { forgetEventPosition, rememberEventPosition } from './eventPosition.ts';

interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (request: SeenRequest, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;
const seen: SeenRequest[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const entry = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body };
      seen.push(entry);
      handler(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

afterEach(() => {
  seen.length = 0;
  forgetEventPosition();
  vi.restoreAllMocks();
});

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Handler => (_request, response) => {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
};

describe('apiFetch', () => {
  it('uses a 30 s timeout by default', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30000);
  });

  it('GETs without a body or content type, always with cookies, and parses JSON', async () => {
    handler = json(200, { id: 'u1', username: 'admin' });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    await expect(apiFetch(`${baseUrl}/api/user`)).resolves.toEqual({ id: 'u1', username: 'admin' });

    expect(fetchSpy.mock.calls[0]?.[1]?.credentials).toBe('include');
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.headers['content-type']).toBeUndefined();
    expect(seen[0]?.body).toBe('');
  });

  it('sends a JSON body with a JSON content type only when there is one', async () => {
    handler = json(201, { id: 'u2' });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    await apiFetch(`${baseUrl}/api/users`, { method: 'POST', body: { username: 'ann', email: 'ann@example.com', password: 'secret1' } });
    await apiFetch(`${baseUrl}/api/auth/logout`, { method: 'POST' });

    expect(fetchSpy.mock.calls.every(([, init]) => init?.credentials === 'include')).toBe(true);
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ username: 'ann', email: 'ann@example.com', password: 'secret1' });
    expect(seen[1]?.headers['content-type']).toBeUndefined();
    expect(seen[1]?.body).toBe('');
  });

  it('sends a raw body (a file) with its own content type and extra headers', async () => {
    handler = json(201, { importId: 'i1' });
    const file = new Blob(['email,phone\nann@example.com,555\n'], { type: 'text/csv' });

    await expect(
      apiFetch(`${baseUrl}/api/contact-imports`, {
        method: 'POST',
        rawBody: { content: file, contentType: 'text/csv' },
        headers: { 'X-File-Name': 'agents.csv' },
      }),
    ).resolves.toEqual({ importId: 'i1' });

    expect(seen[0]?.headers['content-type']).toBe('text/csv');
    expect(seen[0]?.headers['x-file-name']).toBe('agents.csv');
    expect(seen[0]?.body).toBe('email,phone\nann@example.com,555\n');
  });

  it('answers null for an empty body', async () => {
    handler = (_request, response) => {
      response.writeHead(204);
      response.end();
    };
    await expect(apiFetch(`${baseUrl}/api/users/u2`, { method: 'DELETE' })).resolves.toBeNull();
  });

  it('uses the message of a problem+json error', async () => {
    handler = json(400, { type: 'about:blank', title: 'Bad Request', status: 400, message: 'Username is required' }, {
      'Content-Type': 'application/problem+json',
    });
    await expect(apiFetch(`${baseUrl}/api/users`, { method: 'POST', body: {} })).rejects.toThrow(
      new ApiError(400, 'Bad Request', 'Username is required'),
    );
  });

  it('uses the body text of other errors, or the status text when the body is empty', async () => {
    handler = (_request, response) => {
      response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end('Something broke');
    };
    await expect(apiFetch(`${baseUrl}/api/users`)).rejects.toThrow(new ApiError(500, 'Internal Server Error', 'Something broke'));

    handler = (_request, response) => {
      response.writeHead(404, 'Not Found');
      response.end();
    };
    await expect(apiFetch(`${baseUrl}/api/nothing`)).rejects.toThrow(new ApiError(404, 'Not Found', 'Not Found'));

    handler = (_request, response) => {
      response.writeHead(503, 'Service Unavailable');
      response.end();
    };
    const failure: unknown = await apiFetch(`${baseUrl}/api/contacts`).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(errorStatus(failure)).toBe(503);
    expect((failure as ApiError).statusText).toBe('Service Unavailable');
    expect(errorStatus(new Error(REQUEST_TIMEOUT_MESSAGE))).toBeNull();

    handler = json(409, { error: 'no message field' });
    await expect(apiFetch(`${baseUrl}/api/users`)).rejects.toThrow(new ApiError(409, 'Conflict', '{"error":"no message field"}'));
  });

  it('throws on 401 unless asked to answer null', async () => {
    handler = json(401, { type: 'about:blank', title: 'Unauthorized', status: 401, message: 'Not signed in' }, {
      'Content-Type': 'application/problem+json',
    });
    await expect(apiFetch(`${baseUrl}/api/users`)).rejects.toThrow(new ApiError(401, 'Unauthorized', 'Not signed in'));
    await expect(apiFetch(`${baseUrl}/api/user`, { on401: 'null' })).resolves.toBeNull();
  });

  it('aborts a request that takes too long with the timeout message', async () => {
    handler = () => {
      // never answers
    };
    await expect(apiFetch(`${baseUrl}/api/slow`, { timeoutMs: 50 })).rejects.toThrow(new Error(REQUEST_TIMEOUT_MESSAGE));
    expect(REQUEST_TIMEOUT_MESSAGE).toBe('Request timeout - please check your connection and try again');
  });

  it('remembers the newest X-Event-Position and sends it as X-Min-Position on GETs only', async () => {
    handler = json(200, {});
    await apiFetch(`${baseUrl}/api/users`);
    expect(seen[0]?.headers['x-min-position']).toBeUndefined();

    handler = json(200, { position: '12.40' }, { 'X-Event-Position': '12.40' });
    await apiFetch(`${baseUrl}/api/users`, { method: 'POST', body: { username: 'bob' } });
    expect(seen[1]?.headers['x-min-position']).toBeUndefined();

    handler = json(200, {}, { 'X-Event-Position': '12.9' });
    await apiFetch(`${baseUrl}/api/users/u1`, { method: 'PUT', body: { username: 'bobby' } });

    handler = json(200, []);
    await apiFetch(`${baseUrl}/api/users`);
    expect(seen[3]?.headers['x-min-position']).toBe('12.40');

    rememberEventPosition('13.0');
    await apiFetch(`${baseUrl}/api/users`);
    expect(seen[4]?.headers['x-min-position']).toBe('13.0');
  });

  it('reads again a read answered stale after waiting for its own write, a bounded number of times', async () => {
    rememberEventPosition('20.1');
    let reads = 0;
    handler = (_request, response) => {
      reads++;
      const stale = reads < 3;
      response.writeHead(200, { 'Content-Type': 'application/json', ...(stale ? { 'X-Read-Stale': 'true' } : {}) });
      response.end(JSON.stringify({ fresh: !stale }));
    };
    expect(await apiFetch(`${baseUrl}/api/email-accounts`)).toEqual({ fresh: true });
    expect(seen.map((r) => r.headers['x-min-position'])).toEqual(['20.1', '20.1', '20.1']);

    seen.length = 0;
    handler = json(200, { fresh: false }, { 'X-Read-Stale': 'true' });
    expect(await apiFetch(`${baseUrl}/api/email-accounts`)).toEqual({ fresh: false });
    expect(seen).toHaveLength(1 + STALE_READ_RETRIES);
  });

  it('is cancelled by the caller signal', async () => {
    handler = () => {
      // never answers
    };
    const controller = new AbortController();
    const pending = apiFetch(`${baseUrl}/api/slow`, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow();
  });
});
