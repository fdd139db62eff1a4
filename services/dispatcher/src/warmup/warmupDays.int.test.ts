import { randomUUID } from 'node:crypto';
import { emailAccounts, emailAccountStream, type RecordedEvent } from '@outreach/domain';
import { smtp } from '@outreach/domain/campaigns/campaignFixtures.ts';
import { createRuntime, loadConfig, processContext, type Runtime } from '@outreach/server-kit';
import { createTestDatabase, testClock, type TestDatabase, testDataDir } from '@outreach/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDispatcher, type Dispatcher } from '../dispatcher.ts';
import { WARMUP_DAY_WORK } from './warmupDays.ts';

const dataDir = testDataDir('dispatcher');

/** 7 a.m. on 2 March 2026 in Los Angeles, the team's zone until it chooses another. */
const clock = testClock('2026-03-02T15:00:00.000Z');

let database: TestDatabase;
let runtime: Runtime;
let dispatcher: Dispatcher;

const settings = smtp('Sales', 'dana@listingpro.test', true);

async function warmupEvents(accountId: string): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const e of runtime.eventStore.readStream(emailAccountStream(accountId))) if (e.type === 'EmailAccountWarmupAdvanced') events.push(e);
  return events;
}

async function scheduledAt(accountId: string): Promise<string | undefined> {
  const { rows } = await runtime.pg.query<{ due_at: Date }>('select due_at from runner.work where kind = $1 and key = $2', [WARMUP_DAY_WORK, accountId]);
  return rows[0]?.due_at.toISOString();
}

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  database = await createTestDatabase('dispatcher_warmup');
  const config = loadConfig({ DATABASE_URL: database.url, DATA_DIR: dataDir.path, LOG_LEVEL: 'silent' });
  runtime = await createRuntime(config, { name: 'dispatcher-warmup-test', allowInProcessBus: true, clock });
  dispatcher = await startDispatcher(runtime, { handlers: [] });
});
afterAll(async () => {
  await dispatcher?.stop();
  await runtime?.close();
  await database?.drop();
  dataDir.remove();
});

describe('a mailbox warming up', () => {
  it('moves to the next day at each local midnight, catches up after days away, stops on day 30 with the whole daily limit', async () => {
    const accountId = randomUUID();
    await emailAccounts.run(runtime.eventStore, accountId, { type: 'AddEmailAccount', accountId, settings, secretGiven: true }, processContext(clock, 'test'));
    // Day 1 all day: the next look is at midnight in Los Angeles (08:00 UTC).
    expect(await until('the next look', () => scheduledAt(accountId), (at) => at === '2026-03-03T08:00:00.000Z')).toBe('2026-03-03T08:00:00.000Z');
    expect(await warmupEvents(accountId)).toEqual([]);

    clock.set('2026-03-03T08:00:01.000Z');
    const [day2] = await until('day 2', () => warmupEvents(accountId), (events) => events.length === 1);
    expect(day2!.data).toEqual({ accountId, warmupDay: 2, currentDailyLimit: 57, advancedAt: '2026-03-03T08:00:01.000Z' });
    expect(day2!.metadata).toMatchObject({ actor: { kind: 'system', process: 'dispatcher' }, reason: 'A new warm-up day began' });
    expect(await until('the look after', () => scheduledAt(accountId), (at) => at === '2026-03-04T08:00:00.000Z')).toBe('2026-03-04T08:00:00.000Z');

    // A week with the dispatcher away: the next look moves it straight to the day reached.
    clock.set('2026-03-10T16:00:00.000Z');
    const week = await until('day 9', () => warmupEvents(accountId), (events) => events.length === 2);
    expect(week[1]!.data).toMatchObject({ warmupDay: 9, currentDailyLimit: 147 });
    clock.set('2026-04-15T16:00:00.000Z');
    const done = await until('day 30', () => warmupEvents(accountId), (events) => events.length === 3);
    expect(done[2]!.data).toMatchObject({ warmupDay: 30, currentDailyLimit: 2500 });
    expect(await until('the work ended', () => scheduledAt(accountId), (at) => at === undefined)).toBeUndefined();
    expect((await emailAccounts.load(runtime.eventStore, accountId)).warmupDay).toBe(30);
  });

  it('with warm-up off has nothing scheduled; turned on again it starts over from day 1 and moves on at midnight', async () => {
    clock.set('2026-05-01T15:00:00.000Z');
    const accountId = randomUUID();
    const context = () => processContext(clock, 'test');
    await emailAccounts.run(runtime.eventStore, accountId, { type: 'AddEmailAccount', accountId, settings: { ...settings, fromEmail: 'eli@listingpro.test', warmupEnabled: false }, secretGiven: true }, context());
    await new Promise((r) => setTimeout(r, 500));
    expect(await scheduledAt(accountId)).toBeUndefined();

    await emailAccounts.run(runtime.eventStore, accountId, { type: 'UpdateEmailAccount', accountId, settings: { ...settings, fromEmail: 'eli@listingpro.test' }, secretChanged: false }, context());
    expect(await until('the next look', () => scheduledAt(accountId), (at) => at === '2026-05-02T07:00:00.000Z')).toBe('2026-05-02T07:00:00.000Z');
    clock.set('2026-05-02T07:00:01.000Z');
    const [day2] = await until('day 2', () => warmupEvents(accountId), (events) => events.length === 1);
    expect(day2!.data).toMatchObject({ warmupDay: 2, currentDailyLimit: 57 });
  });
});
