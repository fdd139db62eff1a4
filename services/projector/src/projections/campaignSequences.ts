import { SEQUENCE_RECIPIENT_EVENT_TYPES, type EmailReplied, type RecordedEvent, type SequenceRecipientEvent } from '@outreach/domain';
import { type Projection, BULK_GATHER_MS } from '../projection.ts';

interface StepCounts {
  waiting: number;
  sent: number;
  replied: number;
  stopped: number;
  notSent: number;
}

/** How one recipient's sequence event moves the per-step counts. */
function changes(event: SequenceRecipientEvent): [step: number, change: Partial<StepCounts>][] {
  switch (event.type) {
    case 'SequenceStepQueued':
      // Later steps are counted waiting from the moment the previous one was sent.
      return event.data.step === 1 ? [[1, { waiting: 1 }]] : [];
    case 'SequenceStepSent':
      return [[event.data.step, { waiting: -1, sent: 1 }], ...(event.data.nextStepDueAt ? [[event.data.step + 1, { waiting: 1 }] as [number, Partial<StepCounts>]] : [])];
    case 'SequenceStepMissed':
      return [[event.data.step, { waiting: -1, notSent: 1 }]];
    case 'SequenceRecipientStopped':
      // A reply is counted for its step from the reply itself (EmailReplied), after the last step too.
      return [[event.data.atStep, { waiting: -1, stopped: 1 }]];
    default:
      return [];
  }
}

/**
 * read.campaign_sequence_steps: per sequence campaign and step, how many recipients wait for it,
 * got it, replied to it (a recipient's first reply, during the sequence or after its last step),
 * were stopped before it, or did not get it because it did not go out. The batch's changes are
 * summed per step and applied in one upsert each. read.campaign_sequence_messages knows each
 * queued e-mail's step, read.campaign_sequence_replies each recipient's first reply.
 */
export const campaignSequences: Projection = {
  name: 'campaignSequences',
  version: 2,
  gatherMs: BULK_GATHER_MS,
  tables: ['campaign_sequence_steps', 'campaign_sequence_messages', 'campaign_sequence_replies'],
  handles: [...SEQUENCE_RECIPIENT_EVENT_TYPES, 'EmailReplied'],
  async apply({ tx, table }, events) {
    const totals = new Map<string, { campaignId: string; step: number } & StepCounts>();
    const count = (campaignId: string, step: number, change: Partial<StepCounts>) => {
      const key = `${campaignId}/${step}`;
      const row = totals.get(key) ?? { campaignId, step, waiting: 0, sent: 0, replied: 0, stopped: 0, notSent: 0 };
      for (const [name, by] of Object.entries(change) as [keyof StepCounts, number][]) row[name] += by;
      totals.set(key, row);
    };
    const messages = table('campaign_sequence_messages');
    const replies = table('campaign_sequence_replies');
    for (const recorded of events as RecordedEvent[]) {
      if (recorded.type === 'EmailReplied') {
        const reply = recorded.data as EmailReplied['data'];
        // The recipient's first reply to one of the sequence's e-mails counts, for that e-mail's step.
        const { rows: first } = await tx.query<{ campaign_id: string; step: number }>(
          `insert into ${replies} (campaign_id, contact_id, step, replied_at)
           select campaign_id, contact_id, step, $2 from ${messages} where message_id = $1
           on conflict (campaign_id, contact_id) do nothing
           returning campaign_id::text, step`,
          [reply.messageId, reply.receivedAt],
        );
        for (const row of first) count(row.campaign_id, row.step, { replied: 1 });
        continue;
      }
      const event = { type: recorded.type, data: recorded.data } as SequenceRecipientEvent;
      if (event.type === 'SequenceStepQueued') {
        const { messageId, campaignId, contactId, step } = event.data;
        await tx.query(`insert into ${messages} (message_id, campaign_id, contact_id, step) values ($1, $2, $3, $4) on conflict (message_id) do nothing`, [messageId, campaignId, contactId, step]);
      }
      for (const [step, change] of changes(event)) count(event.data.campaignId, step, change);
    }
    const rows = [...totals.values()];
    if (rows.length === 0) return [];
    await tx.query(
      `insert into ${table('campaign_sequence_steps')} as t (campaign_id, step, waiting, sent, replied, stopped, not_sent)
       select * from unnest($1::uuid[], $2::int[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[])
       on conflict (campaign_id, step) do update set waiting = t.waiting + excluded.waiting, sent = t.sent + excluded.sent,
         replied = t.replied + excluded.replied, stopped = t.stopped + excluded.stopped, not_sent = t.not_sent + excluded.not_sent`,
      [rows.map((r) => r.campaignId), rows.map((r) => r.step), rows.map((r) => r.waiting), rows.map((r) => r.sent), rows.map((r) => r.replied), rows.map((r) => r.stopped), rows.map((r) => r.notSent)],
    );
    return [];
  },
};
