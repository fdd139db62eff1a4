import { randomUUID } from 'node:crypto';
import { campaignMessageId } from '@outreach/domain';
import { testEvent } from '@outreach/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryApiFixture } from '../queryApiFixture.ts';

let fx: Awaited<ReturnType<typeof queryApiFixture>>;
let appended = 0;

const REPLIES = randomUUID();
const OPENS = randomUUID();
const DECIDED = randomUUID();
const SALES = randomUUID();
const KIM = { kind: 'user', id: 'u-kim', username: 'kim' } as const;
const SENDER = { kind: 'system', process: 'campaign-sender' } as const;
const at = (minute: number) => `2026-01-10T09:${String(minute).padStart(2, '0')}:00.000Z`;

const abTest = (metric: string) => ({
  variants: [
    { key: 'A', subject: 'Spring buyers', content: null },
    { key: 'B', subject: 'A free week', content: null },
  ],
  testPercent: 50,
  waitHours: 4,
  metric,
  fallback: 'best-observed',
});
const fields = (metric: string) => ({
  name: `Test on ${metric}`,
  type: 'ab-test',
  content: { kind: 'own', subject: '', content: 'Hello {{firstName}}' },
  sender: { kind: 'mailbox', emailAccountId: SALES },
  recipientFilter: { cities: [], performanceTiers: [], minListings: null, minExperience: null },
  abTest: abTest(metric),
  sequence: null,
  sendWindow: null,
  tracking: { opens: metric === 'opens', clicks: false },
});

async function append(stream: string, events: ReturnType<typeof testEvent>[]) {
  await fx.runtime.eventStore.appendToStream(stream, events, { expectedRevision: 'any' });
  appended += events.length;
}

/** An A/B test whose split gave ann A, bob and cy B, and 4 others wait for the winner. */
async function startTest(campaignId: string, metric: string) {
  await append(`campaign-${campaignId}`, [
    testEvent('CampaignCreated', { campaignId, createdAt: at(0), recipientCount: 7, ...fields(metric) }, KIM, at(0)),
    testEvent('CampaignSendRequested', { campaignId, requestedAt: at(1), trigger: 'now', requestedBy: KIM, recipientCount: 7, scheduledAt: null }, KIM, at(1)),
    testEvent('CampaignSendStarted', { campaignId, startedAt: at(1), recipientCount: 7, chunkCount: 1, excluded: { suppressed: 0, invalid: 0 }, emailAccountIds: [SALES] }, SENDER, at(1)),
    testEvent(
      'CampaignAbTestAssigned',
      {
        campaignId,
        chunkIndex: 0,
        chunkCount: 1,
        assignments: [
          { contactId: 'ann', variant: 'A' },
          { contactId: 'bob', variant: 'B' },
          { contactId: 'cy', variant: 'B' },
        ],
      },
      SENDER,
      at(2),
    ),
    testEvent(
      'CampaignAbTestStarted',
      {
        campaignId,
        startedAt: at(2),
        decideAt: '2026-01-10T13:01:00.000Z',
        testPercent: 50,
        testRecipients: 3,
        restRecipients: 4,
        variants: [
          { variant: 'A', recipients: 1 },
          { variant: 'B', recipients: 2 },
        ],
      },
      SENDER,
      at(2),
    ),
  ]);
  for (const contactId of ['ann', 'bob', 'cy']) {
    const messageId = campaignMessageId(campaignId, contactId);
    const queued = testEvent(
      'EmailQueued',
      { messageId, emailAccountId: SALES, to: { email: `${contactId}@example.com`, name: null }, contactId, campaignId, source: 'campaign', marketing: true, subject: 'Hi', text: 'Hello', html: null, notBefore: at(2) },
      SENDER,
      at(2),
    );
    // cy's e-mail is still on its way.
    const sent = contactId === 'cy' ? [] : [testEvent('EmailSent', { messageId, attempt: 1, provider: 'smtp', providerMessageId: null, response: '250 OK', sentAt: at(3) }, SENDER, at(3))];
    await append(`outbound-email-${messageId}`, [queued, ...sent]);
  }
}

function reply(campaignId: string, contactId: string, minute: number) {
  const messageId = campaignMessageId(campaignId, contactId);
  return append(`email-replies-${messageId}`, [
    testEvent(
      'EmailReplied',
      { messageId, contactId, campaignId, emailAccountId: SALES, replyMessageId: `${contactId}-${minute}@example.com`, from: `${contactId}@example.com`, fromName: null, subject: 'Re: Hi', snippet: 'Tell me more', receivedAt: at(minute) },
      SENDER,
      at(minute),
    ),
  ]);
}

function opened(campaignId: string, contactId: string, minute: number) {
  const messageId = campaignMessageId(campaignId, contactId);
  return append(`email-delivery-${contactId}@example.com`, [
    testEvent(
      'EmailDeliveryReported',
      { provider: 'smtp', providerEventId: `open-${campaignId}-${contactId}`, kind: 'opened', email: `${contactId}@example.com`, messageId, campaignId, bounceType: null, reason: null, providerResponse: null, reportedAt: at(minute) },
      { kind: 'webhook', source: 'tracking' },
      at(minute),
    ),
  ]);
}

beforeAll(async () => {
  fx = await queryApiFixture('campaign_ab_test_live');
  await startTest(REPLIES, 'replies');
  await reply(REPLIES, 'bob', 10);
  await reply(REPLIES, 'bob', 11);
  await opened(REPLIES, 'ann', 12);
  // A reply to an e-mail not yet sent is no conversion of a sent one.
  await reply(REPLIES, 'cy', 13);

  await startTest(OPENS, 'opens');
  await opened(OPENS, 'ann', 10);
  await reply(OPENS, 'bob', 11);

  await startTest(DECIDED, 'replies');
  await append(`campaign-${DECIDED}`, [
    testEvent(
      'CampaignAbTestDecided',
      {
        campaignId: DECIDED,
        decidedAt: '2026-01-10T13:01:00.000Z',
        metric: 'replies',
        variants: [
          { variant: 'A', recipients: 1, sent: 1, conversions: 0, rate: 0, confidence: 0.3 },
          { variant: 'B', recipients: 2, sent: 1, conversions: 0, rate: 0, confidence: null },
        ],
        leader: 'A',
        winner: null,
        significant: false,
        confidence: 0.3,
        pValue: 0.7,
        rule: 'best-observed',
        restVariant: 'A',
        restRecipients: 4,
        heldBack: 0,
      },
      SENDER,
      '2026-01-10T13:01:00.000Z',
    ),
  ]);
  await fx.project('campaigns', appended);
});
afterAll(async () => {
  await fx?.close();
});

const get = (url: string) => fx.app.inject({ method: 'GET', url, headers: { cookie: fx.cookie } });

describe('GET /api/campaigns/{id}: an A/B test waiting for its decision', () => {
  it('answers each variant’s figures so far on replies: test e-mails sent, those replied to (once each), the rate; the decision’s own figures stay empty', async () => {
    const res = await get(`/api/campaigns/${REPLIES}`);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().abTestResult;
    expect(result.decision).toBeNull();
    expect(result.variants).toEqual([
      { variant: 'A', recipients: 1, sent: null, conversions: null, rate: null, confidence: null },
      { variant: 'B', recipients: 2, sent: null, conversions: null, rate: null, confidence: null },
    ]);
    expect(result.live).toEqual({
      metric: 'replies',
      variants: [
        { variant: 'A', sent: 1, conversions: 0, rate: 0 },
        { variant: 'B', sent: 1, conversions: 1, rate: 1 },
      ],
    });
  });

  it('counts opens when the test is decided on opens', async () => {
    const result = (await get(`/api/campaigns/${OPENS}`)).json().abTestResult;
    expect(result.live).toEqual({
      metric: 'opens',
      variants: [
        { variant: 'A', sent: 1, conversions: 1, rate: 1 },
        { variant: 'B', sent: 1, conversions: 0, rate: 0 },
      ],
    });
  });

  it('answers no figures so far once decided: the decision’s are final', async () => {
    const result = (await get(`/api/campaigns/${DECIDED}`)).json().abTestResult;
    expect(result.decision).toMatchObject({ leader: 'A', rule: 'best-observed' });
    expect(result.live).toBeNull();
    expect(result.variants[0]).toEqual({ variant: 'A', recipients: 1, sent: 1, conversions: 0, rate: 0, confidence: 0.3 });
  });

  it('gives the list the same figures so far', async () => {
    const res = await get('/api/campaigns?type=ab-test');
    expect(res.statusCode, res.body).toBe(200);
    const byId = new Map(res.json().map((c: { id: string; abTestResult: unknown }) => [c.id, c.abTestResult]));
    expect(byId.get(REPLIES)).toMatchObject({ live: { metric: 'replies', variants: [{ variant: 'A', sent: 1 }, { variant: 'B', sent: 1, conversions: 1 }] } });
    expect(byId.get(DECIDED)).toMatchObject({ live: null });
  });
});
