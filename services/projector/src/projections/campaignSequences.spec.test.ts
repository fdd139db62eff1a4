import { describe, expect, it } from 'vitest';
import { projectionSpec, type GivenEvent } from '../projectionSpec.ts';
import { campaignSequences } from './campaignSequences.ts';

const spec = projectionSpec(campaignSequences);

const CAMPAIGN = '46000000-0000-4000-8000-000000000001';
const SALES = '66666666-6666-4666-8666-666666666661';
const stream = (contact: string) => `sequence-recipient-${CAMPAIGN}-${contact}`;

/** A campaign's fields as recorded: a sequence of `delays.length` steps, or another type with none. */
const fields = (type: string, delays: number[] = [0, 2, 3]) => ({
  name: 'Spring sequence',
  type,
  content: type === 'sequence' ? null : { kind: 'own', subject: 'Hi', content: 'Hello' },
  sender: { kind: 'mailbox', emailAccountId: SALES },
  recipientFilter: { cities: ['Austin'], performanceTiers: [], minListings: null, minExperience: null },
  abTest: null,
  sequence:
    type === 'sequence' ? delays.map((delayDays, i) => ({ step: i + 1, content: { kind: 'own', subject: `Step ${i + 1}`, content: 'Hello' }, delayDays, sendWindow: null, sameThread: i > 0 })) : null,
  sendWindow: null,
  tracking: { opens: false, clicks: false },
});
const created = (type = 'sequence', delays?: number[]): GivenEvent => ({
  type: 'CampaignCreated',
  streamId: `campaign-${CAMPAIGN}`,
  data: { campaignId: CAMPAIGN, createdAt: '2026-01-05T08:00:00.000Z', recipientCount: 4, ...fields(type, delays) },
});
const updated = (type: string): GivenEvent => ({
  type: 'CampaignUpdated',
  streamId: `campaign-${CAMPAIGN}`,
  data: { campaignId: CAMPAIGN, updatedAt: '2026-01-05T08:30:00.000Z', changed: ['type', 'content', 'sequence'], recipientCount: 4, ...fields(type) },
});
const started = (recipientCount: number): GivenEvent => ({
  type: 'CampaignSendStarted',
  streamId: `campaign-${CAMPAIGN}`,
  data: { campaignId: CAMPAIGN, startedAt: '2026-01-05T09:00:00.000Z', recipientCount, chunkCount: 1, excluded: { suppressed: 0, invalid: 0 }, emailAccountIds: [SALES] },
});
const cancelled: GivenEvent = {
  type: 'CampaignCancelled',
  streamId: `campaign-${CAMPAIGN}`,
  data: { campaignId: CAMPAIGN, cancelledAt: '2026-01-06T12:00:00.000Z', from: 'sending' },
};
const queued = (contact: string, step: number): GivenEvent => ({
  type: 'SequenceStepQueued',
  streamId: stream(contact),
  data: { campaignId: CAMPAIGN, contactId: contact, step, messageId: `${contact}-${step}`, notBefore: '2026-01-05T09:00:00.000Z', queuedAt: '2026-01-05T09:00:00.000Z' },
});
const sent = (contact: string, step: number, last = false): GivenEvent => ({
  type: 'SequenceStepSent',
  streamId: stream(contact),
  data: { campaignId: CAMPAIGN, contactId: contact, step, messageId: `${contact}-${step}`, sentAt: '2026-01-05T09:01:00.000Z', nextStepDueAt: last ? null : '2026-01-07T09:01:00.000Z' },
});
const stopped = (contact: string, reason: string, atStep: number, lastSentStep: number): GivenEvent => ({
  type: 'SequenceRecipientStopped',
  streamId: stream(contact),
  data: { campaignId: CAMPAIGN, contactId: contact, reason, atStep, lastSentStep, stoppedAt: '2026-01-06T10:00:00.000Z' },
});
const missed = (contact: string, step: number): GivenEvent => ({
  type: 'SequenceStepMissed',
  streamId: stream(contact),
  data: { campaignId: CAMPAIGN, contactId: contact, step, messageId: `${contact}-${step}`, outcome: 'skipped', reason: 'Invalid address' },
});

const replied = (contact: string, step: number, replyId = 'r1'): GivenEvent => ({
  type: 'EmailReplied',
  streamId: `email-replies-${contact}-${step}`,
  data: {
    messageId: `${contact}-${step}`,
    contactId: contact,
    campaignId: CAMPAIGN,
    emailAccountId: 'sales',
    replyMessageId: `<${replyId}-${contact}@agents.test>`,
    from: `${contact}@agents.test`,
    fromName: null,
    subject: 'Re: your listings',
    snippet: 'Interested',
    receivedAt: '2026-01-06T09:30:00.000Z',
  },
});

const query = `select step, waiting, sent, replied, stopped, not_sent from read.campaign_sequence_steps where campaign_id = '${CAMPAIGN}' order by step`;

/** The same events about another campaign. */
const inCampaign = (campaignId: string, events: GivenEvent[]): GivenEvent[] =>
  events.map((e) => ({ ...e, ...(e.streamId ? { streamId: e.streamId.replace(CAMPAIGN, campaignId) } : {}), data: { ...(e.data as object), campaignId } }));

describe('campaignSequences projection', () => {
  it('counts per step who waits for it, got it, replied after it, was stopped before it, and whose e-mail did not go out', async () => {
    await spec
      .given([
        created(),
        started(4),
        ...['ann', 'bob', 'cy', 'dee'].map((c) => queued(c, 1)),
        sent('ann', 1),
        sent('bob', 1),
        sent('cy', 1),
        missed('dee', 1),
        replied('ann', 1),
        stopped('ann', 'replied', 2, 1),
        queued('bob', 2),
        sent('bob', 2),
        queued('cy', 2),
        stopped('cy', 'unsubscribed', 2, 1),
      ])
      .then(query, [
        { step: 1, waiting: 0, sent: 3, replied: 1, stopped: 0, not_sent: 1 },
        { step: 2, waiting: 0, sent: 1, replied: 0, stopped: 2, not_sent: 0 },
        { step: 3, waiting: 1, sent: 0, replied: 0, stopped: 0, not_sent: 0 },
      ]);
  });

  it('finishes a recipient at the last step: nothing waits after it', async () => {
    const other = '46000000-0000-4000-8000-000000000002';
    const events = inCampaign(other, [created('sequence', [0]), started(1), queued('eve', 1), sent('eve', 1, true)]);
    await spec.given(events).then(`select step, waiting, sent from read.campaign_sequence_steps where campaign_id = '${other}' order by step`, [{ step: 1, waiting: 0, sent: 1 }]);
  });

  it('counts a reply after the last step, and each recipient once (the first reply), for the step replied to', async () => {
    const other = '46000000-0000-4000-8000-000000000003';
    const events = inCampaign(other, [
      created('sequence', [0, 1]),
      started(1),
      queued('fay', 1),
      sent('fay', 1),
      queued('fay', 2),
      sent('fay', 2, true),
      replied('fay', 1),
      replied('fay', 2, 'r2'),
      replied('stranger', 1),
    ]);
    await spec
      .given(events)
      .then(`select step, waiting, sent, replied, stopped from read.campaign_sequence_steps where campaign_id = '${other}' order by step`, [
        { step: 1, waiting: 0, sent: 1, replied: 1, stopped: 0 },
        { step: 2, waiting: 0, sent: 1, replied: 0, stopped: 0 },
      ]);
  });

  it("counts every recipient waiting for step 1 from the send's start, while step 1's delay runs and while its e-mail is queued or held for later", async () => {
    // Step 1 two days after the start: the send has started, nothing is queued yet.
    await spec.given([created('sequence', [2, 3]), started(4)]).then(query, [{ step: 1, waiting: 4, sent: 0, replied: 0, stopped: 0, not_sent: 0 }]);
    // Its day came: some e-mails are queued (held for the send window), one went out, one recipient unsubscribed before theirs did.
    await spec
      .given([created('sequence', [2, 3]), started(4), queued('ann', 1), queued('bob', 1), queued('cy', 1), sent('ann', 1), stopped('cy', 'unsubscribed', 1, 0)])
      .then(query, [
        { step: 1, waiting: 2, sent: 1, replied: 0, stopped: 1, not_sent: 0 },
        { step: 2, waiting: 1, sent: 0, replied: 0, stopped: 0, not_sent: 0 },
      ]);
  });

  it('counts nobody waiting for the send of a campaign that is not a sequence (any more)', async () => {
    await spec.given([created('email'), started(4)]).then(query, []);
    await spec.given([created(), updated('email'), started(4)]).then(query, []);
    await spec.given([created('email'), updated('sequence'), started(4)]).then(query, [{ step: 1, waiting: 4, sent: 0, replied: 0, stopped: 0, not_sent: 0 }]);
  });

  it('once the campaign is cancelled nobody waits: whoever waited for a step counts as stopped before it', async () => {
    const before = [
      created('sequence', [1, 2, 3]),
      started(5),
      queued('ann', 1),
      sent('ann', 1),
      queued('ann', 2),
      queued('bob', 1),
      sent('bob', 1),
      queued('cy', 1),
      missed('cy', 1),
      queued('dee', 1),
    ];
    // eve never got step 1 (its delay was running), dee's step 1 was queued, ann's step 2 was queued, bob waited for step 2's delay.
    await spec.given([...before, cancelled]).then(query, [
      { step: 1, waiting: 0, sent: 2, replied: 0, stopped: 2, not_sent: 1 },
      { step: 2, waiting: 0, sent: 0, replied: 0, stopped: 2, not_sent: 0 },
    ]);
    // An e-mail already on its way goes out after the cancel, another does not, a recipient replies: still nobody waits, every recipient counted once.
    await spec.given([...before, cancelled, sent('ann', 2), missed('dee', 1), replied('bob', 1), stopped('bob', 'replied', 2, 1)]).then(query, [
      { step: 1, waiting: 0, sent: 2, replied: 1, stopped: 1, not_sent: 2 },
      { step: 2, waiting: 0, sent: 1, replied: 0, stopped: 1, not_sent: 0 },
      { step: 3, waiting: 0, sent: 0, replied: 0, stopped: 1, not_sent: 0 },
    ]);
  });

  it('leaves the figures of other campaigns as they are when one is cancelled', async () => {
    const other = '46000000-0000-4000-8000-000000000004';
    await spec
      .given([created(), started(2), ...inCampaign(other, [created(), started(3)]), queued('ann', 1), sent('ann', 1), cancelled])
      .then(`select campaign_id::text, step, waiting, sent, stopped from read.campaign_sequence_steps order by campaign_id, step`, [
        { campaign_id: CAMPAIGN, step: 1, waiting: 0, sent: 1, stopped: 1 },
        { campaign_id: CAMPAIGN, step: 2, waiting: 0, sent: 0, stopped: 1 },
        { campaign_id: other, step: 1, waiting: 3, sent: 0, stopped: 0 },
      ]);
  });

  it('comments every table and column', async () => {
    const missing = await spec.query(
      `select c.table_name, c.column_name from information_schema.columns c
        where c.table_schema = 'read' and c.table_name = any($1)
          and (col_description(format('read.%I', c.table_name)::regclass, c.ordinal_position) is null
               or obj_description(format('read.%I', c.table_name)::regclass, 'pg_class') is null)`,
      [campaignSequences.tables],
    );
    expect(missing).toEqual([]);
  });
});
