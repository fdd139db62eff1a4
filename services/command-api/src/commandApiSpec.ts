import { comparePositions, type DomainEvent, type EventMetadata, type Position, type RecordedEvent } from '@outreach/domain';
import {
  createHttpServer,
  createLogger,
  createRuntime,
  createSession,
  loadConfig,
  SESSION_COOKIE,
  signSessionToken,
  type Runtime,
} from '@outreach/server-kit';
import { migrateReadModels, projections } from '@outreach/projector';
import { createTestDatabase, testEvent, type TestDatabase, testDataDir, type TestDataDir } from '@outreach/testing';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { registerCommandApi, type CommandApi } from './commandApi.ts';

/** The instant the spec's clock stands at: every command it runs is decided at this time. */
export const SPEC_NOW = '2026-01-05T17:00:00.000Z';
const PUBLIC_URL = 'https://localhost:3000';

/** An event a request appended, as an auditor reads it. */
export interface NewEvent {
  streamId: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export interface SpecAnswer {
  status: number;
  headers: Record<string, unknown>;
  /** The JSON answer (undefined for an empty body). */
  body: Record<string, unknown> | undefined;
  /** Every event appended while the request ran, in store order. */
  events: NewEvent[];
}

const newEvent = (e: RecordedEvent): NewEvent => ({ streamId: e.streamId, type: e.type, data: e.data, metadata: e.metadata });

/**
 * Given events in streams → a request injected into the command-api app alone → the new events
 * or the problem+json answer. Per spec file: a fresh PostgreSQL database with the PostgreSQL event
 * store and the read-model tables (empty), the command-api routes on their own Fastify app (no
 * projector, query-api, notifier or dispatcher), a clock standing at SPEC_NOW, and a session of
 * the first administrator made directly in the session table (no sign-in request).
 */
export function commandApiSpec(name: string) {
  let database: TestDatabase;
  let dataDir: TestDataDir | undefined;
  let runtime: Runtime;
  let app: FastifyInstance;
  let commandApi: CommandApi;
  let cookie: string;
  let admin: { id: string; username: string };

  beforeAll(async () => {
    database = await createTestDatabase(`spec_${name}`);
    dataDir = testDataDir('command-spec');
    const config = loadConfig({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir.path,
      PUBLIC_URL,
      SENDER_POSTAL_ADDRESS: 'ListingPro, 500 Congress Ave, Austin, TX 78701',
      SESSION_SECRET: 'a-session-secret-for-command-api-specs-0123456789',
      SECRETS_KEY: '0123456789abcdef'.repeat(4),
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'spec-admin-password',
      DEMO_DATA: 'off',
      LOG_LEVEL: 'silent',
    });
    const logger = createLogger('silent', 'command-api-spec');
    runtime = await createRuntime(config, { name: 'command-api-spec', allowInProcessBus: true, logger, clock: { now: () => new Date(SPEC_NOW) } });
    // The read models some commands consult (the campaigns a template or mailbox is still used by), empty until a spec fills them.
    await migrateReadModels(runtime.pg);
    // No projector runs here: a spec fills the read models itself, as they are at the log's end, and a check waiting for them to catch up finds them there.
    await runtime.pg.query(
      `insert into projector.checkpoints (name, version, position_commit, position_prepare) select unnest($1::text[]), 1, $2, $2`,
      [projections.map((p) => p.name), String(2n ** 62n)],
    );
    app = createHttpServer({ logger });
    commandApi = await registerCommandApi(app, runtime, { publicUrl: PUBLIC_URL });
    await app.ready();
    const created = (await eventsAfter(undefined)).find((e) => e.type === 'UserCreated');
    if (!created) throw new Error('the first administrator was not created');
    const { userId, username } = created.data as { userId: string; username: string };
    admin = { id: userId, username };
    const { token } = await createSession(runtime.pg, { userId, username, persistent: false }, runtime.clock.now());
    cookie = `${SESSION_COOKIE}=${encodeURIComponent(signSessionToken(token, runtime.keys.sessionSecret))}`;
  });
  afterAll(async () => {
    await commandApi?.close();
    await app?.close();
    await runtime?.close();
    await database?.drop();
    dataDir?.remove();
  });

  /**
   * The events after `position` up to the store's committed head. readAll only returns an event
   * once no older transaction of the server can still commit before it, and other databases of a
   * shared test server count: wait until it reaches the head.
   */
  async function eventsAfter(position: Position | undefined): Promise<NewEvent[]> {
    const head = await runtime.eventStore.headPosition();
    const deadline = Date.now() + 30_000;
    for (;;) {
      const events = await runtime.eventStore.readAll(position ?? 'start', 10_000);
      const last = events.at(-1);
      const reached = !head || (position && comparePositions(head, position) <= 0) || (last && comparePositions(last.position, head) >= 0);
      if (reached) return events.map(newEvent);
      if (Date.now() > deadline) throw new Error('the event store did not make its newest events readable');
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  return {
    /** The runtime of the spec file (its event store and pools), for what a spec reads itself. */
    runtime: () => runtime,
    /** The signed-in administrator every request acts as. */
    admin: () => admin,
    /** The actor every request's events carry. */
    actor: () => ({ kind: 'user' as const, id: admin.id, username: admin.username }),
    /** Events already in a stream (appended as they are, with complete metadata of a test process). */
    async given(streamId: string, events: readonly DomainEvent[]): Promise<void> {
      await runtime.eventStore.appendToStream(
        streamId,
        events.map((e) => testEvent(e.type, e.data, undefined, '2026-01-01T12:00:00.000Z')),
        { expectedRevision: 'any' },
      );
    },
    /** Inject one request as the signed-in administrator (same-site Origin), and collect what it appended. */
    async when(request: InjectOptions & { method: NonNullable<InjectOptions['method']>; url: string }): Promise<SpecAnswer> {
      const before = await runtime.eventStore.headPosition();
      const response = await app.inject({ ...request, headers: { cookie, origin: PUBLIC_URL, ...request.headers } });
      return {
        status: response.statusCode,
        headers: response.headers,
        body: response.body ? (JSON.parse(response.body) as Record<string, unknown>) : undefined,
        events: await eventsAfter(before),
      };
    },
  };
}

/** The answer is the problem+json refusal named, and the request appended nothing. */
export function expectProblem(answer: SpecAnswer, status: number, message: string | RegExp): void {
  expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect({ status: answer.status, message: answer.body?.message }).toEqual({ status, message: typeof message === 'string' ? message : expect.stringMatching(message) });
  expect(answer.events).toEqual([]);
}

/** The metadata every event of one request carries: who, when, why, and ids tying it to the request. */
export function requestMetadata(actor: EventMetadata['actor'], options: { reason?: string; correlationId?: string; occurredAt?: unknown } = {}) {
  return expect.objectContaining({
    actor,
    occurredAt: options.occurredAt ?? SPEC_NOW,
    requestId: expect.any(String),
    correlationId: options.correlationId ?? expect.any(String),
    causationId: expect.any(String),
    eventId: expect.any(String),
    ...(options.reason ? { reason: options.reason } : {}),
  });
}
