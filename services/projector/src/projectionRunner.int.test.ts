import { liveUpdateNotification } from '@outreach/contracts';
import { formatPosition } from '@outreach/domain';
import { testEvent } from '@outreach/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceCheckpoint, advanceIdleCheckpoint, readCheckpoint } from './checkpoints.ts';
import { createEventLogTable, EVENT_LOG_COMMENT, eventLog } from './eventLog.fixture.ts';
import type { Projection } from './projection.ts';
import { ProjectionRunner } from './projectionRunner.ts';
import { projectorFixture } from './projectorFixture.ts';
import { rebuildProjection } from './rebuildProjection.ts';

let fx: Awaited<ReturnType<typeof projectorFixture>>;

async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function caughtUp(name: string): Promise<boolean> {
  const head = await fx.eventStore.headPosition();
  const cp = await readCheckpoint(fx.pool, name);
  return !!head && !!cp && formatPosition(cp.position) === formatPosition(head);
}

beforeAll(async () => {
  fx = await projectorFixture('projector_runner');
  await createEventLogTable(fx.pool);
});
afterAll(async () => {
  await fx.close();
});

describe('ProjectionRunner', () => {
  it('applies every event once and keeps following new ones', async () => {
    await fx.fill(1200, 24);
    const deps = { pool: fx.pool, locks: fx.locks, eventStore: fx.eventStore, bus: fx.bus, logger: fx.logger };
    const runner = new ProjectionRunner(deps, eventLog, { batchSize: 250 });
    runner.start();
    await until(() => caughtUp('eventLog'));
    await fx.fill(300, 7, 20, 'user');
    await until(() => caughtUp('eventLog'));
    await runner.stop();
    const { rows } = await fx.pool.query(`select count(*)::int as total, count(distinct event_id)::int as once, count(distinct stream_id)::int as streams from read.event_log`);
    expect(rows[0]).toEqual({ total: 1500, once: 1500, streams: 31 });
  });

  it('runs one active runner per projection: a second one stands by and nothing is applied twice', async () => {
    const deps = { pool: fx.pool, locks: fx.locks, eventStore: fx.eventStore, bus: fx.bus, logger: fx.logger };
    await fx.fill(400, 9);
    const a = new ProjectionRunner(deps, eventLog, { batchSize: 100, standbyRetryMs: 100 });
    const b = new ProjectionRunner(deps, eventLog, { batchSize: 100, standbyRetryMs: 100 });
    a.start();
    b.start();
    await until(() => caughtUp('eventLog'));
    expect([a.applied, b.applied].filter((n) => n > 0)).toHaveLength(1);
    await a.stop();
    await fx.fill(100, 3);
    await until(() => caughtUp('eventLog'));
    expect(b.applied).toBeGreaterThan(0);
    await b.stop();
    const { rows } = await fx.pool.query(`select count(*)::int as n, count(distinct event_id)::int as d from read.event_log`);
    expect(rows[0]).toEqual({ n: 2000, d: 2000 });
  });

  it('moves the checkpoint past events a projection folds none of, and tells readers', async () => {
    await fx.fill(120, 4);
    const deps = { pool: fx.pool, locks: fx.locks, eventStore: fx.eventStore, bus: fx.bus, logger: fx.logger };
    let applied = 0;
    const ignoring: Projection = {
      name: 'ignoresNotes',
      version: 1,
      tables: [],
      handles: ['SomethingElse'],
      async apply() {
        applied++;
      },
    };
    const listener = await fx.pool.connect();
    const told: string[] = [];
    listener.on('notification', (n) => told.push(n.payload ?? ''));
    await listener.query('listen projector_checkpoint');
    const runner = new ProjectionRunner(deps, ignoring, { batchSize: 50 });
    try {
      runner.start();
      await until(() => caughtUp('ignoresNotes'));
      await fx.fill(10, 1);
      await until(() => caughtUp('ignoresNotes'));
      const head = formatPosition((await fx.eventStore.headPosition())!);
      await until(async () => told.includes(`ignoresNotes ${head}`));
    } finally {
      await runner.stop();
      await listener.query('unlisten projector_checkpoint');
      listener.release();
    }
    expect(applied).toBe(0);
  });

  it('reads a steady stream of small commits in gathered batches when the projection asks for it, and the first after a quiet spell at once', async () => {
    const batches: number[] = [];
    const gathered: Projection = {
      name: 'gatheredNotes',
      version: 1,
      tables: [],
      handles: ['GatheredNote'],
      gatherMs: 1_000,
      async apply(_context, events) {
        batches.push(events.length);
      },
    };
    const deps = { pool: fx.pool, locks: fx.locks, eventStore: fx.eventStore, bus: fx.bus, logger: fx.logger };
    const runner = new ProjectionRunner(deps, gathered);
    runner.start();
    await until(() => caughtUp('gatheredNotes'));
    // A quiet spell longer than the gather: the next commit is read as it comes, alone.
    await new Promise((r) => setTimeout(r, 1_200));
    await fx.eventStore.appendToStream('note-gathered', [testEvent('GatheredNote', { n: 0 })], { expectedRevision: 'any' });
    await until(async () => batches.length === 1);
    // Ten commits in a row right after it: gathered into a few batches, not read one by one.
    for (let n = 1; n <= 10; n++) {
      await fx.eventStore.appendToStream('note-gathered', [testEvent('GatheredNote', { n })], { expectedRevision: 'any' });
      await new Promise((r) => setTimeout(r, 20));
    }
    await until(() => caughtUp('gatheredNotes'));
    await runner.stop();
    expect(batches[0]).toBe(1);
    expect(batches.slice(1).reduce((a, b) => a + b, 0)).toBe(10);
    expect(batches.length - 1).toBeLessThanOrEqual(3);
  });

  it('refuses a checkpoint move from a position it no longer holds (CAS)', async () => {
    const cp = (await readCheckpoint(fx.pool, 'eventLog'))!;
    const stale = { commit: cp.position.commit, prepare: cp.position.prepare - 1n };
    expect(await advanceCheckpoint(fx.pool, 'eventLog', stale, { commit: 0n, prepare: 0n })).toBe(false);
    expect((await readCheckpoint(fx.pool, 'eventLog'))!.position).toEqual(cp.position);
  });

  it('moves the checkpoints of batches folded by no projection together, each by its own compare-and-set, telling readers of each', async () => {
    const names = ['idleA', 'idleB', 'idleC'];
    await fx.pool.query(`insert into projector.checkpoints (name, version) select unnest($1::text[]), 1 on conflict (name) do nothing`, [names]);
    const start = (await readCheckpoint(fx.pool, 'idleA'))!.position;
    const to = { commit: start.commit + 7n, prepare: start.prepare + 7n };
    const stale = { commit: start.commit, prepare: start.prepare + 1n };
    const listener = await fx.pool.connect();
    const told: string[] = [];
    listener.on('notification', (n) => told.push(n.payload ?? ''));
    await listener.query('listen projector_checkpoint');
    try {
      const moved = await Promise.all([
        advanceIdleCheckpoint(fx.pool, 'idleA', start, to),
        advanceIdleCheckpoint(fx.pool, 'idleB', stale, to),
        advanceIdleCheckpoint(fx.pool, 'idleC', start, to),
      ]);
      expect(moved).toEqual([true, false, true]);
      expect((await readCheckpoint(fx.pool, 'idleA'))!.position).toEqual(to);
      expect((await readCheckpoint(fx.pool, 'idleB'))!.position).toEqual(start);
      expect((await readCheckpoint(fx.pool, 'idleC'))!.position).toEqual(to);
      await until(async () => told.length >= 2);
      expect(told.sort()).toEqual([`idleA ${formatPosition(to)}`, `idleC ${formatPosition(to)}`]);
      // The same checkpoint asked to move twice at once moves once: the second finds it moved.
      const again = { commit: to.commit + 1n, prepare: to.prepare + 1n };
      expect(await Promise.all([advanceIdleCheckpoint(fx.pool, 'idleA', to, again), advanceIdleCheckpoint(fx.pool, 'idleA', to, again)])).toEqual([true, false]);
    } finally {
      await listener.query('unlisten projector_checkpoint');
      listener.release();
    }
  });

  it('moves a checkpoint in a transaction that commits without waiting for the disk, and only when it moves', async () => {
    const cp = (await readCheckpoint(fx.pool, 'eventLog'))!;
    const tx = await fx.pool.connect();
    const setting = async () => (await tx.query<{ s: string }>(`select current_setting('synchronous_commit') as s`)).rows[0]!.s;
    try {
      await tx.query('begin');
      const stale = { commit: cp.position.commit, prepare: cp.position.prepare - 1n };
      expect(await advanceCheckpoint(tx, 'eventLog', stale, cp.position)).toBe(false);
      expect(await setting()).toBe('on');
      expect(await advanceCheckpoint(tx, 'eventLog', cp.position, cp.position)).toBe(true);
      expect(await setting()).toBe('off');
      await tx.query('rollback');
      expect(await setting()).toBe('on');
    } finally {
      tx.release();
    }
  });

  it('rolls the whole batch back when the projection fails, and applies it once after recovery', async () => {
    await fx.pool.query(`create table if not exists read.flaky (event_id uuid primary key)`);
    let failOnce = true;
    const flaky: Projection = {
      name: 'flaky',
      version: 1,
      tables: ['flaky'],
      handles: ['Flaky'],
      async apply({ tx, table }, events) {
        await tx.query(`insert into ${table('flaky')} select unnest($1::uuid[])`, [events.map((e) => e.eventId)]);
        if (failOnce) {
          failOnce = false;
          throw new Error('projection bug');
        }
        return [liveUpdateNotification('contacts_changed', { changed: events.length })];
      },
    };
    const received: unknown[] = [];
    fx.bus.subscribe('push.>', (m) => received.push(m.data));
    await fx.eventStore.appendToStream('flaky-1', [testEvent('Flaky', {}), testEvent('Flaky', {})], { expectedRevision: 'any' });
    const runner = new ProjectionRunner({ pool: fx.pool, locks: fx.locks, eventStore: fx.eventStore, bus: fx.bus, logger: fx.logger }, flaky);
    runner.start();
    await until(() => caughtUp('flaky'));
    await runner.stop();
    await fx.bus.flush();
    const { rows } = await fx.pool.query(`select count(*)::int as n from read.flaky`);
    expect(rows[0]!.n).toBe(2);
    expect(received).toEqual([{ changed: 2 }]);
  });

  it("gives a projection the event store's streams to read, live and in a rebuild", async () => {
    await fx.pool.query(`create table if not exists read.linked (event_id uuid primary key, first_type text)`);
    const linked: Projection = {
      name: 'linked',
      version: 1,
      tables: ['linked'],
      handles: ['Linked'],
      async apply({ tx, table, readStreams }, events) {
        const targets = events.map((e) => (e.data as { target: string }).target);
        const streams = await readStreams(targets);
        const rows = events.map((e, i) => ({ event_id: e.eventId, first_type: streams.get(targets[i]!)?.[0]?.type ?? null }));
        await tx.query(`insert into ${table('linked')} select * from json_to_recordset($1::json) as r(event_id uuid, first_type text)`, [JSON.stringify(rows)]);
      },
    };
    await fx.eventStore.appendToStream('target-1', [testEvent('Started', {}), testEvent('Went', {})], { expectedRevision: 'no_stream' });
    await fx.eventStore.appendToStream('linker-1', [testEvent('Linked', { target: 'target-1' }), testEvent('Linked', { target: 'target-none' })], { expectedRevision: 'no_stream' });
    const runner = new ProjectionRunner({ pool: fx.pool, locks: fx.locks, eventStore: fx.eventStore, bus: fx.bus, logger: fx.logger }, linked);
    runner.start();
    await until(() => caughtUp('linked'));
    await runner.stop();
    const rows = async () => (await fx.pool.query(`select first_type from read.linked order by first_type nulls last`)).rows;
    expect(await rows()).toEqual([{ first_type: 'Started' }, { first_type: null }]);
    await rebuildProjection(fx.pool, fx.eventStore, linked, 100);
    expect(await rows()).toEqual([{ first_type: 'Started' }, { first_type: null }]);
  });

  it('rebuilds into fresh tables while the live runner runs, then switches with nothing lost or doubled', async () => {
    const deps = { pool: fx.pool, locks: fx.locks, eventStore: fx.eventStore, bus: fx.bus, logger: fx.logger };
    const live = new ProjectionRunner(deps, eventLog, { batchSize: 50 });
    live.start();
    const writer = fx.fill(600, 11, 10, 'campaign');
    await rebuildProjection(fx.pool, fx.eventStore, eventLog, 100);
    await writer;
    await until(() => caughtUp('eventLog'));
    await live.stop();
    const total = (await fx.pool.query(`select count(*)::int as n from es.events`)).rows[0]!.n;
    const { rows } = await fx.pool.query(`select count(*)::int as total, count(distinct event_id)::int as once from read.event_log`);
    expect(rows[0]).toEqual({ total, once: total });
    const comment = await fx.pool.query(`select obj_description('read.event_log'::regclass, 'pg_class') as c`);
    expect(comment.rows[0]!.c).toBe(EVENT_LOG_COMMENT);
  });
});
