import { describe, expect, it } from 'vitest';
import { projectionSpec, type GivenEvent } from '../projectionSpec.ts';
import { campaignSequences } from './campaignSequences.ts';

const spec = projectionSpec(campaignSequences);

const CAMPAIGN = '46000000-0000-4000-8000-000000000001';
const stream = (contact: string) => `sequence-recipient-${CAMPAIGN}-${contact}`;
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

describe('campaignSequences projection', () => {
  it('counts per step who waits for it, got it, replied after it, was stopped before it, and whose e-mail did not go out', async () => {
    await spec
      .given([
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
    const events = [queued('eve', 1), sent('eve', 1, true)].map((e) => ({ ...e, data: { ...(e.data as object), campaignId: other } }));
    await spec.given(events).then(`select step, waiting, sent from read.campaign_sequence_steps where campaign_id = '${other}' order by step`, [{ step: 1, waiting: 0, sent: 1 }]);
  });

  it('counts a reply after the last step, and each recipient once (the first reply), for the step replied to', async () => {
    const other = '46000000-0000-4000-8000-000000000003';
    const events = [queued('fay', 1), sent('fay', 1), queued('fay', 2), sent('fay', 2, true), replied('fay', 1), replied('fay', 2, 'r2'), replied('stranger', 1)].map((e) => ({
      ...e,
      data: { ...(e.data as object), campaignId: other },
    }));
    await spec
      .given(events)
      .then(`select step, waiting, sent, replied, stopped from read.campaign_sequence_steps where campaign_id = '${other}' order by step`, [
        { step: 1, waiting: 0, sent: 1, replied: 1, stopped: 0 },
        { step: 2, waiting: 0, sent: 1, replied: 0, stopped: 0 },
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
