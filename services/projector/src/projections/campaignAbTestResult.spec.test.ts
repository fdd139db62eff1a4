import { campaignMessageId } from '@outreach/domain';
import { describe, expect, it } from 'vitest';
import { iso, projectionSpec, type GivenEvent } from '../projectionSpec.ts';
import { campaigns } from './campaigns.ts';

const spec = projectionSpec(campaigns);

const SPRING = '55555555-5555-4555-8555-555555555555';
const SALES = '66666666-6666-4666-8666-666666666661';
const stream = `campaign-${SPRING}`;
const abTest = { variants: [{ key: 'A', subject: 'One', content: null }, { key: 'B', subject: 'Two', content: null }], testPercent: 20, waitHours: 4, metric: 'replies', fallback: 'hold' };
const created: GivenEvent = {
  type: 'CampaignCreated',
  streamId: stream,
  data: {
    campaignId: SPRING,
    createdAt: '2026-01-05T15:00:00.000Z',
    recipientCount: 10,
    name: 'Spring test',
    type: 'ab-test',
    content: { kind: 'own', subject: '', content: 'Hello {{firstName}}' },
    sender: { kind: 'mailbox', emailAccountId: SALES },
    recipientFilter: { cities: [], performanceTiers: [], minListings: null, minExperience: null },
    abTest,
    sequence: null,
    sendWindow: null,
    tracking: { opens: true, clicks: true },
  },
};
const assigned: GivenEvent = {
  type: 'CampaignAbTestAssigned',
  streamId: stream,
  data: { campaignId: SPRING, chunkIndex: 0, chunkCount: 1, assignments: [{ contactId: 'c1', variant: 'A' }, { contactId: 'c2', variant: 'B' }] },
};
const started: GivenEvent = {
  type: 'CampaignAbTestStarted',
  streamId: stream,
  data: { campaignId: SPRING, startedAt: '2026-01-10T09:01:00.000Z', decideAt: '2026-01-10T13:01:00.000Z', testPercent: 20, testRecipients: 2, restRecipients: 8, variants: [{ variant: 'A', recipients: 1 }, { variant: 'B', recipients: 1 }] },
};
const decision = { decidedAt: '2026-01-10T13:01:00.000Z', metric: 'replies', leader: 'B', winner: null, significant: false, confidence: 0.52, pValue: 0.48, rule: 'hold', restVariant: null, restRecipients: 8, heldBack: 8 };
const decided: GivenEvent = {
  type: 'CampaignAbTestDecided',
  streamId: stream,
  data: {
    campaignId: SPRING,
    variants: [
      { variant: 'A', recipients: 1, sent: 1, conversions: 0, rate: 0, confidence: 0.52 },
      { variant: 'B', recipients: 1, sent: 1, conversions: 1, rate: 1, confidence: null },
    ],
    ...decision,
  },
};
const { campaignId: _id, ...startedData } = started.data as Record<string, unknown>;
const query = `select ab_test_result from read.campaigns`;
const timeline = `select type, metadata - 'event' as metadata from read.campaign_events order by occurred_at`;

describe('campaigns projection: A/B tests', () => {
  it('keeps the split (test recipients per variant, when the decision is due), then each variant’s figures and the decision', async () => {
    await spec.given([created]).then(query, [{ ab_test_result: null }]);
    const split = {
      testPercent: 20,
      testRecipients: 2,
      restRecipients: 8,
      decideAt: '2026-01-10T13:01:00.000Z',
      variants: [
        { variant: 'A', recipients: 1, sent: null, conversions: null, rate: null, confidence: null },
        { variant: 'B', recipients: 1, sent: null, conversions: null, rate: null, confidence: null },
      ],
      decision: null,
    };
    await spec.given([created, assigned, started]).then(query, [{ ab_test_result: split }]);
    // Test e-mails still held back when it was due: the decision is put off, and the screen says until when.
    const postponed: GivenEvent = {
      type: 'CampaignAbTestDecisionPostponed',
      streamId: stream,
      data: { campaignId: SPRING, postponedAt: '2026-01-10T13:01:00.000Z', previousDecideAt: '2026-01-10T13:01:00.000Z', decideAt: '2026-01-10T17:01:00.000Z', pendingTestEmails: 1 },
    };
    await spec.given([created, assigned, started, postponed]).then(query, [{ ab_test_result: { ...split, decideAt: '2026-01-10T17:01:00.000Z' } }]);
    await spec.given([created, assigned, started, decided]).then(query, [
      {
        ab_test_result: {
          ...split,
          variants: [
            { variant: 'A', recipients: 1, sent: 1, conversions: 0, rate: 0, confidence: 0.52 },
            { variant: 'B', recipients: 1, sent: 1, conversions: 1, rate: 1, confidence: null },
          ],
          decision,
        },
      },
    ]);
  });

  it('keeps each test e-mail’s variant, so the figures so far can be read: sent, and the first reply, open and click of each', async () => {
    const [m1, m2] = [campaignMessageId(SPRING, 'c1'), campaignMessageId(SPRING, 'c2')];
    const rest = campaignMessageId(SPRING, 'c3');
    const queued = (messageId: string, contactId: string): GivenEvent => ({
      type: 'EmailQueued',
      streamId: `outbound-email-${messageId}`,
      data: {
        messageId,
        emailAccountId: SALES,
        to: { email: `${contactId}@example.com`, name: null },
        contactId,
        campaignId: SPRING,
        source: 'campaign',
        marketing: true,
        subject: 'One',
        text: 'Hello',
        html: null,
        notBefore: '2026-01-10T09:01:00.000Z',
      },
    });
    const sent = (messageId: string): GivenEvent => ({
      type: 'EmailSent',
      streamId: `outbound-email-${messageId}`,
      data: { messageId, attempt: 1, provider: 'smtp', providerMessageId: null, response: '250 OK', sentAt: '2026-01-10T09:02:00.000Z' },
    });
    const replied = (messageId: string, receivedAt: string): GivenEvent => ({
      type: 'EmailReplied',
      streamId: `email-replies-${messageId}`,
      data: {
        messageId,
        replyMessageId: `<reply-${receivedAt}@example.com>`,
        emailAccountId: SALES,
        contactId: 'c2',
        campaignId: SPRING,
        from: 'c2@example.com',
        subject: 'Re: Two',
        snippet: 'Interested',
        receivedAt,
      },
      actor: { kind: 'system', process: 'reply-reader' },
    });
    const opened: GivenEvent = {
      type: 'EmailDeliveryReported',
      streamId: 'email-delivery-c1@example.com',
      data: { provider: 'smtp', providerEventId: 'open-1', kind: 'opened', email: 'c1@example.com', messageId: m1, campaignId: SPRING, bounceType: null, reason: null, providerResponse: null, reportedAt: '2026-01-10T09:30:00.000Z' },
    };
    const given = [created, assigned, started, queued(m1, 'c1'), queued(m2, 'c2'), sent(m1), sent(m2), opened, replied(m2, '2026-01-10T10:00:00.000Z'), replied(m2, '2026-01-10T09:45:00.000Z')];
    await spec
      .given(given)
      .then(
        `select r.variant, r.contact_id, m.status, ${iso('m.replied_at')} as replied_at, ${iso('m.opened_at')} as opened_at
           from read.campaign_ab_test_recipients r join read.campaign_messages m using (message_id) where r.campaign_id = $1 order by r.variant`,
        [
          { variant: 'A', contact_id: 'c1', status: 'sent', replied_at: null, opened_at: '2026-01-10T09:30:00.000Z' },
          { variant: 'B', contact_id: 'c2', status: 'sent', replied_at: '2026-01-10T09:45:00.000Z', opened_at: null },
        ],
        [SPRING],
      );
    // The rest of the audience is no test recipient.
    await spec.given([...given, queued(rest, 'c3')]).then(`select count(*)::int as n from read.campaign_ab_test_recipients where message_id = $1`, [{ n: 0 }], [rest]);
  });

  it('pushes the campaign’s progress when a test e-mail is answered, opened or clicked while the test waits, not after its decision', async () => {
    const m2 = campaignMessageId(SPRING, 'c2');
    const sending: GivenEvent[] = [
      created,
      { type: 'CampaignSendRequested', streamId: stream, data: { campaignId: SPRING, requestedAt: '2026-01-10T09:00:00.000Z', trigger: 'now', requestedBy: { kind: 'user', id: 'u1', username: 'kim' }, recipientCount: 10, scheduledAt: null } },
      { type: 'CampaignSendStarted', streamId: stream, data: { campaignId: SPRING, startedAt: '2026-01-10T09:01:00.000Z', recipientCount: 10, chunkCount: 1, excluded: { suppressed: 0, invalid: 0 }, emailAccountIds: [SALES] } },
      assigned,
      started,
      {
        type: 'EmailQueued',
        streamId: `outbound-email-${m2}`,
        data: { messageId: m2, emailAccountId: SALES, to: { email: 'c2@example.com', name: null }, contactId: 'c2', campaignId: SPRING, source: 'campaign', marketing: true, subject: 'Two', text: 'Hello', html: null, notBefore: null },
      },
    ];
    const reply: GivenEvent = {
      type: 'EmailReplied',
      streamId: `email-replies-${m2}`,
      data: { messageId: m2, replyMessageId: '<r1@example.com>', emailAccountId: SALES, contactId: 'c2', campaignId: SPRING, from: 'c2@example.com', subject: 'Re: Two', snippet: 'Yes', receivedAt: '2026-01-10T10:00:00.000Z' },
    };
    const pushed = async (events: GivenEvent[]) => (await spec.given(events).lastBatchNotifications()).map((n) => [n.subject, (n.data as { campaignId: string }).campaignId]);
    expect(await pushed([...sending, reply])).toEqual([['push.campaign_progress', SPRING]]);
    expect(await pushed([...sending, decided, reply])).toEqual([]);
  });

  it('puts the split and the decision on the timeline without the recipients’ list', async () => {
    await spec.given([created, assigned, started, decided]).then(`${timeline}`, [
      { type: 'created', metadata: { name: 'Spring test', type: 'ab-test', recipientCount: 10 } },
      { type: 'ab_test_assigned', metadata: { chunkIndex: 0, chunkCount: 1, assignments: 2 } },
      { type: 'ab_test_started', metadata: startedData },
      { type: 'ab_test_decided', metadata: { ...decision, variants: (decided.data as { variants: unknown }).variants } },
    ]);
  });
});
