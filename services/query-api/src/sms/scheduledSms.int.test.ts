import { randomUUID } from 'node:crypto';
import { conversationStream } from '@outreach/domain';
import { testEvent } from '@outreach/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryApiFixture } from '../queryApiFixture.ts';

let fx: Awaited<ReturnType<typeof queryApiFixture>>;
let appended = 0;

const QUIET = 'Quiet hours in America/Chicago (8 a.m.–9 p.m.)';
const RATE = 'Paced to 1 text a second from +15125550100';
const REQUESTED_AT = '2026-01-13T04:00:00.000Z';

/** One conversation with one campaign text, and what the sending engine recorded for it after the request. */
async function text(phone: string, body: string, after: (ids: { conversationId: string; messageId: string }) => ReturnType<typeof testEvent>[]) {
  const conversationId = randomUUID();
  const messageId = randomUUID();
  const events = [
    testEvent('ConversationStarted', { conversationId, phoneNumber: phone, contactId: null }, undefined, REQUESTED_AT),
    testEvent('SmsSendRequested', { conversationId, messageId, body, to: phone, kind: 'campaign', encoding: 'GSM-7', segments: 1 }, undefined, REQUESTED_AT),
    ...after({ conversationId, messageId }),
  ];
  await fx.runtime.eventStore.appendToStream(conversationStream(conversationId), events, { expectedRevision: 'no_stream' });
  appended += events.length;
  return messageId;
}

const deferred = (ids: { conversationId: string; messageId: string }, until: string, cause: 'quiet-hours' | 'rate') =>
  testEvent('SmsSendDeferred', { ...ids, until, reason: cause === 'rate' ? RATE : QUIET, cause, timezone: cause === 'rate' ? null : 'America/Chicago' }, undefined, REQUESTED_AT);

let heldLong: string;
let heldShort: string;
let heldThenSent: string;

beforeAll(async () => {
  fx = await queryApiFixture('scheduled_sms');
  heldLong = await text('+15125550101', 'Held until morning', (ids) => [deferred(ids, '2026-01-13T14:00:00.000Z', 'quiet-hours')]);
  heldShort = await text('+15125550102', 'Held for the rate', (ids) => [deferred(ids, '2026-01-13T04:00:02.000Z', 'rate')]);
  heldThenSent = await text('+15125550103', 'Held, then sent', (ids) => [
    deferred(ids, '2026-01-13T13:00:00.000Z', 'quiet-hours'),
    testEvent('SmsSendStarted', { ...ids, attempt: 1, startedAt: '2026-01-13T13:00:00.000Z' }, undefined, '2026-01-13T13:00:00.000Z'),
    testEvent('SmsSent', { ...ids, providerSid: 'SMsent', status: 'queued', from: '+15125550100' }, undefined, '2026-01-13T13:00:01.000Z'),
  ]);
  await text('+15125550104', 'Sent at once', (ids) => [
    testEvent('SmsSendStarted', { ...ids, attempt: 1, startedAt: REQUESTED_AT }, undefined, REQUESTED_AT),
    testEvent('SmsSent', { ...ids, providerSid: 'SMnow', status: 'queued', from: '+15125550100' }, undefined, REQUESTED_AT),
  ]);
  await fx.project('scheduledSmsMessages', appended);
});
afterAll(async () => {
  await fx?.close();
});

const get = (url: string) => fx.app.inject({ method: 'GET', url, headers: { cookie: fx.cookie } });

describe('GET /api/sms/scheduled', () => {
  it('answers the held texts, soonest first, with why, when first asked for and in which zone; a text sent at once is not there', async () => {
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
