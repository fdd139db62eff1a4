import { connect, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { DomainError, type DomainErrorCode } from '@outreach/domain';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../logging/logger.ts';
import { createHttpServer } from './createHttpServer.ts';
import { parseInput } from './parse.ts';

const PROBLEM = 'application/problem+json; charset=utf-8';
const GENERIC_500 = 'Something went wrong on our side. Please try again.';

/** A logger whose JSON lines land in an array. */
function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      callback();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

function build(options: Partial<Parameters<typeof createHttpServer>[0]> = {}): FastifyInstance {
  app = createHttpServer({ logger: createLogger('silent', 'http-test'), ...options });
  return app;
}

const codes: [DomainErrorCode, number][] = [
  ['invalid', 400],
  ['unauthorized', 401],
  ['forbidden', 403],
  ['not_found', 404],
  ['conflict', 409],
  ['illegal_state', 409],
  ['revision_conflict', 412],
  ['throttled', 429],
];

describe('createHttpServer: errors as application/problem+json', () => {
  it('malformed JSON → 400 "The request body is not valid JSON"', async () => {
    const server = build();
    server.post('/echo', async (request) => request.body);
    await server.ready();
    for (const payload of ['{"a":', '{a:1}', 'nope', '{"__proto__":{"x":1}}']) {
      const res = await server.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode, payload).toBe(400);
      expect(res.headers['content-type']).toBe(PROBLEM);
      expect(res.json()).toMatchObject({ status: 400, title: 'Bad Request', message: 'The request body is not valid JSON' });
    }
  });

  it('an empty JSON body → 400 with the same message', async () => {
    const server = build();
    server.post('/echo', async (request) => request.body);
    const res = await server.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON');
  });

  it('a body above the limit → 413 problem', async () => {
    const server = build({ bodyLimit: 100 });
    server.post('/echo', async (request) => request.body);
    const res = await server.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(200) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toBe(PROBLEM);
    expect(res.json()).toMatchObject({ status: 413, title: 'Payload Too Large', message: 'The request body is too large' });

    const small = await server.inject({ method: 'POST', url: '/echo', payload: { ok: true } });
    expect(small.statusCode).toBe(200);
    expect(small.json()).toEqual({ ok: true });
  });

  it('the default limit is 1 MiB', async () => {
    const server = build();
    server.post('/echo', async () => ({ ok: true }));
    const over = await server.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'text/plain' }, payload: 'x'.repeat(1_048_577) });
    expect(over.statusCode).toBe(413);
    const under = await server.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'text/plain' }, payload: 'x'.repeat(1_048_576) });
    expect(under.statusCode).toBe(200);
  });

  it('an unsupported content type → 415 problem', async () => {
    const server = build();
    server.post('/echo', async (request) => request.body);
    const res = await server.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/x-unknown' }, payload: 'a' });
    expect(res.statusCode).toBe(415);
    expect(res.headers['content-type']).toBe(PROBLEM);
    expect(res.json()).toMatchObject({ status: 415, message: 'Unsupported content type' });
  });

  it.each(codes)('DomainError %s → %i with its message and code', async (code, status) => {
    const server = build();
    server.get('/fail', async () => {
      throw new DomainError(code, `Because of ${code}`);
    });
    const res = await server.inject({ method: 'GET', url: '/fail' });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toBe(PROBLEM);
    expect(res.json()).toEqual({
      type: 'about:blank',
      title: expect.any(String),
      status,
      message: `Because of ${code}`,
      code,
      requestId: res.headers['x-request-id'],
    });
  });

  it('a ZodError → 400 with the first issue\'s message and every issue listed', async () => {
    const server = build();
    const schema = z.object({ name: z.string().min(1, 'Enter a name'), age: z.number({ error: 'Age must be a number' }) });
    server.post('/zod', async (request) => schema.parse(request.body));
    const res = await server.inject({ method: 'POST', url: '/zod', payload: { name: '', age: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe(PROBLEM);
    expect(res.json()).toMatchObject({
      status: 400,
      code: 'invalid',
      message: 'Enter a name',
      errors: [
        { path: 'name', message: 'Enter a name' },
        { path: 'age', message: 'Age must be a number' },
      ],
    });
  });

  it('an unexpected Error → 500 with the generic message, no stack or SQL, logged with the request id', async () => {
    const { logger, lines } = capturingLogger();
    const server = build({ logger });
    server.get('/boom', async () => {
      const error = new Error('relation "secret_table" does not exist: select * from secret_table where password = $1');
      (error as Error & { code: string }).code = '42P01';
      throw error;
    });
    const res = await server.inject({ method: 'GET', url: '/boom', headers: { 'x-request-id': 'req-boom-0001' } });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toBe(PROBLEM);
    expect(res.json()).toEqual({
      type: 'about:blank',
      title: 'Internal Server Error',
      status: 500,
      message: GENERIC_500,
      requestId: 'req-boom-0001',
    });
    expect(res.body).not.toMatch(/secret_table|select|stack|at .*\.ts|42P01/);
    const logged = lines.find((l) => l.msg === 'request failed');
    expect(logged).toMatchObject({ level: 50, reqId: 'req-boom-0001' });
    expect(JSON.stringify(logged)).toContain('secret_table');
  });

  it('a thrown non-Error value → 500 generic', async () => {
    const server = build();
    server.get('/string', async () => {
      throw 'just a string';
    });
    const res = await server.inject({ method: 'GET', url: '/string' });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe(GENERIC_500);
    expect(res.body).not.toContain('just a string');
  });

  it('an error carrying a 5xx statusCode still answers with the generic message', async () => {
    const server = build();
    server.get('/503', async () => {
      throw Object.assign(new Error('pool exhausted at db-7.internal'), { statusCode: 503 });
    });
    const res = await server.inject({ method: 'GET', url: '/503' });
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(res.json().message).toBe(GENERIC_500);
    expect(res.body).not.toContain('db-7');
  });

  it('an unknown route → 404 problem naming the method and path (not the query)', async () => {
    const server = build();
    const res = await server.inject({ method: 'DELETE', url: '/nowhere/at/all?token=abc' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe(PROBLEM);
    expect(res.json()).toMatchObject({ status: 404, title: 'Not Found', message: 'No route for DELETE /nowhere/at/all' });
    expect(res.body).not.toContain('token=abc');
  });

  it('a custom notFound handler answers unknown routes', async () => {
    const server = build({ notFound: (_request, reply) => reply.type('text/html').send('<html>spa</html>') });
    const res = await server.inject({ method: 'GET', url: '/some/page' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<html>spa</html>');
  });

  it('ignores a trailing slash', async () => {
    const server = build();
    server.get('/things', async () => ({ ok: true }));
    expect((await server.inject({ method: 'GET', url: '/things/' })).statusCode).toBe(200);
  });
});

describe('createHttpServer: requests Node refuses before they reach a route', () => {
  /** The raw answer to raw bytes sent to a listening server. */
  async function rawAnswer(server: FastifyInstance, request: string): Promise<string> {
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  it('header fields too large (a very long query string) → 431 problem+json saying what to shorten', async () => {
    const server = build();
    server.get('/things', async () => ({ ok: true }));
    const answer = await rawAnswer(server, `GET /things?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large/);
    expect(head).toContain('Content-Type: application/problem+json; charset=utf-8');
    expect(JSON.parse(body!)).toEqual({
      type: 'about:blank',
      title: 'Request Header Fields Too Large',
      status: 431,
      code: 'invalid',
      message: 'The request address and headers are too large: shorten the query string (or the headers) and try again',
    });
  });

  it('a request that is not HTTP → 400 problem+json', async () => {
    const server = build();
    const answer = await rawAnswer(server, 'HELLO\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request/);
    expect(answer).toContain('Content-Type: application/problem+json; charset=utf-8');
    expect(JSON.parse(answer.split('\r\n\r\n')[1]!)).toMatchObject({ status: 400, message: 'The request is not valid HTTP' });
  });
});

describe('createHttpServer: request ids', () => {
  it('generates an id and echoes it in x-request-id, on success and on errors', async () => {
    const server = build();
    server.get('/id', async (request) => ({ id: request.id }));
    const a = await server.inject({ method: 'GET', url: '/id' });
    const b = await server.inject({ method: 'GET', url: '/id' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.json().id).toBe(a.headers['x-request-id']);
    expect(b.headers['x-request-id']).not.toBe(a.headers['x-request-id']);
    const missing = await server.inject({ method: 'GET', url: '/missing' });
    expect(missing.headers['x-request-id']).toBe(missing.json().requestId);
  });

  it('keeps a sane incoming x-request-id', async () => {
    const server = build();
    server.get('/id', async (request) => ({ id: request.id }));
    for (const id of ['abcd1234', 'req-2026.01.05_x', 'a'.repeat(128)]) {
      const res = await server.inject({ method: 'GET', url: '/id', headers: { 'x-request-id': id } });
      expect(res.headers['x-request-id']).toBe(id);
      expect(res.json().id).toBe(id);
    }
  });

  it('replaces an incoming x-request-id that is not sane', async () => {
    const server = build();
    server.get('/id', async (request) => ({ id: request.id }));
    for (const id of ['short', 'a'.repeat(129), 'has spaces in it', 'semi;colon;value', '<script>alert(1)</script>', 'ünïcödé-id']) {
      const res = await server.inject({ method: 'GET', url: '/id', headers: { 'x-request-id': id } });
      expect(res.headers['x-request-id'], id).not.toBe(id);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.json().id).toBe(res.headers['x-request-id']);
    }
  });
});

describe('createHttpServer: proxies', () => {
  it('believes no X-Forwarded-For by default', async () => {
    const server = build();
    server.get('/ip', async (request) => ({ ip: request.ip, protocol: request.protocol }));
    const res = await server.inject({
      method: 'GET',
      url: '/ip',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' },
    });
    expect(res.json()).toEqual({ ip: '10.0.0.1', protocol: 'http' });
  });

  it('believes as many hops as trustProxy says', async () => {
    const one = build({ trustProxy: 1 });
    one.get('/ip', async (request) => ({ ip: request.ip, protocol: request.protocol }));
    const res = await one.inject({
      method: 'GET',
      url: '/ip',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.7, 203.0.113.9', 'x-forwarded-proto': 'https' },
    });
    // one proxy: the client is the address that proxy saw, not what the client claimed before it
    expect(res.json()).toEqual({ ip: '203.0.113.9', protocol: 'https' });
    await one.close();

    const two = build({ trustProxy: 2 });
    two.get('/ip', async (request) => ({ ip: request.ip }));
    const res2 = await two.inject({
      method: 'GET',
      url: '/ip',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.7, 203.0.113.9' },
    });
    expect(res2.json()).toEqual({ ip: '198.51.100.7' });
  });
});

describe('parseInput', () => {
  const schema = z.object({
    name: z.string().min(1, 'Enter a name'),
    count: z.coerce.number().int('count must be a whole number').default(1),
  });

  it('returns the parsed value', () => {
    expect(parseInput(schema, { name: 'a', count: '3' })).toEqual({ name: 'a', count: 3 });
    expect(parseInput(schema, { name: 'a' })).toEqual({ name: 'a', count: 1 });
  });

  it('treats a missing input as an empty object', () => {
    expect(parseInput(z.object({ q: z.string().optional() }), undefined)).toEqual({});
    expect(parseInput(z.object({ q: z.string().optional() }), null)).toEqual({});
  });

  it('throws DomainError invalid with the first issue\'s message and every issue', () => {
    let error: unknown;
    try {
      parseInput(schema, { name: '', count: '1.5' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      code: 'invalid',
      message: 'Enter a name',
      details: {
        errors: [
          { path: 'name', message: 'Enter a name' },
          { path: 'count', message: 'count must be a whole number' },
        ],
      },
    });
  });

  it('answers 400 with the first message and the issues through the server', async () => {
    const server = build();
    server.post('/parse', async (request) => parseInput(schema, request.body));
    const res = await server.inject({ method: 'POST', url: '/parse', payload: { count: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe(PROBLEM);
    const body = res.json();
    expect(body.code).toBe('invalid');
    expect(body.message).toBe(body.errors[0].message);
    expect(body.errors.map((e: { path: string }) => e.path)).toEqual(['name', 'count']);
  });

  it('a nested path is dotted', () => {
    const nested = z.object({ contact: z.object({ phones: z.array(z.string().min(3, 'Too short')) }) });
    expect(() => parseInput(nested, { contact: { phones: ['12345', '1'] } })).toThrow(
      expect.objectContaining({ message: 'Too short', details: { errors: [{ path: 'contact.phones.1', message: 'Too short' }] } }),
    );
  });
});
