import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { migrateRunner } from '@outreach/runner';
import { migrate } from '@outreach/server-kit';
import { createTestPool, type TestPool } from '@outreach/testing';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeRateSlot, takeSendMoment } from './smsRateSlots.ts';
import { passSendWindow, UNANSWERED_BOUND_MS, type WindowPass } from './smsSendWindow.ts';

const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'migrations');

let database: TestPool;
let pool: pg.Pool;
let numberCounter = 0;
const newNumber = () => `+1512555${String(3000 + numberCounter++).padStart(4, '0')}`;

interface Sent {
  id: string;
  sentAt: Date;
  answeredAt: Date | null;
}

async function sends(fromNumber: string): Promise<Sent[]> {
  const { rows } = await pool.query<{ id: string; sent_at: Date; answered_at: Date | null }>(
    `select id::text, sent_at, answered_at from dispatcher.sms_send_window where from_number = $1 order by id`,
    [fromNumber],
  );
  return rows.map((r) => ({ id: r.id, sentAt: r.sent_at, answeredAt: r.answered_at }));
}

/** Whether the promise is still pending after the others had every chance to run. */
async function stillPending(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await sleep(300);
  return !settled;
}

beforeAll(async () => {
  database = await createTestPool('dispatcher_sms_send_window', {
    max: 6,
    prepare: async (p) => {
      await migrateRunner(p);
      await migrate(p, 'dispatcher', MIGRATIONS);
    },
  });
  pool = database.pool;
});
afterAll(async () => {
  await database?.drop();
});

describe('the send window of a Twilio number', () => {
  it('lets no more than the limit go until one is answered, and the next not before a window after that answer', async () => {
    const rate = { fromNumber: newNumber(), perSecond: 2 };
    const first = await passSendWindow(pool, rate);
    const second = await passSendWindow(pool, rate);
    const third = passSendWindow(pool, rate);
    // Two under way: either may reach Twilio at any moment, so a third would make three in a second.
    expect(await stillPending(third)).toBe(true);
    await first.answered();
    const passed: WindowPass = await third;
    await second.answered();
    await passed.answered();

    const [a, b, c] = await sends(rate.fromNumber);
    expect(a!.answeredAt!.getTime()).toBeGreaterThanOrEqual(a!.sentAt.getTime());
    // The third went a whole window after the first was answered: the first reached Twilio before that.
    expect(c!.sentAt.getTime() - a!.answeredAt!.getTime()).toBeGreaterThanOrEqual(1000);
    expect(b!.answeredAt).not.toBeNull();
  });

  it('counts a send whose sender died before the answer until the bound after it went', async () => {
    const rate = { fromNumber: newNumber(), perSecond: 1 };
    await passSendWindow(pool, rate); // never answered
    const next = passSendWindow(pool, rate);
    expect(await stillPending(next)).toBe(true);
    // The bound passed (and the window after it): the next one goes.
    await pool.query(`update dispatcher.sms_send_window set sent_at = sent_at - make_interval(secs => $2 / 1000.0) where from_number = $1`, [
      rate.fromNumber,
      UNANSWERED_BOUND_MS + 1000,
    ]);
    await (await next).answered();
    expect(await sends(rate.fromNumber)).toHaveLength(2);
  });

  it('keeps numbers apart', async () => {
    const one = { fromNumber: newNumber(), perSecond: 1 };
    const other = { fromNumber: newNumber(), perSecond: 1 };
    await passSendWindow(pool, one);
    // The first number's window is full; the other's is not.
    await (await passSendWindow(pool, other)).answered();
    expect(await sends(other.fromNumber)).toHaveLength(1);
  });
});

describe('the spacing of a number’s texts', () => {
  it('is the window over its texts, plus the median round trip of its latest answered sends spread over them', async () => {
    const idle = { fromNumber: newNumber(), perSecond: 10 };
    const now = new Date('2026-03-02T15:00:00.000Z');
    const first = await takeRateSlot(pool, idle, now);
    const second = await takeRateSlot(pool, idle, now);
    expect([first.getTime() - now.getTime(), second.getTime() - first.getTime()]).toEqual([0, 100]);

    // Twilio answered this number's texts in 40, 50 and 400 ms: the median, 50 ms, is spread over the 10 of a window.
    const busy = { fromNumber: newNumber(), perSecond: 10 };
    for (const ms of [40, 50, 400]) {
      await pool.query(
        `insert into dispatcher.sms_send_window (from_number, sent_at, answered_at) values ($1, clock_timestamp(), clock_timestamp() + make_interval(secs => $2 / 1000.0))`,
        [busy.fromNumber, ms],
      );
    }
    const a = await takeRateSlot(pool, busy, now);
    const b = await takeRateSlot(pool, busy, now);
    expect(b.getTime() - a.getTime()).toBe(105);
    const m1 = await takeSendMoment(pool, busy, now);
    const m2 = await takeSendMoment(pool, busy, now);
    expect(m2.getTime() - m1.getTime()).toBe(105);
  });
});
