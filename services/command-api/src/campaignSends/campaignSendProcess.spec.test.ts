import { randomUUID } from 'node:crypto';
import { campaignMessageId, campaignStream, outboundEmailStream, templateStream } from '@outreach/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { commandApiSpec } from '../commandApiSpec.ts';
import { sendProcessPeople, sendProcessSpecSupport } from './sendProcessSpecSupport.ts';

/**
 * The campaign send process taking up a send that a process which died left half done: the
 * audience already fixed and some e-mails already queued. It queues only the missing ones, never
 * fixes the audience again, and completes with the outcomes' true counts.
 */
const api = commandApiSpec('campaign_send_process');

const WELCOME = '42000000-0000-4000-8000-0000000000a1';
const SALES = '42000000-0000-4000-8000-0000000000b1';
const OTHER = '42000000-0000-4000-8000-0000000000b2';
const people = sendProcessPeople();
const { eventsOf, until, contactsOnTheReadSide, mailbox } = sendProcessSpecSupport(api);

beforeAll(async () => {
  await contactsOnTheReadSide(people, { ownZip: true });
  await api.given(templateStream(WELCOME), [
    { type: 'TemplateCreated', data: { templateId: WELCOME, createdAt: '2026-01-01T12:00:00.000Z', type: 'email', name: 'Welcome', subjectLines: ['Hi {{firstName}}'], content: 'Hello {{firstName}}.', variables: ['firstName'], targetTier: null, category: 'general', status: 'saved' } },
  ]);
  for (const [id, from] of [[SALES, 'dana@listingpro.example'], [OTHER, 'eli@listingpro.example']] as const) await mailbox(id, from, from);
});

describe('the campaign send process after a crash', () => {
  it('queues only the e-mails the dead process had not queued, spread across the mailboxes in the send window of each recipient, then completes with the true counts', async () => {
    const campaignId = randomUUID();
    const recipients = people.map(({ contactId, email, name }) => ({ contactId, email, name }));
    const ids = people.map((p) => campaignMessageId(campaignId, p.contactId));
    // Mondays to Fridays 10:00–17:00 where the recipient is; SPEC_NOW is Monday 17:00 UTC (09:00 in San Francisco, 12:00 in New York).
    const sendWindow = { days: ['mon', 'tue', 'wed', 'thu', 'fri'], start: '10:00', end: '17:00' };
    // The dead process fixed the audience and queued Ann's e-mail, then died.
    await api.given(outboundEmailStream(ids[0]!), [
      {
        type: 'EmailQueued',
        data: { messageId: ids[0], emailAccountId: SALES, to: { email: 'ann@example.com', name: 'Ann Lee' }, contactId: people[0]!.contactId, campaignId, source: 'campaign', marketing: true, subject: 'Hi Ann', text: 'Hello Ann.', html: null, notBefore: '2026-01-05T17:00:00.000Z' },
      },
    ]);
    await api.given(campaignStream(campaignId), [
      {
        type: 'CampaignCreated',
        data: {
          campaignId,
          createdAt: '2026-01-01T00:00:00.000Z',
          recipientCount: 3,
          name: 'Spread',
          type: 'email',
          content: { kind: 'template', templateId: WELCOME },
          sender: { kind: 'spread' },
          recipientFilter: { cities: [], performanceTiers: [], minListings: null, minExperience: null },
          abTest: null,
          sequence: null,
          sendWindow,
          tracking: { opens: false, clicks: false },
        },
      },
      { type: 'CampaignSendRequested', data: { campaignId, requestedAt: '2026-01-05T16:59:00.000Z', trigger: 'now', requestedBy: api.actor(), recipientCount: 3, scheduledAt: null } },
      { type: 'CampaignAudienceFixed', data: { campaignId, chunkIndex: 0, chunkCount: 1, total: 3, recipients } },
      { type: 'CampaignSendStarted', data: { campaignId, startedAt: '2026-01-05T16:59:30.000Z', recipientCount: 3, chunkCount: 1, excluded: { suppressed: 0, invalid: 0 }, emailAccountIds: [SALES, OTHER] } },
    ]);

    const queued = await until(
      () => Promise.all(ids.map((id) => eventsOf(outboundEmailStream(id)))),
      (streams) => streams.every((events) => events.length > 0),
    );
    expect(queued.map((events) => events.map((e) => e.type))).toEqual([['EmailQueued'], ['EmailQueued'], ['EmailQueued']]);
    expect(queued[1]![0]!.data).toMatchObject({ emailAccountId: OTHER, to: { email: 'bob@example.com', name: 'Bob Roy' }, subject: 'Hi Bob', text: 'Hello Bob.', notBefore: '2026-01-05T18:00:00.000Z', source: 'campaign', marketing: true, campaignId });
    expect(queued[2]![0]!.data).toMatchObject({ emailAccountId: SALES, subject: 'Hi Cy', notBefore: '2026-01-05T17:00:00.000Z' });
    // On behalf of whoever asked for the send (here the process that recorded the given events).
    expect(queued[1]![0]!.metadata).toMatchObject({ actor: { kind: 'system', process: 'test' }, reason: 'Campaign send', correlationId: `campaign-send-${campaignId}` });

    // The engine's outcomes arrive; the send completes with them.
    await api.given(outboundEmailStream(ids[0]!), [{ type: 'EmailSent', data: { messageId: ids[0], attempt: 1, provider: 'smtp', providerMessageId: null, response: '250 OK', sentAt: '2026-01-05T17:00:01.000Z' } }]);
    await api.given(outboundEmailStream(ids[1]!), [{ type: 'EmailSkipped', data: { messageId: ids[1], reason: 'Unsubscribed' } }]);
    await api.given(outboundEmailStream(ids[2]!), [
      { type: 'EmailSendStarted', data: { messageId: ids[2], attempt: 1, startedAt: '2026-01-05T17:00:01.000Z' } },
      { type: 'EmailOutcomeUnknown', data: { messageId: ids[2], attempt: 1, reason: 'The process stopped while the mail server had the e-mail' } },
    ]);
    const campaign = await until(
      () => eventsOf(campaignStream(campaignId)),
      (events) => events.some((e) => e.type === 'CampaignSendCompleted'),
    );
    expect(campaign.map((e) => e.type)).toEqual(['CampaignCreated', 'CampaignSendRequested', 'CampaignAudienceFixed', 'CampaignSendStarted', 'CampaignSendCompleted']);
    expect(campaign.at(-1)!.data).toMatchObject({ counts: { selected: 3, sent: 1, skipped: { Unsubscribed: 1 }, failed: 0, unknown: 1 } });
  }, 60_000);
});
