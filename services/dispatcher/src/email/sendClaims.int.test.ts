import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dispatcherDatabase } from '../dispatcherDatabase.fixture.ts';
import { SendClaims } from './sendClaims.ts';
import type { MailboxLimits } from './sendLimits.ts';

// 23:30 in Chicago on 13 January: the day counted is the 13th there (the 14th in UTC).
const LATE_EVENING = new Date('2026-01-14T05:30:00.000Z');

let database: Awaited<ReturnType<typeof dispatcherDatabase>>;
let pool: pg.Pool;

beforeAll(async () => {
  database = await dispatcherDatabase('dispatcher_send_claims');
  pool = database.pool;
});

afterAll(async () => {
  await database?.drop();
});

const limitsOf = (dailyLimit: number): MailboxLimits => ({ accountId: randomUUID(), dailyLimit, zone: 'America/Chicago', sendsPerMinute: 0 });

async function countOf(limits: MailboxLimits): Promise<{ send_date: string; emails_sent: number }[]> {
  const { rows } = await pool.query(`select send_date::text, emails_sent from dispatcher.daily_send_counts where email_account_id = $1`, [limits.accountId]);
  return rows;
}

it('claims made at one moment are counted in one claim per mailbox; the day grants what it has room for, the rest wait for local midnight', async () => {
  const claims = new SendClaims(pool);
  const limits = limitsOf(3);
  const other = limitsOf(10);
  const answers = await Promise.all([
    ...Array.from({ length: 5 }, () => claims.claim(limits, LATE_EVENING, false)),
    ...Array.from({ length: 4 }, () => claims.claim(other, LATE_EVENING, false)),
  ]);
  expect(answers.slice(0, 5).map((a) => a.granted)).toEqual([true, true, true, false, false]);
  expect(answers.slice(5).every((a) => a.granted)).toBe(true);
  const refused = answers[3]!;
  expect(refused).toMatchObject({ granted: false, cause: 'daily-limit', until: new Date('2026-01-14T06:00:00.000Z') });
  expect(await countOf(limits)).toEqual([{ send_date: '2026-01-13', emails_sent: 3 }]);
  expect(await countOf(other)).toEqual([{ send_date: '2026-01-13', emails_sent: 4 }]);
});

it('two processes claiming for one mailbox at once never count past its limit', async () => {
  const limits = limitsOf(25);
  const [a, b] = [new SendClaims(pool), new SendClaims(pool)];
  const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).claim(limits, LATE_EVENING, false)));
  expect(answers.filter((x) => x.granted)).toHaveLength(25);
  expect(await countOf(limits)).toEqual([{ send_date: '2026-01-13', emails_sent: 25 }]);
});

it('with pacing, each claim takes its own slot and the later ones are told when theirs comes', async () => {
  const claims = new SendClaims(pool);
  const limits = { ...limitsOf(100), sendsPerMinute: 6 };
  const answers = await Promise.all(Array.from({ length: 3 }, () => claims.claim(limits, LATE_EVENING, false)));
  expect(answers[0]).toEqual({ granted: true });
  expect(answers.slice(1).map((x) => (x.granted ? null : [x.cause, x.until.toISOString()]))).toEqual([
    ['pacing', '2026-01-14T05:30:10.000Z'],
    ['pacing', '2026-01-14T05:30:20.000Z'],
  ]);
  expect(await countOf(limits)).toEqual([{ send_date: '2026-01-13', emails_sent: 1 }]);
});
