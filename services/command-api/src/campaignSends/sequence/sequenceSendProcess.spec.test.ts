import { randomUUID } from 'node:crypto';
import { campaignStream, emailRepliesStream, outboundEmailStream, sequenceMessageId, sequenceRecipientStream } from '@outreach/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { commandApiSpec } from '../../commandApiSpec.ts';
import { sendProcessPeople, sendProcessSpecSupport } from '../sendProcessSpecSupport.ts';

/**
 * The send process of a two-step sequence (the second step at once, in the same thread): a hard
 * bounce, an unsubscribe and a reply each stop their recipient, a step already queued for the one
 * who replied is skipped, and the send completes with the counts of the first e-mails.
 */
const api = commandApiSpec('sequence_send_process');

const SALES = '43000000-0000-4000-8000-0000000000b1';
const people = sendProcessPeople();
const { eventsOf, until, contactsOnTheReadSide, mailbox } = sendProcessSpecSupport(api);
/** Sent just before the spec's clock (2026-01-05T17:00Z), so a step with no delay is due. */
const SENT_AT = '2026-01-05T16:59:50.000Z';

const lastOf = async (streamId: string) => (await eventsOf(streamId)).at(-1);

beforeAll(async () => {
  await contactsOnTheReadSide(people, { ownZip: false });
  await mailbox(SALES, 'dana@listingpro.example', 'dana@listingpro.example');
});

describe('the sequence send process', () => {
  it('stops a recipient on a hard bounce, an unsubscribe or a reply, skips the step queued for the one who replied, and completes', async () => {
    const campaignId = randomUUID();
    const [ann, bob, cy] = people;
    const first = people.map((p) => sequenceMessageId(campaignId, p.contactId, 1));
    const steps = [
      { step: 1, content: { kind: 'own', subject: 'Hi {{firstName}}', content: 'Hello {{firstName}}.' }, delayDays: 0, sendWindow: null, sameThread: false },
      { step: 2, content: { kind: 'own', subject: 'Following up', content: 'Any thoughts, {{firstName}}?' }, delayDays: 0, sendWindow: null, sameThread: true },
    ];
    await api.given(campaignStream(campaignId), [
      {
        type: 'CampaignCreated',
        data: {
          campaignId,
          createdAt: '2026-01-01T00:00:00.000Z',
          recipientCount: 3,
          name: 'Follow-ups',
          type: 'sequence',
          content: null,
          sender: { kind: 'mailbox', emailAccountId: SALES },
          recipientFilter: { cities: [], performanceTiers: [], minListings: null, minExperience: null },
          abTest: null,
          sequence: steps,
          sendWindow: null,
          tracking: { opens: false, clicks: false },
        },
      },
      { type: 'CampaignSendRequested', data: { campaignId, requestedAt: '2026-01-05T16:59:00.000Z', trigger: 'now', requestedBy: api.actor(), recipientCount: 3, scheduledAt: null } },
      { type: 'CampaignAudienceFixed', data: { campaignId, chunkIndex: 0, chunkCount: 1, total: 3, recipients: people.map(({ contactId, email, name }) => ({ contactId, email, name })) } },
      { type: 'CampaignSendStarted', data: { campaignId, startedAt: '2026-01-05T16:59:30.000Z', recipientCount: 3, chunkCount: 1, excluded: { suppressed: 0, invalid: 0 }, emailAccountIds: [SALES] } },
    ]);

    // Step 1 for everyone, each with its record on the recipient's stream.
    const queued = await until(() => Promise.all(first.map((id) => eventsOf(outboundEmailStream(id)))), (streams) => streams.every((events) => events.length > 0));
    expect(queued[0]![0]!.data).toMatchObject({ subject: 'Hi Ann', text: 'Hello Ann.', source: 'sequence', marketing: true, campaignId, emailAccountId: SALES });
    expect(queued[0]![0]!.data).not.toHaveProperty('inReplyTo');
    expect(await lastOf(sequenceRecipientStream(campaignId, ann!.contactId))).toMatchObject({ type: 'SequenceStepQueued', data: { step: 1, messageId: first[0] } });

    // Bob's address bounces for good; Cy unsubscribes; Ann's and Cy's step 1 go out.
    await api.runtime().pg.query(`update read.contacts set status = 'unsubscribed' where id = $1`, [cy!.contactId]);
    await api.given(outboundEmailStream(first[1]!), [{ type: 'EmailBounced', data: { messageId: first[1], attempt: 1, bounceType: 'hard', providerMessage: '550 5.1.1 No such user' } }]);
    for (const id of [first[2]!, first[0]!]) {
      await api.given(outboundEmailStream(id), [{ type: 'EmailSent', data: { messageId: id, attempt: 1, provider: 'smtp', providerMessageId: null, response: '250 OK', sentAt: SENT_AT } }]);
    }
    const annSecond = sequenceMessageId(campaignId, ann!.contactId, 2);
    const second = await until(() => eventsOf(outboundEmailStream(annSecond)), (events) => events.length > 0);
    expect(second[0]!.data).toMatchObject({ subject: 'Re: Hi Ann', text: 'Any thoughts, Ann?', inReplyTo: first[0], references: [first[0]] });
    expect(await lastOf(sequenceRecipientStream(campaignId, bob!.contactId))).toMatchObject({ type: 'SequenceRecipientStopped', data: { reason: 'bounced', atStep: 1, lastSentStep: 0 } });
    expect(await lastOf(sequenceRecipientStream(campaignId, cy!.contactId))).toMatchObject({ type: 'SequenceRecipientStopped', data: { reason: 'unsubscribed', atStep: 2, lastSentStep: 1 } });
    expect(await eventsOf(outboundEmailStream(sequenceMessageId(campaignId, cy!.contactId, 2)))).toEqual([]);

    // Ann replies to step 1 before step 2 goes out: she is stopped and her step 2 is skipped.
    await api.given(emailRepliesStream(first[0]!), [
      {
        type: 'EmailReplied',
        data: { messageId: first[0], contactId: ann!.contactId, campaignId, emailAccountId: SALES, replyMessageId: 'r1@example.com', from: 'ann@example.com', fromName: 'Ann Lee', subject: 'Re: Hi Ann', snippet: 'Not now.', receivedAt: SENT_AT },
      },
    ]);
    const skipped = await until(() => eventsOf(outboundEmailStream(annSecond)), (events) => events.length > 1);
    expect(skipped.map((e) => [e.type, (e.data as { reason?: string }).reason])).toEqual([
      ['EmailQueued', undefined],
      ['EmailSkipped', 'The sequence stopped for this recipient (replied)'],
    ]);
    expect((await lastOf(sequenceRecipientStream(campaignId, ann!.contactId)))!.data).toMatchObject({ reason: 'replied', atStep: 2, lastSentStep: 1 });

    const campaign = await until(() => eventsOf(campaignStream(campaignId)), (events) => events.some((e) => e.type === 'CampaignSendCompleted'));
    expect(campaign.at(-1)!.data).toMatchObject({ counts: { selected: 3, sent: 2, skipped: {}, failed: 1, unknown: 0 } });
  }, 60_000);
});
