import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logging/logger.ts';
import { EVENT_POSITION_HEADER, registerCommandContext, withPosition } from './commandReply.ts';
import { systemClock, type Clock } from '../runtime/runtime.ts';
import { createHttpServer } from './createHttpServer.ts';

let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

function build(): FastifyInstance {
  app = createHttpServer({ logger: createLogger('silent', 'command-reply-test') });
  return app;
}

describe('withPosition', () => {
  it('sets x-event-position and the body field position', async () => {
    const server = build();
    server.post('/cmd', async (_request, reply) =>
      withPosition(reply, { commit: 18446744073709551615n, prepare: 42n }, { contactId: 'c-1' }),
    );
    const res = await server.inject({ method: 'POST', url: '/cmd' });
    expect(res.statusCode).toBe(200);
    expect(EVENT_POSITION_HEADER).toBe('x-event-position');
    expect(res.headers['x-event-position']).toBe('18446744073709551615.42');
    expect(res.json()).toEqual({ contactId: 'c-1', position: '18446744073709551615.42' });
  });

  it('leaves body and headers alone when nothing was appended', async () => {
    const server = build();
    server.post('/noop', async (_request, reply) => withPosition(reply, undefined, { unchanged: true }));
    const res = await server.inject({ method: 'POST', url: '/noop' });
    expect(res.headers['x-event-position']).toBeUndefined();
    expect(res.json()).toEqual({ unchanged: true });
  });

  it('does not change the object it was given', async () => {
    const server = build();
    const body = { a: 1 };
    let answered: unknown;
    server.post('/cmd', async (_request, reply) => {
      answered = withPosition(reply, { commit: 1n, prepare: 2n }, body);
      return answered;
    });
    await server.inject({ method: 'POST', url: '/cmd' });
    expect(body).toEqual({ a: 1 });
    expect(answered).toEqual({ a: 1, position: '1.2' });
  });
});

describe('commandContext', () => {
  async function contextFor(headers: Record<string, string>, reason?: string, clock: Clock = systemClock) {
    const server = build();
    registerCommandContext(server, clock);
    server.post('/ctx', async (request) => {
      const context = request.commandContext({ actor: { kind: 'user', id: 'u-1', username: 'alice' }, reason });
      return { ...context, ids: [context.newId(), context.newId()], requestIdSeen: request.id };
    });
    const res = await server.inject({ method: 'POST', url: '/ctx', headers });
    await server.close();
    app = undefined;
    return res.json();
  }

  it('carries the actor, the request id, the current time and fresh ids', async () => {
    const before = Date.now();
    const context = await contextFor({ 'x-request-id': 'req-ctx-00001' });
    expect(context.actor).toEqual({ kind: 'user', id: 'u-1', username: 'alice' });
    expect(context.requestId).toBe('req-ctx-00001');
    expect(context.correlationId).toBe('req-ctx-00001');
    expect(Date.parse(context.now)).toBeGreaterThanOrEqual(before - 1);
    expect(Date.parse(context.now)).toBeLessThanOrEqual(Date.now());
    expect(context.now).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(context.ids[0]).not.toBe(context.ids[1]);
    for (const id of context.ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(context).not.toHaveProperty('reason');
  });

  it('keeps a sane x-correlation-id and ignores an odd one', async () => {
    expect((await contextFor({ 'x-correlation-id': 'corr-abc-123' })).correlationId).toBe('corr-abc-123');
    const odd = await contextFor({ 'x-correlation-id': 'bad id!' });
    expect(odd.correlationId).toBe(odd.requestIdSeen);
  });

  it('takes the time from the runtime clock', async () => {
    const clock: Clock = { now: () => new Date('2026-03-08T09:59:59.000Z') };
    expect((await contextFor({}, undefined, clock)).now).toBe('2026-03-08T09:59:59.000Z');
  });

  it('acts as the signed-in user by default, and answers 401 without a session', async () => {
    const server = build();
    registerCommandContext(server, systemClock);
    server.decorateRequest('session', undefined);
    server.addHook('onRequest', async (request) => {
      if (request.headers['x-user']) request.session = { userId: 'u-2', username: String(request.headers['x-user']), persistent: false, expiresAt: new Date(0) };
    });
    server.post('/ctx', async (request) => request.commandContext().actor);
    expect((await server.inject({ method: 'POST', url: '/ctx', headers: { 'x-user': 'bob' } })).json()).toEqual({ kind: 'user', id: 'u-2', username: 'bob' });
    const anonymous = await server.inject({ method: 'POST', url: '/ctx' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Authentication required');
  });

  it('carries a reason when given', async () => {
    expect((await contextFor({}, 'customer asked')).reason).toBe('customer asked');
  });
});
