import { randomUUID } from 'node:crypto';
import { campaignMessageId, campaignStream, emailRepliesStream, outboundEmailStream } from '@outreach/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { commandApiSpec } from '../../commandApiSpec.ts';
import { sendProcessPeople, sendProcessSpecSupport } from '../sendProcessSpecSupport.ts';

/**
 * The campaign send process taking up an A/B test whose process died after the split and part of
 * the test e-mails: it keeps the recorded split, queues only the missing test e-mails with their
 * variants, puts the decision off while test e-mails are still on their way when the wait is over,
 * decides at once when every one has its outcome, sends the rest the variant the rule gives and
 * completes with the outcomes' counts.
 */
const api = commandApiSpec('ab_test_send_turn');

const SALES = '43000000-0000-4000-8000-0000000000b1';
const people = sendProcessPeople();
const { eventsOf, until, contactsOnTheReadSide, mailbox } = sendProcessSpecSupport(api);


beforeAll(async () => {
  await contactsOnTheReadSide(people, { ownZip: false });
  await mailbox(SALES, 'Sales', 'dana@listingpro.example');
});

/** The dead process recorded the split (Ann got B, Bob A; Cy waits) and sent Ann's e-mail, which she answered. */
async function givenSplitWithAnnsAnswer(campaignId: string) {
  const [ann, bob, cy] = people.map((p) => ({ ...p, messageId: campaignMessageId(campaignId, p.contactId) }));
  const recipients = people.map(({ contactId, email, name }) => ({ contactId, email, name }));
  await api.given(campaignStream(campaignId), [
    {
      type: 'CampaignCreated',
      data: {
        campaignId,
        createdAt: '2026-01-01T00:00:00.000Z',
        recipientCount: 3,
        name: 'Subject test',
        type: 'ab-test',
        content: { kind: 'own', subject: '', content: 'Hello {{firstName}}.' },
        sender: { kind: 'mailbox', emailAccountId: SALES },
        recipientFilter: { cities: [], performanceTiers: [], minListings: null, minExperience: null },
        abTest: { variants: [{ key: 'A', subject: 'Hi {{firstName}}', content: null }, { key: 'B', subject: 'A question, {{firstName}}', content: null }], testPercent: 60, waitHours: 4, metric: 'replies', fallback: 'best-observed' },
        sequence: null,
        sendWindow: null,
        tracking: { opens: false, clicks: false },
      },
    },
    { type: 'CampaignSendRequested', data: { campaignId, requestedAt: '2026-01-05T12:59:00.000Z', trigger: 'now', requestedBy: api.actor(), recipientCount: 3, scheduledAt: null } },
    { type: 'CampaignAudienceFixed', data: { campaignId, chunkIndex: 0, chunkCount: 1, total: 3, recipients } },
    { type: 'CampaignSendStarted', data: { campaignId, startedAt: '2026-01-05T12:59:30.000Z', recipientCount: 3, chunkCount: 1, excluded: { suppressed: 0, invalid: 0 }, emailAccountIds: [SALES] } },
    { type: 'CampaignAbTestAssigned', data: { campaignId, chunkIndex: 0, chunkCount: 1, assignments: [{ contactId: ann!.contactId, variant: 'B' }, { contactId: bob!.contactId, variant: 'A' }] } },
    {
      type: 'CampaignAbTestStarted',
      data: { campaignId, startedAt: '2026-01-05T12:59:31.000Z', decideAt: '2026-01-05T16:59:30.000Z', testPercent: 60, testRecipients: 2, restRecipients: 1, variants: [{ variant: 'A', recipients: 1 }, { variant: 'B', recipients: 1 }] },
    },
  ]);
  await api.given(outboundEmailStream(ann!.messageId), [
    {
      type: 'EmailQueued',
      data: { messageId: ann!.messageId, emailAccountId: SALES, to: { email: ann!.email, name: ann!.name }, contactId: ann!.contactId, campaignId, source: 'campaign', marketing: true, subject: 'A question, Ann', text: 'Hello Ann.', html: null, notBefore: '2026-01-05T13:00:00.000Z' },
    },
    { type: 'EmailSent', data: { messageId: ann!.messageId, attempt: 1, provider: 'smtp', providerMessageId: null, response: '250 OK', sentAt: '2026-01-05T13:00:01.000Z' } },
  ]);
  await api.given(emailRepliesStream(ann!.messageId), [
    {
      type: 'EmailReplied',
      data: { messageId: ann!.messageId, contactId: ann!.contactId, campaignId, emailAccountId: SALES, replyMessageId: 'r1@example.com', from: ann!.email, fromName: 'Ann Lee', subject: 'Re: A question, Ann', snippet: 'Yes', receivedAt: '2026-01-05T14:00:00.000Z' },
    },
  ]);
  return { ann: ann!, bob: bob!, cy: cy! };
}

const abTestEvents = async (campaignId: string) => (await eventsOf(campaignStream(campaignId))).filter((e) => e.type.startsWith('CampaignAbTest'));

describe('the campaign send process taking up an A/B test', () => {
  it('keeps the recorded split and queues the missing test e-mail; that e-mail still on its way when the wait is over, the decision waits the whole wait again', async () => {
    const campaignId = randomUUID();
    const { bob, cy } = await givenSplitWithAnnsAnswer(campaignId);
    const [queued] = await until(
      () => Promise.all([bob].map((p) => eventsOf(outboundEmailStream(p.messageId)))),
      (streams) => streams.every((events) => events.length > 0),
    );
    expect(queued!.map((e) => [e.type, (e.data as { subject: string }).subject])).toEqual([['EmailQueued', 'Hi Bob']]);
    // Judged now, variant A would count as never sent: the decision is put off, and the rest wait.
    const postponed = await until(
      () => abTestEvents(campaignId),
      (events) => events.some((e) => e.type === 'CampaignAbTestDecisionPostponed'),
    );
    expect(postponed.map((e) => e.type)).toEqual(['CampaignAbTestAssigned', 'CampaignAbTestStarted', 'CampaignAbTestDecisionPostponed']);
    expect(postponed[2]!.data).toEqual({ campaignId, postponedAt: '2026-01-05T17:00:00.000Z', previousDecideAt: '2026-01-05T16:59:30.000Z', decideAt: '2026-01-05T21:00:00.000Z', pendingTestEmails: 1 });
    expect(postponed[2]!.metadata).toMatchObject({ reason: 'Campaign send' });
    expect(await eventsOf(outboundEmailStream(cy.messageId))).toEqual([]);
  }, 60_000);

  it('decides once the wait is over with every test e-mail answered for, and sends the rest the chosen variant', async () => {
    const campaignId = randomUUID();
    const { ann, bob, cy } = await givenSplitWithAnnsAnswer(campaignId);
    await api.given(outboundEmailStream(bob.messageId), [
      {
        type: 'EmailQueued',
        data: { messageId: bob.messageId, emailAccountId: SALES, to: { email: bob.email, name: bob.name }, contactId: bob.contactId, campaignId, source: 'campaign', marketing: true, subject: 'Hi Bob', text: 'Hello Bob.', html: null, notBefore: '2026-01-05T13:00:00.000Z' },
      },
      { type: 'EmailSent', data: { messageId: bob.messageId, attempt: 1, provider: 'smtp', providerMessageId: null, response: '250 OK', sentAt: '2026-01-05T13:00:02.000Z' } },
    ]);

    // With the wait over, B leads without significance and best-observed sends it to Cy.
    const [queued] = await until(
      () => Promise.all([cy].map((p) => eventsOf(outboundEmailStream(p.messageId)))),
      (streams) => streams.every((events) => events.length > 0),
    );
    expect(queued!.map((e) => [e.type, (e.data as { subject: string }).subject])).toEqual([['EmailQueued', 'A question, Cy']]);
    const decided = await abTestEvents(campaignId);
    expect(decided.map((e) => e.type)).toEqual(['CampaignAbTestAssigned', 'CampaignAbTestStarted', 'CampaignAbTestDecided']);
    expect(decided[2]!.data).toMatchObject({
      decidedAt: '2026-01-05T17:00:00.000Z',
      leader: 'B',
      winner: null,
      rule: 'best-observed',
      restVariant: 'B',
      variants: [
        { variant: 'A', recipients: 1, sent: 1, conversions: 0 },
        { variant: 'B', recipients: 1, sent: 1, conversions: 1 },
      ],
    });
    expect(decided[2]!.metadata).toMatchObject({ reason: 'Campaign send', correlationId: `campaign-send-${campaignId}` });

    await api.given(outboundEmailStream(cy.messageId), [{ type: 'EmailSkipped', data: { messageId: cy.messageId, reason: 'Unsubscribed' } }]);
    const campaign = await until(
      () => eventsOf(campaignStream(campaignId)),
      (events) => events.some((e) => e.type === 'CampaignSendCompleted'),
    );
    expect(campaign.at(-1)!.data).toMatchObject({ counts: { selected: 3, sent: 2, skipped: { Unsubscribed: 1 }, failed: 0, unknown: 0 } });
    expect((await eventsOf(outboundEmailStream(ann.messageId))).filter((e) => e.type === 'EmailQueued')).toHaveLength(1);
  }, 60_000);
});
