import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../logging/logger.ts';
import { createHttpServer } from './createHttpServer.ts';
import { typedApp, type TypedApp } from './typedApp.ts';

let app: TypedApp | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

const params = z.object({ id: z.uuid({ error: 'id must be a UUID' }) });
const querystring = z.object({ limit: z.coerce.number().int('limit must be a whole number').default(25) });
const body = z.object({ name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required'), tags: z.array(z.object({ label: z.string() })).optional() });
const answer = z.object({ id: z.string(), name: z.string(), limit: z.number() });
const ID = '00000000-0000-4000-8000-000000000000';

function build(answerWith: (input: { id: string; name: string; limit: number }) => unknown, validateResponses?: boolean): TypedApp {
  const server = typedApp(createHttpServer({ logger: createLogger('silent', 'schema-test'), ...(validateResponses === undefined ? {} : { validateResponses }) }));
  app = server;
  server.post('/things/:id', { schema: { params, querystring, body, response: { 200: answer } } }, async (request) =>
    answerWith({ id: request.params.id, name: request.body.name, limit: request.query.limit }) as z.infer<typeof answer>,
  );
  return server;
}

describe('input: the contracts as route schema', () => {
  it('hands the handler the parsed values (trimmed, coerced, defaulted)', async () => {
    const server = build((input) => input);
    const res = await server.inject({ method: 'POST', url: `/things/${ID}?limit=5`, payload: { name: '  Ada ' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: ID, name: 'Ada', limit: 5 });
    expect((await server.inject({ method: 'POST', url: `/things/${ID}`, payload: { name: 'Ada' } })).json().limit).toBe(25);
  });

  it('refuses unknown query parameters and body fields, nested ones too, naming them', async () => {
    const server = build((input) => input);
    const page = await server.inject({ method: 'POST', url: `/things/${ID}?page=3`, payload: { name: 'Ada' } });
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toContain('application/problem+json');
    expect(page.json()).toMatchObject({ message: 'Unknown field: page', code: 'invalid', errors: [{ path: 'page', message: 'Unknown field: page' }] });
    const nested = await server.inject({ method: 'POST', url: `/things/${ID}`, payload: { name: 'Ada', role: 'x', tags: [{ label: 'a', colour: 'red' }] } });
    expect(nested.json().message).toBe('Unknown fields: role, tags.0.colour');
  });

  it('answers the first issue of params, then body, then query, as parseInput words it', async () => {
    const server = build((input) => input);
    const bad = await server.inject({ method: 'POST', url: '/things/nope?limit=1.5', payload: {} });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('id must be a UUID');
    expect((await server.inject({ method: 'POST', url: `/things/${ID}?limit=1.5`, payload: {} })).json().message).toBe('Name is required');
    const limit = await server.inject({ method: 'POST', url: `/things/${ID}?limit=1.5`, payload: { name: 'Ada' } });
    expect(limit.json()).toMatchObject({ message: 'limit must be a whole number', errors: [{ path: 'limit', message: 'limit must be a whole number' }] });
  });
});

describe('input: zod’s generic wording names the field', () => {
  it('a missing field, a text too long, a query number that is not one, a null object: each named, in the message and in errors', async () => {
    const server = typedApp(createHttpServer({ logger: createLogger('silent', 'schema-test') }));
    app = server;
    const settings = z.object({ accountSid: z.string().trim(), reason: z.string().trim().max(500).optional(), filter: z.object({ cities: z.array(z.string()) }).optional() });
    const query = z.object({ limit: z.coerce.number().int('limit must be a whole number').default(200) });
    server.put('/settings', { schema: { body: settings, querystring: query } }, async () => ({ ok: true }));
    const missing = await server.inject({ method: 'PUT', url: '/settings', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.headers['content-type']).toContain('application/problem+json');
    expect(missing.json()).toMatchObject({ code: 'invalid', message: 'accountSid is required', errors: [{ path: 'accountSid', message: 'accountSid is required' }] });
    const long = await server.inject({ method: 'PUT', url: '/settings', payload: { accountSid: 'x', reason: 'r'.repeat(501) } });
    expect(long.json()).toMatchObject({ message: 'reason must be at most 500 characters', errors: [{ path: 'reason' }] });
    const nulled = await server.inject({ method: 'PUT', url: '/settings', payload: { accountSid: 'x', filter: null } });
    expect(nulled.json()).toMatchObject({ message: 'filter must be an object, not null', errors: [{ path: 'filter' }] });
    const nested = await server.inject({ method: 'PUT', url: '/settings', payload: { accountSid: 'x', filter: { cities: ['Austin', 7] } } });
    expect(nested.json()).toMatchObject({ message: 'filter.cities.1 must be text', errors: [{ path: 'filter.cities.1' }] });
    const limit = await server.inject({ method: 'PUT', url: '/settings?limit=abc', payload: { accountSid: 'x' } });
    expect(limit.json()).toMatchObject({ message: 'limit must be a number', errors: [{ path: 'limit', message: 'limit must be a number' }] });
  });
});

describe('answers: checked against the response schema under tests', () => {
  it('is on under vitest (NODE_ENV=test): a wrong type or an undeclared field is a 500', async () => {
    expect(process.env.NODE_ENV).toBe('test');
    const wrongType = build((input) => ({ ...input, limit: String(input.limit) }));
    expect((await wrongType.inject({ method: 'POST', url: `/things/${ID}`, payload: { name: 'Ada' } })).statusCode).toBe(500);
    await wrongType.close();
    const extra = build((input) => ({ ...input, secret: 'x' }));
    const res = await extra.inject({ method: 'POST', url: `/things/${ID}`, payload: { name: 'Ada' } });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe('Something went wrong on our side. Please try again.');
  });

  it('passes a matching answer as it is, and leaves refusals (problems) alone', async () => {
    const server = build((input) => input);
    expect((await server.inject({ method: 'POST', url: `/things/${ID}`, payload: { name: 'Ada' } })).json()).toEqual({ id: ID, name: 'Ada', limit: 25 });
    expect((await server.inject({ method: 'POST', url: `/things/${ID}`, payload: {} })).statusCode).toBe(400);
  });

  it('off (production): the answer is sent as the handler gave it, never stripped', async () => {
    const server = build((input) => ({ ...input, extra: true }), false);
    const res = await server.inject({ method: 'POST', url: `/things/${ID}`, payload: { name: 'Ada' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: ID, name: 'Ada', limit: 25, extra: true });
  });
});
