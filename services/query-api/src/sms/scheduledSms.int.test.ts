import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryApiFixture } from '../queryApiFixture.ts';

let fx: Awaited<ReturnType<typeof queryApiFixture>>;

const QUIET = 'Quiet hours in America/Chicago (8 a.m.–9 p.m.)';
const RATE = 'Paced to 1 text a second from +15125550100';
const REQUESTED_AT = '2026-01-13T04:00:00.000Z';

interface HeldText {
  phone: string;
  body: string;
  until: string;
  cause: 'quiet-hours' | 'rate';
  /** The text went out after its hold: when the send started and when the provider took it. */
  sent?: { startedAt: string; at: string };
}

/** One held campaign text as the scheduledSmsMessages projection records it (the projection is tested in the projector). */
async function held(text: HeldText): Promise<string> {
  const id = randomUUID();
  const quiet = text.cause === 'quiet-hours';
  await fx.runtime.pg.query(
    `insert into read.scheduled_sms_messages
       (id, conversation_id, to_phone, message, contact_id, campaign_id, scheduled_for, status, hold_cause, hold_reason,
        quiet_hours_reason, original_send_time, timezone, retry_count, last_attempt, error_message, sent_at, updated_at)
     values ($1, $2, $3, $4, null, null, $5, $6, $7, $8, $9, $10, $11, 0, $12, null, $13, $10)`,
    [
      ...[id, randomUUID(), text.phone, text.body, text.until, text.sent ? 'sent' : 'pending', text.cause],
      ...[quiet ? QUIET : RATE, quiet ? QUIET : null, REQUESTED_AT, quiet ? 'America/Chicago' : null],
      ...[text.sent?.startedAt ?? REQUESTED_AT, text.sent?.at ?? null],
    ],
  );
  return id;
}

let heldLong: string;
let heldShort: string;
let heldThenSent: string;

beforeAll(async () => {
  fx = await queryApiFixture('scheduled_sms');
  heldLong = await held({ phone: '+15125550101', body: 'Held until morning', until: '2026-01-13T14:00:00.000Z', cause: 'quiet-hours' });
  heldShort = await held({ phone: '+15125550102', body: 'Held for the rate', until: '2026-01-13T04:00:02.000Z', cause: 'rate' });
  heldThenSent = await held({
    phone: '+15125550103',
    body: 'Held, then sent',
    until: '2026-01-13T13:00:00.000Z',
    cause: 'quiet-hours',
    sent: { startedAt: '2026-01-13T13:00:00.000Z', at: '2026-01-13T13:00:01.000Z' },
  });
});
afterAll(async () => {
  await fx?.close();
});

const get = (url: string) => fx.app.inject({ method: 'GET', url, headers: { cookie: fx.cookie } });

describe('GET /api/sms/scheduled', () => {
  it('answers the held texts, soonest first, with why, when first asked for and in which zone', async () => {
    const res = await get('/api/sms/scheduled');
    expect(res.statusCode, res.body).toBe(200);
    const { messages, nextCursor } = res.json();
    expect(messages.map((m: { id: string }) => m.id)).toEqual([heldShort, heldThenSent, heldLong]);
    expect(nextCursor).toBeNull();
    expect(messages[2]).toEqual({
      id: heldLong,
      conversationId: expect.any(String),
      toPhone: '+15125550101',
      message: 'Held until morning',
      contactId: null,
      campaignId: null,
      scheduledFor: '2026-01-13T14:00:00.000Z',
      status: 'pending',
      holdCause: 'quiet-hours',
      holdReason: QUIET,
      quietHoursReason: QUIET,
      originalSendTime: REQUESTED_AT,
      timezone: 'America/Chicago',
      retryCount: 0,
      lastAttempt: REQUESTED_AT,
      errorMessage: null,
      sentAt: null,
    });
    expect(messages[0]).toMatchObject({ holdCause: 'rate', holdReason: RATE, quietHoursReason: null, timezone: null });
    expect(messages[1]).toMatchObject({ status: 'sent', sentAt: '2026-01-13T13:00:01.000Z', lastAttempt: '2026-01-13T13:00:00.000Z' });
  });

  it('filters by status and pages with a cursor', async () => {
    const pending = (await get('/api/sms/scheduled?status=pending')).json();
    expect(pending.messages.map((m: { id: string }) => m.id)).toEqual([heldShort, heldLong]);
    const first = (await get('/api/sms/scheduled?limit=2')).json();
    expect(first.messages.map((m: { id: string }) => m.id)).toEqual([heldShort, heldThenSent]);
    const second = (await get(`/api/sms/scheduled?limit=2&after=${first.nextCursor}`)).json();
    expect(second).toEqual({ messages: [expect.objectContaining({ id: heldLong })], nextCursor: null });
  });

  it('refuses a bad status, limit or cursor with a clear message', async () => {
    for (const [query, message] of [
      ['status=held', 'status must be one of pending, sending, sent, failed, unknown'],
      ['limit=0', 'limit must be at least 1'],
      ['after=garbage', 'after is not a page cursor of this list'],
    ] as const) {
      const res = await get(`/api/sms/scheduled?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().message).toContain(message);
    }
  });

  it('needs a session', async () => {
    expect((await fx.app.inject({ method: 'GET', url: '/api/sms/scheduled' })).statusCode).toBe(401);
  });
});
