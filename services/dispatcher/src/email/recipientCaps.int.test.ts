import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dispatcherDatabase } from '../dispatcherDatabase.fixture.ts';
import { RecipientCaps } from './recipientCaps.ts';

const MONDAY = new Date('2026-03-02T15:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

let database: Awaited<ReturnType<typeof dispatcherDatabase>>;
let pool: pg.Pool;

beforeAll(async () => {
  database = await dispatcherDatabase('dispatcher_recipient_caps');
  pool = database.pool;
});

afterAll(async () => {
  await database?.drop();
});

const address = () => `Agent.${randomUUID().slice(0, 8)}@Agents.test`;

it('an address gets at most the cap within the window; the next e-mail is told when the oldest leaves it', async () => {
  const caps = new RecipientCaps(pool, { max: 2, windowDays: 7 });
  const to = address();
  const [first, second, third] = [randomUUID(), randomUUID(), randomUUID()];
  expect(await caps.claim(to, first, MONDAY)).toEqual({ granted: true });
  const later = new Date(MONDAY.getTime() + DAY_MS);
  const [b, c] = await Promise.all([caps.claim(to.toLowerCase(), second, later), caps.claim(to, third, later)]);
  expect(b).toEqual({ granted: true });
  expect(c).toMatchObject({ granted: false, until: new Date(MONDAY.getTime() + 7 * DAY_MS) });
  expect(c.granted ? '' : c.reason).toBe('This address already got 2 marketing e-mails in the last 7 days (the per-recipient cap)');
  // Claimed again after a crash, an e-mail keeps its place; once the first leaves the window the third goes.
  expect(await caps.claim(to, second, later)).toEqual({ granted: true });
  expect(await caps.claim(to, third, new Date(MONDAY.getTime() + 7 * DAY_MS + 1))).toEqual({ granted: true });
});

it('a place given back (its mailbox had no room) is free for the next e-mail', async () => {
  const caps = new RecipientCaps(pool, { max: 1, windowDays: 7 });
  const to = address();
  const [first, second] = [randomUUID(), randomUUID()];
  expect(await caps.claim(to, first, MONDAY)).toEqual({ granted: true });
  expect((await caps.claim(to, second, MONDAY)).granted).toBe(false);
  await caps.release(first);
  expect(await caps.claim(to, second, MONDAY)).toEqual({ granted: true });
});

it('two processes claiming for one address at once never give out more than the cap', async () => {
  const to = address();
  const [a, b] = [new RecipientCaps(pool, { max: 3, windowDays: 7 }), new RecipientCaps(pool, { max: 3, windowDays: 7 })];
  const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).claim(to, randomUUID(), MONDAY)));
  expect(answers.filter((x) => x.granted)).toHaveLength(3);
  const { rows } = await pool.query(`select count(*)::int as n from dispatcher.recipient_email_sends where address = $1`, [to.toLowerCase()]);
  expect(rows[0].n).toBe(3);
});

it('a cap of 0 caps nothing', async () => {
  const caps = new RecipientCaps(pool, { max: 0, windowDays: 7 });
  const to = address();
  const answers = await Promise.all(Array.from({ length: 5 }, () => caps.claim(to, randomUUID(), MONDAY)));
  expect(answers.every((x) => x.granted)).toBe(true);
});

it('a campaign’s claims take the table’s statistics as they fill it (the planner then looks each address up by its key)', async () => {
  const caps = new RecipientCaps(pool, { max: 3, windowDays: 7 });
  const claimAll = async (n: number) => (await Promise.all(Array.from({ length: n }, () => caps.claim(address(), randomUUID(), MONDAY)))).every((x) => x.granted);
  expect(await claimAll(10)).toBe(true);
  // The moment that brings the claims past the pace takes them, in its transaction (before its own rows).
  expect(await claimAll(600)).toBe(true);
  const { rows } = await pool.query<{ n: number }>(`select reltuples::float8 as n from pg_class where oid = 'dispatcher.recipient_email_sends'::regclass`);
  expect(rows[0]!.n).toBeGreaterThanOrEqual(10);
});
