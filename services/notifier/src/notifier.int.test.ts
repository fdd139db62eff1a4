import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createHttpServer,
  busNamespace,
  createNatsBus,
  createRuntime,
  createSession,
  loadConfig,
  signSessionToken,
  type Bus,
  type Runtime,
} from '@outreach/server-kit';
import { createTestDatabase, testNatsUrl, type TestDatabase } from '@outreach/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { registerNotifier, type Notifier } from './notifier.ts';
import { sessionAuthenticator } from './sessionAuthenticator.ts';

let database: TestDatabase;
let dataDir: string;
let runtime: Runtime;
/** A second NATS connection: what the projector would publish from. */
let publisher: Bus;
let cookie: string;

interface Server {
  app: FastifyInstance;
  notifier: Notifier;
  url: string;
}
const servers: Server[] = [];
const sockets: WebSocket[] = [];

async function startServer(): Promise<Server> {
  const app = createHttpServer({ logger: runtime.logger });
  const notifier = await registerNotifier(app, {
    bus: runtime.bus,
    logger: runtime.logger,
    authenticate: sessionAuthenticator(runtime),
    publicUrl: 'https://outreach.example.com',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  await runtime.bus.flush(); // the push.> subscription has reached NATS
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const server = { app, notifier, url: `ws://127.0.0.1:${address.port}/ws` };
  servers.push(server);
  return server;
}

/** A client socket that records every message, opened or refused. */
function client(url: string, headers: Record<string, string> = {}) {
  const socket = new WebSocket(url, { headers });
  sockets.push(socket);
  const messages: { type: string; data?: unknown }[] = [];
  socket.on('message', (raw) => messages.push(JSON.parse(String(raw)) as { type: string; data?: unknown }));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const refused = new Promise<{ status: number; contentType: string | undefined; body: string }>((resolve, reject) => {
    socket.once('open', () => reject(new Error('the socket opened')));
    socket.once('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, contentType: response.headers['content-type'], body }));
    });
  });
  refused.catch(() => undefined);
  opened.catch(() => undefined);
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  return { socket, messages, opened, refused, closed };
}

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

beforeAll(async () => {
  database = await createTestDatabase('notifier');
  dataDir = await mkdtemp(join(tmpdir(), 'outreach-notifier-'));
  const natsUrl = await testNatsUrl();
  runtime = await createRuntime(
    loadConfig({ DATABASE_URL: database.url, NATS_URL: natsUrl, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    { name: 'notifier-test', allowInProcessBus: false },
  );
  runtime.pg.on('error', () => undefined);
  publisher = await createNatsBus(natsUrl, runtime.logger, 'notifier-test-publisher', busNamespace(runtime.databaseUrl));
  const { token } = await createSession(runtime.pg, { userId: 'user-ws', username: 'listener', persistent: false }, runtime.clock.now());
  cookie = `outreach_session=${encodeURIComponent(signSessionToken(token, runtime.keys.sessionSecret))}`;
});

afterEach(async () => {
  for (const s of sockets.splice(0)) s.terminate();
  for (const server of servers.splice(0)) {
    await server.notifier.close();
    await server.app.close();
  }
});

afterAll(async () => {
  await publisher?.close();
  await runtime?.close();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('notifier /ws', () => {
  it('refuses a socket without a session cookie with 401', async () => {
    const { url, notifier } = await startServer();
    const { refused } = client(url);
    const answer = await refused;
    expect(answer.status).toBe(401);
    expect(answer.contentType).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 401, message: 'Sign in to receive live updates' });
    expect(notifier.size).toBe(0);
  });

  it.each([
    ['an unknown session', () => `outreach_session=${encodeURIComponent(signSessionToken('no-such-token', runtime.keys.sessionSecret))}`],
    ['a forged signature', () => `outreach_session=${encodeURIComponent(signSessionToken('no-such-token', 'x'.repeat(64)))}`],
    ['an unsigned token', () => 'outreach_session=plain-token'],
    ['another cookie only', () => 'theme=dark'],
  ])('refuses %s with 401', async (_name, makeCookie) => {
    const { url } = await startServer();
    const answer = await client(url, { cookie: makeCookie() }).refused;
    expect(answer.status).toBe(401);
  });

  it('refuses a signed-in socket opened from another site with 403, and takes one from this site', async () => {
    const { url, notifier } = await startServer();
    const foreign = await client(url, { cookie, origin: 'https://evil.example' }).refused;
    expect(foreign.status).toBe(403);
    expect(foreign.contentType).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(foreign.body)).toMatchObject({ status: 403, message: 'Live updates are only sent to pages of this site' });
    expect(notifier.size).toBe(0);
    const own = client(url, { cookie, origin: 'https://outreach.example.com' });
    await own.opened;
    await until(() => notifier.size === 1);
  });

  it('refuses a signed-out session', async () => {
    const { url } = await startServer();
    const { token } = await createSession(runtime.pg, { userId: 'user-gone', username: 'gone', persistent: false }, runtime.clock.now());
    await runtime.pg.query(`update auth.sessions set expires_at = now() - interval '1 second' where user_id = 'user-gone'`);
    const answer = await client(url, { cookie: `outreach_session=${encodeURIComponent(signSessionToken(token, runtime.keys.sessionSecret))}` }).refused;
    expect(answer.status).toBe(401);
  });

  it('greets a signed-in socket, then forwards push.<type> messages as {type, data}', async () => {
    const { url, notifier } = await startServer();
    const c = client(url, { cookie });
    await c.opened;
    await until(() => c.messages.length === 1);
    expect(c.messages[0]!.type).toBe('hello');
    expect(notifier.size).toBe(1);

    const data = { conversationId: randomUUID(), from: '+15551234567', body: 'Hi there', direction: 'inbound' };
    publisher.publish('push.sms_message', data);
    publisher.publish('other.subject', { not: 'pushed' });
    publisher.publish('push.contacts', { changed: 3 });
    await publisher.flush();
    await until(() => c.messages.length === 3);
    await new Promise((r) => setTimeout(r, 100));
    expect(c.messages.slice(1)).toEqual([
      { type: 'sms_message', data },
      { type: 'contacts', data: { changed: 3 } },
    ]);
  });

  it('50 sockets each receive a message exactly once', async () => {
    const { url, notifier } = await startServer();
    const clients = Array.from({ length: 50 }, () => client(url, { cookie }));
    await Promise.all(clients.map((c) => c.opened));
    await until(() => clients.every((c) => c.messages.length === 1));
    expect(notifier.size).toBe(50);

    publisher.publish('push.sms_message', { n: 1 });
    publisher.publish('push.sms_message', { n: 2 });
    await publisher.flush();
    await until(() => clients.every((c) => c.messages.length === 3));
    await new Promise((r) => setTimeout(r, 150));
    for (const c of clients) {
      expect(c.messages).toEqual([
        expect.objectContaining({ type: 'hello' }),
        { type: 'sms_message', data: { n: 1 } },
        { type: 'sms_message', data: { n: 2 } },
      ]);
    }
  });

  it('a socket that goes away is forgotten; the others still receive', async () => {
    const { url, notifier } = await startServer();
    const a = client(url, { cookie });
    const b = client(url, { cookie });
    await Promise.all([a.opened, b.opened]);
    await until(() => notifier.size === 2);
    a.socket.close();
    await a.closed;
    await until(() => notifier.size === 1);
    publisher.publish('push.ping', { ok: true });
    await publisher.flush();
    await until(() => b.messages.length === 2);
    expect(b.messages[1]).toEqual({ type: 'ping', data: { ok: true } });
  });

  it('closing the notifier closes every socket and stops forwarding', async () => {
    const { url, notifier } = await startServer();
    const clients = Array.from({ length: 5 }, () => client(url, { cookie }));
    await Promise.all(clients.map((c) => c.opened));
    await until(() => clients.every((c) => c.messages.length === 1));
    await notifier.close();
    const closes = await Promise.all(clients.map((c) => c.closed));
    for (const close of closes) expect(close).toEqual({ code: 1001, reason: 'server shutting down' });
    expect(notifier.size).toBe(0);

    // a socket that arrives while the service shuts down is closed at once, not left silent
    const late = client(url, { cookie });
    expect((await late.closed).code).toBe(1001);
    expect(notifier.size).toBe(0);
  });

  it('closing the HTTP server closes open sockets too', async () => {
    const server = await startServer();
    const c = client(server.url, { cookie });
    await c.opened;
    await server.notifier.close();
    await server.app.close();
    servers.splice(servers.indexOf(server), 1);
    await c.closed;
    expect(c.socket.readyState).toBe(WebSocket.CLOSED);
  });

  it('plain GET /ws without an upgrade is not a socket', async () => {
    const { app } = await startServer();
    const res = await app.inject({ method: 'GET', url: '/ws', headers: { cookie } });
    expect(res.statusCode).toBe(404);
  });
});
