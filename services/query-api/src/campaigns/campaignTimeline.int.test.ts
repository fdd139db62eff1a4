import { randomUUID } from 'node:crypto';
import { EMPTY_FIELDS } from '@outreach/domain';
import { testEvent } from '@outreach/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryApiFixture } from '../queryApiFixture.ts';

let fx: Awaited<ReturnType<typeof queryApiFixture>>;
const appended: Record<string, number> = { campaigns: 0, contacts: 0 };

const CAMPAIGN = randomUUID();
const DRAFT = randomUUID();
const SALES = randomUUID();
const ANN = randomUUID();
const BOB = randomUUID();
const CY = randomUUID();
const [M1, M2, M3] = [randomUUID(), randomUUID(), randomUUID()];
const KIM = { kind: 'user', id: 'u-kim', username: 'kim' } as const;
const SENDER = { kind: 'system', process: 'campaign-sender' } as const;

const fields = {
  name: 'Spring listings',
  type: 'email',
  content: { kind: 'own', subject: 'Hi {{firstName}}', content: 'Hello' },
  sender: { kind: 'mailbox', emailAccountId: SALES },
  recipientFilter: { cities: ['Austin'], performanceTiers: [], minListings: null, minExperience: null },
  abTest: null,
  sequence: null,
  sendWindow: null,
  tracking: { opens: true, clicks: true },
};
const at = (minute: number) => `2026-01-10T09:${String(minute).padStart(2, '0')}:00.000Z`;

async function append(stream: string, events: ReturnType<typeof testEvent>[], projection: 'campaigns' | 'contacts') {
  await fx.runtime.eventStore.appendToStream(stream, events, { expectedRevision: 'any' });
  appended[projection]! += events.length;
}

function queued(messageId: string, contactId: string, email: string, minute: number) {
  return testEvent(
    'EmailQueued',
    { messageId, emailAccountId: SALES, to: { email, name: null }, contactId, campaignId: CAMPAIGN, source: 'campaign', marketing: true, subject: 'Hi', text: 'Hello', html: null, notBefore: at(minute) },
    SENDER,
    at(minute),
  );
}

beforeAll(async () => {
  fx = await queryApiFixture('campaign_timeline');
  for (const [id, firstName, lastName, email] of [
    [ANN, 'Ann', 'Lee', 'ann@example.com'],
    [BOB, 'Bob', null, 'bob@example.com'],
  ] as const) {
    await append(
      `contact-${id}`,
      [testEvent('ContactImported', { contactId: id, fields: { ...EMPTY_FIELDS, firstName, lastName, email, city: 'Austin' }, status: 'active', source: 'csv', importId: 'imp-1', stagedAgentId: null })],
      'contacts',
    );
  }
  await append(
    `campaign-${CAMPAIGN}`,
    [
      testEvent('CampaignCreated', { campaignId: CAMPAIGN, createdAt: at(0), recipientCount: 3, ...fields }, KIM, at(0)),
      testEvent(
        'CampaignSendRequested',
        { campaignId: CAMPAIGN, requestedAt: at(1), trigger: 'now', requestedBy: KIM, recipientCount: 3, scheduledAt: null },
        KIM,
        at(1),
      ),
      // Recorded in the same moment as the request: the timeline keeps the order they were recorded in.
      testEvent('CampaignSendStarted', { campaignId: CAMPAIGN, startedAt: at(1), recipientCount: 3, chunkCount: 1, excluded: { suppressed: 0, invalid: 0 }, emailAccountIds: [SALES] }, SENDER, at(1)),
    ],
    'campaigns',
  );
  await append(`campaign-${DRAFT}`, [testEvent('CampaignCreated', { campaignId: DRAFT, createdAt: at(0), recipientCount: 3, ...fields, name: 'Draft' }, KIM, at(0))], 'campaigns');
  await append(`outbound-email-${M1}`, [queued(M1, ANN, 'ann@example.com', 3), testEvent('EmailSent', { messageId: M1, response: '250 OK queued' }, SENDER, at(4))], 'campaigns');
  await append(`outbound-email-${M2}`, [queued(M2, BOB, 'bob@example.com', 3), testEvent('EmailSkipped', { messageId: M2, reason: 'Unsubscribed' }, SENDER, at(4))], 'campaigns');
  await append(`outbound-email-${M3}`, [queued(M3, CY, 'cy@example.com', 5)], 'campaigns');
  await append(
    'email-delivery-ann@example.com',
    [
      testEvent(
        'EmailDeliveryReported',
        { provider: 'sendgrid', providerEventId: 'open-1', kind: 'opened', email: 'ann@example.com', messageId: M1, campaignId: CAMPAIGN, bounceType: null, reason: null, providerResponse: null, reportedAt: at(6) },
        { kind: 'webhook', source: 'sendgrid' },
        at(6),
      ),
    ],
    'campaigns',
  );
  for (const name of ['contacts', 'campaigns'] as const) await fx.project(name, appended[name]!);
});
afterAll(async () => {
  await fx?.close();
});

const get = (url: string) => fx.app.inject({ method: 'GET', url, headers: { cookie: fx.cookie } });

describe('GET /api/campaigns/{id}/recipients', () => {
  it('answers every recipient with the outcome of its e-mail, in the order queued, named as the contact is, with the counts by outcome', async () => {
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
      queuedAt: at(3),
      sentAt: at(4),
      openedAt: at(6),
      clickedAt: null,
    });
    expect(byMessage[M2]).toMatchObject({ name: 'Bob', status: 'skipped', reason: 'Unsubscribed', sentAt: null });
    expect(byMessage[M3]).toMatchObject({ contactId: CY, name: null, status: 'queued' });
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
