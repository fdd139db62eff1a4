import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryApiFixture } from '../queryApiFixture.ts';

let fx: Awaited<ReturnType<typeof queryApiFixture>>;

const CAMPAIGN = randomUUID();
const DRAFT = randomUUID();
const SALES = randomUUID();
const ANN = randomUUID();
const BOB = randomUUID();
const CY = randomUUID();
const [M1, M2, M3] = [randomUUID(), randomUUID(), randomUUID()];
const at = (minute: number) => `2026-01-10T09:${String(minute).padStart(2, '0')}:00.000Z`;

const campaign = (id: string, name: string, status: string) =>
  fx.insert('campaigns', {
    id,
    name,
    type: 'email',
    status,
    subject: 'Hi {{firstName}}',
    content: 'Hello',
    from_email_account_id: SALES,
    recipient_filter: { cities: ['Austin'], performanceTiers: [], minListings: null, minExperience: null },
    recipient_count: 3,
    tracking: { opens: true, clicks: true },
    created_at: at(0),
    updated_at: at(1),
    created_by: 'kim',
    updated_by: 'kim',
  });

let position = 0;
/** One timeline row; rows of one moment keep the order they were recorded in (their store position). */
const event = (row: { type: string; minute: number; actor: string; messageId?: string; contactId?: string; reason?: string; metadata?: object }) =>
  fx.insert('campaign_events', {
    event_id: randomUUID(),
    campaign_id: CAMPAIGN,
    contact_id: row.contactId ?? null,
    message_id: row.messageId ?? null,
    type: row.type,
    occurred_at: at(row.minute),
    actor_name: row.actor,
    reason: row.reason ?? null,
    metadata: row.metadata ?? {},
    commit_position: ++position,
    prepare_position: position,
  });

const message = (row: { id: string; contactId: string; email: string; status: string; reason?: string; queued: number; sent?: number; opened?: number }) =>
  fx.insert('campaign_messages', {
    message_id: row.id,
    campaign_id: CAMPAIGN,
    contact_id: row.contactId,
    email: row.email,
    status: row.status,
    reason: row.reason ?? null,
    queued_at: at(row.queued),
    sent_at: row.sent === undefined ? null : at(row.sent),
    opened_at: row.opened === undefined ? null : at(row.opened),
    updated_at: at(row.sent ?? row.queued),
  });

beforeAll(async () => {
  fx = await queryApiFixture('campaign_timeline');
  await fx.insert('contacts', { id: ANN, status: 'active', first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', city: 'Austin', created_at: at(0), updated_at: at(0) });
  await fx.insert('contacts', { id: BOB, status: 'active', first_name: 'Bob', email: 'bob@example.com', city: 'Austin', created_at: at(0), updated_at: at(0) });
  await campaign(CAMPAIGN, 'Spring listings', 'sending');
  await campaign(DRAFT, 'Draft', 'draft');
  await event({ type: 'created', minute: 0, actor: 'kim', metadata: { event: 'CampaignCreated', name: 'Spring listings', recipientCount: 3 } });
  await event({ type: 'send_requested', minute: 1, actor: 'kim', metadata: { event: 'CampaignSendRequested', trigger: 'now' } });
  // Recorded in the same moment as the request: the timeline keeps the order they were recorded in.
  await event({ type: 'send_started', minute: 1, actor: 'campaign-sender', metadata: { event: 'CampaignSendStarted', recipientCount: 3 } });
  for (const [id, contactId, minute] of [
    [M1, ANN, 3],
    [M2, BOB, 3],
    [M3, CY, 5],
  ] as const) {
    await event({ type: 'queued', minute, actor: 'campaign-sender', messageId: id, contactId });
  }
  await event({ type: 'sent', minute: 4, actor: 'campaign-sender', messageId: M1, contactId: ANN, reason: '250 OK queued' });
  await event({ type: 'skipped', minute: 4, actor: 'campaign-sender', messageId: M2, contactId: BOB, reason: 'Unsubscribed' });
  await event({ type: 'opened', minute: 6, actor: 'sendgrid', messageId: M1, contactId: ANN });
  await message({ id: M1, contactId: ANN, email: 'ann@example.com', status: 'sent', reason: '250 OK queued', queued: 3, sent: 4, opened: 6 });
  await message({ id: M2, contactId: BOB, email: 'bob@example.com', status: 'skipped', reason: 'Unsubscribed', queued: 3 });
  // cy is no contact (any more): the recipient keeps its e-mail, without a name.
  await message({ id: M3, contactId: CY, email: 'cy@example.com', status: 'queued', queued: 5 });
  // Its e-mail waits for the mailbox's next day.
  await fx.insert('outbound_emails', {
    id: M3,
    to_email: 'cy@example.com',
    subject: 'Hi',
    body_text: 'Hello',
    status: 'deferred',
    reason: "The mailbox's daily limit of 2 e-mails is reached; it sends again after midnight",
    source: 'campaign',
    campaign_id: CAMPAIGN,
    queued_at: at(5),
    due_at: '2026-01-11T06:00:00.000Z',
    updated_at: at(5),
  });
});
afterAll(async () => {
  await fx?.close();
});

const get = (url: string) => fx.app.inject({ method: 'GET', url, headers: { cookie: fx.cookie } });

describe('GET /api/campaigns/{id}/recipients', () => {
  it('answers every recipient with the outcome of its e-mail (one still to go with when and why it waits), in the order queued, named as the contact is, with the counts by outcome', async () => {
    const res = await get(`/api/campaigns/${CAMPAIGN}/recipients`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.total).toBe(3);
    expect(page.counts).toEqual({ queued: 1, sent: 1, skipped: 1, failed: 0, bounced: 0, unknown: 0 });
    const byMessage = Object.fromEntries(page.recipients.map((r: { messageId: string }) => [r.messageId, r]));
    expect(page.recipients.map((r: { messageId: string }) => r.messageId).slice(2)).toEqual([M3]);
    expect(byMessage[M1]).toEqual({
      messageId: M1,
      contactId: ANN,
      name: 'Ann Lee',
      email: 'ann@example.com',
      status: 'sent',
      reason: '250 OK queued',
      waitingUntil: null,
      queuedAt: at(3),
      sentAt: at(4),
      openedAt: at(6),
      clickedAt: null,
    });
    expect(byMessage[M2]).toMatchObject({ name: 'Bob', status: 'skipped', reason: 'Unsubscribed', sentAt: null });
    expect(byMessage[M3]).toMatchObject({
      contactId: CY,
      name: null,
      status: 'queued',
      reason: "The mailbox's daily limit of 2 e-mails is reached; it sends again after midnight",
      waitingUntil: '2026-01-11T06:00:00.000Z',
    });
  });

  it('filters by outcome and pages with offset and limit', async () => {
    const skipped = (await get(`/api/campaigns/${CAMPAIGN}/recipients?status=skipped`)).json();
    expect(skipped.total).toBe(1);
    expect(skipped.recipients.map((r: { messageId: string }) => r.messageId)).toEqual([M2]);
    const first = (await get(`/api/campaigns/${CAMPAIGN}/recipients?limit=2`)).json();
    const second = (await get(`/api/campaigns/${CAMPAIGN}/recipients?limit=2&offset=2`)).json();
    expect(first.recipients).toHaveLength(2);
    expect(second.recipients.map((r: { messageId: string }) => r.messageId)).toEqual([M3]);
    expect(new Set([...first.recipients, ...second.recipients].map((r: { messageId: string }) => r.messageId))).toEqual(new Set([M1, M2, M3]));
  });

  it('answers a campaign that has sent nothing with no recipients', async () => {
    const page = (await get(`/api/campaigns/${DRAFT}/recipients`)).json();
    expect(page).toEqual({ recipients: [], total: 0, counts: { queued: 0, sent: 0, skipped: 0, failed: 0, bounced: 0, unknown: 0 } });
  });
});

describe('GET /api/campaigns/{id}/events', () => {
  it("answers the campaign's own events, oldest first, with who, when and why", async () => {
    const res = await get(`/api/campaigns/${CAMPAIGN}/events`);
    expect(res.statusCode, res.body).toBe(200);
    const { events, nextCursor } = res.json();
    expect(nextCursor).toBeNull();
    expect(events.map((e: { type: string }) => e.type)).toEqual(['created', 'send_requested', 'send_started']);
    expect(events[0]).toMatchObject({ occurredAt: at(0), actor: 'kim', contactId: null, messageId: null, metadata: { event: 'CampaignCreated', name: 'Spring listings', recipientCount: 3 } });
    expect(events[2]).toMatchObject({ actor: 'campaign-sender', metadata: { recipientCount: 3 } });
  });

  it("answers every recipient e-mail's events too, or one e-mail's, a page at a time", async () => {
    const all = (await get(`/api/campaigns/${CAMPAIGN}/events?scope=all`)).json();
    expect(all.events).toHaveLength(9);
    const ann = (await get(`/api/campaigns/${CAMPAIGN}/events?messageId=${M1}`)).json();
    expect(ann.events.map((e: { type: string; actor: string | null; reason: string | null }) => [e.type, e.actor, e.reason])).toEqual([
      ['queued', 'campaign-sender', null],
      ['sent', 'campaign-sender', '250 OK queued'],
      ['opened', 'sendgrid', null],
    ]);
    const first = (await get(`/api/campaigns/${CAMPAIGN}/events?scope=all&limit=4`)).json();
    const rest = (await get(`/api/campaigns/${CAMPAIGN}/events?scope=all&limit=10&after=${first.nextCursor}`)).json();
    expect([...first.events, ...rest.events].map((e: { eventId: string }) => e.eventId)).toEqual(all.events.map((e: { eventId: string }) => e.eventId));
    expect(rest.nextCursor).toBeNull();
  });
});

describe('bad input', () => {
  it('answers an unknown campaign with 404 Campaign not found', async () => {
    for (const path of ['recipients', 'events']) {
      const res = await get(`/api/campaigns/${randomUUID()}/${path}`);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().message).toBe('Campaign not found');
    }
  });

  it('refuses a bad id, outcome, page or cursor with a clear message', async () => {
    for (const [url, message] of [
      ['/api/campaigns/not-an-id/recipients', 'id'],
      [`/api/campaigns/${CAMPAIGN}/recipients?status=opened`, 'status must be one of queued, sent, skipped, failed, bounced, unknown'],
      [`/api/campaigns/${CAMPAIGN}/recipients?limit=0`, 'limit must be at least 1'],
      [`/api/campaigns/${CAMPAIGN}/recipients?offset=-1`, 'offset must be at least 0'],
      [`/api/campaigns/${CAMPAIGN}/events?scope=everything`, 'scope must be campaign or all'],
      [`/api/campaigns/${CAMPAIGN}/events?after=garbage`, 'after is not a page cursor of this list'],
      [`/api/campaigns/${CAMPAIGN}/events?messageId=nope`, 'messageId'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().message, url).toContain(message);
    }
  });

  it('needs a session', async () => {
    expect((await fx.app.inject({ method: 'GET', url: `/api/campaigns/${CAMPAIGN}/recipients` })).statusCode).toBe(401);
    expect((await fx.app.inject({ method: 'GET', url: `/api/campaigns/${CAMPAIGN}/events` })).statusCode).toBe(401);
  });
});
