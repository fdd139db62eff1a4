import { randomUUID } from 'node:crypto';
import { campaignMessageId, type CampaignAbTestDecided, type CampaignAbTestStarted } from '@outreach/domain';
import { abTestResult } from '@outreach/projector/projections/campaignAbTestResult.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryApiFixture } from '../queryApiFixture.ts';

let fx: Awaited<ReturnType<typeof queryApiFixture>>;

const REPLIES = randomUUID();
const OPENS = randomUUID();
const DECIDED = randomUUID();
const SALES = randomUUID();
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

/** The split as CampaignAbTestStarted records it: ann gets A, bob and cy B, 4 others wait for the winner. */
const started: CampaignAbTestStarted['data'] = {
  campaignId: '',
  startedAt: at(2),
  decideAt: '2026-01-10T13:01:00.000Z',
  testPercent: 50,
  testRecipients: 3,
  restRecipients: 4,
  variants: [
    { variant: 'A', recipients: 1 },
    { variant: 'B', recipients: 2 },
  ],
};

/** An A/B test sending its test e-mails: ann's (A) and bob's (B) sent, cy's (B) still on its way. */
async function startTest(campaignId: string, metric: string, decided?: CampaignAbTestDecided['data']) {
  const result = abTestResult({ type: 'CampaignAbTestStarted', data: { ...started, campaignId } }, null);
  await fx.insert('campaigns', {
    id: campaignId,
    name: `Test on ${metric}`,
    type: 'ab-test',
    status: 'sending',
    subject: '',
    content: 'Hello {{firstName}}',
    from_email_account_id: SALES,
    recipient_filter: { cities: [], performanceTiers: [], minListings: null, minExperience: null },
    recipient_count: 7,
    ab_test: abTest(metric),
    ab_test_result: decided ? abTestResult({ type: 'CampaignAbTestDecided', data: decided }, result) : result,
    tracking: { opens: metric === 'opens', clicks: false },
    sent_at: at(1),
    created_at: at(0),
    updated_at: at(2),
    created_by: 'kim',
    updated_by: 'campaign-sender',
  });
  for (const [contactId, variant] of [
    ['ann', 'A'],
    ['bob', 'B'],
    ['cy', 'B'],
  ] as const) {
    const messageId = campaignMessageId(campaignId, contactId);
    await fx.insert('campaign_ab_test_recipients', { message_id: messageId, campaign_id: campaignId, contact_id: contactId, variant });
    await fx.insert('campaign_messages', {
      message_id: messageId,
      campaign_id: campaignId,
      contact_id: contactId,
      email: `${contactId}@example.com`,
      status: contactId === 'cy' ? 'queued' : 'sent',
      queued_at: at(2),
      sent_at: contactId === 'cy' ? null : at(3),
      updated_at: at(3),
    });
  }
}

/** What replies (read from the mailbox) and opens (the tracking pixel) left on the test e-mails. */
const replied = (campaignId: string, contactId: string, minute: number) =>
  fx.runtime.pg.query(`update read.campaign_messages set replied_at = least(coalesce(replied_at, $2), $2) where message_id = $1`, [campaignMessageId(campaignId, contactId), at(minute)]);
const opened = (campaignId: string, contactId: string, minute: number) =>
  fx.runtime.pg.query(`update read.campaign_messages set opened_at = coalesce(opened_at, $2) where message_id = $1`, [campaignMessageId(campaignId, contactId), at(minute)]);

beforeAll(async () => {
  fx = await queryApiFixture('campaign_ab_test_live');
  await startTest(REPLIES, 'replies');
  await replied(REPLIES, 'bob', 10);
  await replied(REPLIES, 'bob', 11);
  await opened(REPLIES, 'ann', 12);
  // A reply to an e-mail not yet sent is no conversion of a sent one.
  await replied(REPLIES, 'cy', 13);

  await startTest(OPENS, 'opens');
  await opened(OPENS, 'ann', 10);
  await replied(OPENS, 'bob', 11);

  await startTest(DECIDED, 'replies', {
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
  });
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
