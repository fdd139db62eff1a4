import { randomUUID } from 'node:crypto';
import { contactHandler, EMPTY_FIELDS, formatPosition, type ContactCommand, type Position } from '@outreach/domain';
import { startProjector, type Projector } from '@outreach/projector';
import { processContext, type Runtime } from '@outreach/server-kit';
import { testServerUrl, type TestDatabase } from '@outreach/testing';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryApiFixture } from '../queryApiFixture.ts';
import { CheckpointWatcher } from './checkpointWatcher.ts';
import { MAX_WAIT_MS, MIN_POSITION_HEADER, STALE_HEADER } from './minPositionHook.ts';

let fx: Awaited<ReturnType<typeof queryApiFixture>>;
let database: TestDatabase;
let runtime: Runtime;
let app: FastifyInstance;
let projector: Projector | undefined;
let cookie: string;

const FAR_FUTURE = '18446744073709551615.0';

/** Run a real contact command (the domain's decider, appended with its metadata): the position of its last event. */
async function run(contactId: string, command: ContactCommand): Promise<Position> {
  const result = await contactHandler.run(runtime.eventStore, contactId, command, processContext(runtime.clock, 'read-your-writes-test'));
  expect(result.position).toBeDefined();
  return result.position!;
}

/** A new contact (ContactImported, which the contacts projection inserts into read.contacts). */
function importNew(contactId: string, firstName: string): Promise<Position> {
  return run(contactId, {
    type: 'ImportContact',
    contactId,
    fields: { ...EMPTY_FIELDS, firstName, lastName: 'Probe' },
    status: 'active',
    origin: { source: 'manual', importId: null, stagedAgentId: null },
  });
}

/** An edit of the contact's first name (ContactUpdated). */
function rename(contactId: string, firstName: string): Promise<Position> {
  return run(contactId, { type: 'UpdateContact', contactId, changes: { firstName } });
}

/** GET /api/contacts/{id}: served from read.contacts, the route declares `projections: ['contacts']`. */
function read(contactId: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: `/api/contacts/${contactId}`, headers: { cookie, ...headers } });
}

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - started };
}

beforeAll(async () => {
  fx = await queryApiFixture('query_api_ryw');
  ({ database, runtime, app, cookie } = fx);
});

afterAll(async () => {
  await projector?.stop();
  await fx?.close();
});

describe('read your writes (X-Min-Position)', () => {
  it('needs a session', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/contacts/${randomUUID()}` });
    expect(res.statusCode).toBe(401);
  });

  it('waits until the projector has applied the position, then answers with the new contact', async () => {
    const contactId = randomUUID();
    const position = await importNew(contactId, 'Ada');

    // Without the header the read does not wait: nothing is projected yet.
    const before = await read(contactId);
    expect(before.statusCode).toBe(404);

    const starting = new Promise<void>((resolve, reject) => {
      setTimeout(() => {
        startProjector(runtime).then((p) => {
          projector = p;
          resolve();
        }, reject);
      }, 300);
    });
    const { value: res, ms } = await timed(() => read(contactId, { [MIN_POSITION_HEADER]: formatPosition(position) }));
    await starting;

    expect(res.statusCode).toBe(200);
    expect(res.headers[STALE_HEADER]).toBeUndefined();
    expect(ms).toBeGreaterThanOrEqual(250);
    expect(ms).toBeLessThan(MAX_WAIT_MS);
    expect(res.json()).toMatchObject({ id: contactId, firstName: 'Ada', lastName: 'Probe', status: 'active' });
  });

  it('with the projector running, a write is readable right away with its position', async () => {
    const contactId = randomUUID();
    await importNew(contactId, 'Grace');
    const position = await rename(contactId, 'Grace H.');
    const res = await read(contactId, { [MIN_POSITION_HEADER]: formatPosition(position) });
    expect(res.statusCode).toBe(200);
    expect(res.headers[STALE_HEADER]).toBeUndefined();
    expect(res.json()).toMatchObject({ id: contactId, firstName: 'Grace H.', lastName: 'Probe' });
  });

  it('answers at once when the position is already applied', async () => {
    const contactId = randomUUID();
    const position = await importNew(contactId, 'Linus');
    await read(contactId, { [MIN_POSITION_HEADER]: formatPosition(position) });
    const { value: res, ms } = await timed(() => read(contactId, { [MIN_POSITION_HEADER]: formatPosition(position) }));
    expect(res.statusCode).toBe(200);
    expect(res.headers[STALE_HEADER]).toBeUndefined();
    expect(res.json()).toMatchObject({ id: contactId, firstName: 'Linus' });
    expect(ms).toBeLessThan(500);
    const { value: older } = await timed(() => read(contactId, { [MIN_POSITION_HEADER]: '0.0' }));
    expect(older.statusCode).toBe(200);
    expect(older.headers[STALE_HEADER]).toBeUndefined();
  });

  it('a position far in the future answers after about 2 s, marked stale', async () => {
    const contactId = randomUUID();
    const position = await importNew(contactId, 'Barbara');
    await read(contactId, { [MIN_POSITION_HEADER]: formatPosition(position) });
    const { value: res, ms } = await timed(() => read(contactId, { [MIN_POSITION_HEADER]: FAR_FUTURE }));
    expect(res.statusCode).toBe(200);
    expect(res.headers[STALE_HEADER]).toBe('true');
    expect(ms).toBeGreaterThanOrEqual(MAX_WAIT_MS - 100);
    expect(ms).toBeLessThan(MAX_WAIT_MS + 1500);
    expect(res.json()).toMatchObject({ id: contactId, firstName: 'Barbara' });
  });

  it('a route that reads the event store itself (a record’s audit history) answers at once with the newest event, whatever the header', async () => {
    const contactId = randomUUID();
    await importNew(contactId, 'Edsger');
    await rename(contactId, 'Edsger W.');
    const { value: res, ms } = await timed(() =>
      app.inject({ method: 'GET', url: `/api/audit/streams/contact-${contactId}`, headers: { cookie, [MIN_POSITION_HEADER]: FAR_FUTURE } }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers[STALE_HEADER]).toBeUndefined();
    expect(ms).toBeLessThan(MAX_WAIT_MS / 2);
    expect(res.json().events.map((e: { type: string; revision: number }) => [e.type, e.revision])).toEqual([
      ['ContactImported', 0],
      ['ContactUpdated', 1],
    ]);
  });

  it.each([
    'abc',
    '12',
    '1.2.3',
    '-1.2',
    '1.2x',
    '99999999999999999999.0', // beyond 64 bits
    '123456789012345678901.0',
  ])('a malformed header %j → 400 problem', async (header) => {
    // a well-formed id: the route's own validation passes, the header is what is refused
    const { value: res, ms } = await timed(() => read(randomUUID(), { [MIN_POSITION_HEADER]: header }));
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(res.json()).toMatchObject({ status: 400, code: 'invalid', message: 'x-min-position must look like 123.456' });
    expect(ms).toBeLessThan(MAX_WAIT_MS);
  });

  it('an empty header is no header', async () => {
    const contactId = randomUUID();
    const position = await importNew(contactId, 'Edsger');
    await read(contactId, { [MIN_POSITION_HEADER]: formatPosition(position) });
    const res = await read(contactId, { [MIN_POSITION_HEADER]: '' });
    expect(res.statusCode).toBe(200);
    expect(res.headers[STALE_HEADER]).toBeUndefined();
  });

  it('many readers waiting for one write are all released by it', async () => {
    const contactId = randomUUID();
    const head = await runtime.eventStore.headPosition();
    // the next append will be past the head; ask for just past it before writing
    const next = formatPosition({ commit: head!.commit, prepare: head!.prepare + 1n });
    const readers = Array.from({ length: 20 }, () => read(contactId, { [MIN_POSITION_HEADER]: next }));
    await new Promise((r) => setTimeout(r, 100));
    await importNew(contactId, 'Many');
    const answers = await Promise.all(readers);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.headers[STALE_HEADER]).toBeUndefined();
      expect(res.json()).toMatchObject({ id: contactId, firstName: 'Many' });
    }
  });
});

describe('CheckpointWatcher', () => {
  it('follows checkpoint notifications and resolves waiters; close releases the rest', async () => {
    const watcher = new CheckpointWatcher(runtime.databaseUrl, runtime.pg, runtime.logger);
    await watcher.start();
    try {
      const name = `probe_${randomUUID().slice(0, 8)}`;
      const target = { commit: 10n, prepare: 20n };
      expect(watcher.reached(target, [name])).toBe(false);
      const waiting = watcher.waitFor(target, 5000, [name]);
      await runtime.pg.query(
        `insert into projector.checkpoints (name, version, position_commit, position_prepare) values ($1, 1, 10, 20)`,
        [name],
      );
      await runtime.pg.query(`select pg_notify('projector_checkpoint', $1)`, [`${name} 10.20`]);
      await expect(waiting).resolves.toBe(true);
      expect(watcher.reached({ commit: 10n, prepare: 19n }, [name])).toBe(true);
      expect(watcher.reached({ commit: 10n, prepare: 21n }, [name])).toBe(false);

      // a notification that goes backwards does not move it back
      await runtime.pg.query(`select pg_notify('projector_checkpoint', $1)`, [`${name} 1.1`]);
      // garbage is ignored
      await runtime.pg.query(`select pg_notify('projector_checkpoint', $1)`, [`${name} nonsense`]);
      await new Promise((r) => setTimeout(r, 100));
      expect(watcher.reached(target, [name])).toBe(true);

      const timedOut = await watcher.waitFor({ commit: 99n, prepare: 0n }, 50, [name]);
      expect(timedOut).toBe(false);

      const pending = watcher.waitFor({ commit: 99n, prepare: 0n }, 60_000, [name]);
      await watcher.close();
      await expect(pending).resolves.toBe(false);
    } finally {
      await watcher.close();
    }
  });

  it('listens again after losing its connection, even when the database refuses it for a while', async () => {
    const watcher = new CheckpointWatcher(runtime.databaseUrl, runtime.pg, runtime.logger);
    await watcher.start();
    // on the server's own database: a database cannot refuse connections to itself
    const admin = new pg.Client({ connectionString: await testServerUrl() });
    admin.on('error', () => undefined);
    await admin.connect();
    try {
      await admin.query(`alter database "${database.name}" allow_connections false`);
      try {
        await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
            where datname = $1 and application_name = 'query-api-checkpoints'`,
          [database.name],
        );
        // the first reconnect (after 1 s) fails
        await new Promise((r) => setTimeout(r, 1800));
      } finally {
        await admin.query(`alter database "${database.name}" allow_connections true`);
      }
      // Only a notification can tell about this checkpoint: it has no row the poll could read.
      const name = `relisten_${randomUUID().slice(0, 8)}`;
      const target = { commit: 7n, prepare: 7n };
      const deadline = Date.now() + 5000;
      while (!watcher.reached(target, [name]) && Date.now() < deadline) {
        await runtime.pg.query(`select pg_notify('projector_checkpoint', $1)`, [`${name} 7.7`]);
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(watcher.reached(target, [name])).toBe(true);
    } finally {
      await admin.end();
      await watcher.close();
    }
  });

  it('a watcher closed while it is still connecting leaves no connection behind', async () => {
    const listeners = async () => {
      const { rows } = await runtime.pg.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and application_name = 'query-api-checkpoints'`,
      );
      return rows[0]!.n;
    };
    const before = await listeners();
    // close at every moment of start(): before, during and after the LISTEN connection is made
    for (let delayMs = 0; delayMs < 40; delayMs += 2) {
      const watcher = new CheckpointWatcher(runtime.databaseUrl, runtime.pg, runtime.logger);
      const starting = watcher.start();
      await new Promise((r) => setTimeout(r, delayMs));
      await watcher.close();
      await starting.catch(() => undefined);
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(await listeners()).toBe(before);
  });

  it('without a notification, the periodic re-read still finds an advanced checkpoint', async () => {
    const watcher = new CheckpointWatcher(runtime.databaseUrl, runtime.pg, runtime.logger);
    await watcher.start();
    try {
      const name = `silent_${randomUUID().slice(0, 8)}`;
      const waiting = watcher.waitFor({ commit: 5n, prepare: 5n }, 4000, [name]);
      await runtime.pg.query(
        `insert into projector.checkpoints (name, version, position_commit, position_prepare) values ($1, 1, 5, 5)`,
        [name],
      );
      await expect(waiting).resolves.toBe(true);
    } finally {
      await watcher.close();
    }
  });
});
