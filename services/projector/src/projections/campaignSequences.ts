import { SEQUENCE_RECIPIENT_EVENT_TYPES, type CampaignEvent, type EmailReplied, type RecordedEvent, type SequenceRecipientEvent } from '@outreach/domain';
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
      // A recipient waits for step 1 from the send's start and for each later step from the moment the previous one was sent, queued or not.
      return [];
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

/** The campaign events that say which campaigns are sequences, when a sequence's send starts and when it is cancelled. */
const CAMPAIGN_EVENTS = ['CampaignCreated', 'CampaignCopied', 'CampaignUpdated', 'CampaignSendStarted', 'CampaignCancelled'] as const;
type SequenceCampaignEvent = Extract<CampaignEvent, { type: (typeof CAMPAIGN_EVENTS)[number] }>;

/**
 * read.campaign_sequence_steps: per sequence campaign and step, how many recipients wait for it,
 * got it, replied to it (a recipient's first reply, during the sequence or after its last step),
 * were stopped before it, or did not get it because it did not go out. Every recipient of the
 * send waits for step 1 from the moment the send starts (its audience fixed), whatever step 1's
 * delay; each later step from the moment the previous one was sent. Once the campaign is
 * cancelled nobody waits any more: whoever waited for a step counts as stopped before it, and so
 * does whoever would wait for the next step after an e-mail that was already on its way went out.
 * The batch's changes are summed per step and applied in one upsert each.
 * read.campaign_sequence_campaigns knows which campaigns are sequences and which were cancelled,
 * read.campaign_sequence_messages each queued e-mail's step, read.campaign_sequence_replies each
 * recipient's first reply.
 */
export const campaignSequences: Projection = {
  name: 'campaignSequences',
  version: 3,
  gatherMs: BULK_GATHER_MS,
  tables: ['campaign_sequence_steps', 'campaign_sequence_messages', 'campaign_sequence_replies', 'campaign_sequence_campaigns'],
  handles: [...SEQUENCE_RECIPIENT_EVENT_TYPES, 'EmailReplied', ...CAMPAIGN_EVENTS],
  async apply({ tx, table }, events) {
    const steps = table('campaign_sequence_steps');
    const messages = table('campaign_sequence_messages');
    const replies = table('campaign_sequence_replies');
    const sequences = table('campaign_sequence_campaigns');

    /** Per campaign met in this batch: a sequence (and whether it was cancelled), or null for any other campaign. */
    const known = new Map<string, { cancelled: boolean } | null>();
    const sequence = async (campaignId: string) => {
      if (!known.has(campaignId)) {
        const { rows } = await tx.query<{ cancelled: boolean }>(`select cancelled_at is not null as cancelled from ${sequences} where campaign_id = $1`, [campaignId]);
        known.set(campaignId, rows[0] ?? null);
      }
      return known.get(campaignId)!;
    };

    const totals = new Map<string, { campaignId: string; step: number } & StepCounts>();
    const count = (campaignId: string, step: number, change: Partial<StepCounts>) => {
      const key = `${campaignId}/${step}`;
      const row = totals.get(key) ?? { campaignId, step, waiting: 0, sent: 0, replied: 0, stopped: 0, notSent: 0 };
      // In a cancelled campaign whoever would wait for a step is stopped before it instead.
      const { waiting = 0, ...rest } = change;
      const counted: Partial<StepCounts> = known.get(campaignId)?.cancelled ? { ...rest, stopped: (rest.stopped ?? 0) + waiting } : change;
      for (const [name, by] of Object.entries(counted) as [keyof StepCounts, number][]) row[name] += by;
      totals.set(key, row);
    };
    /** Add the changes summed so far to the stored counts. */
    const flush = async () => {
      const rows = [...totals.values()];
      totals.clear();
      if (rows.length === 0) return;
      await tx.query(
        `insert into ${steps} as t (campaign_id, step, waiting, sent, replied, stopped, not_sent)
         select * from unnest($1::uuid[], $2::int[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[])
         on conflict (campaign_id, step) do update set waiting = t.waiting + excluded.waiting, sent = t.sent + excluded.sent,
           replied = t.replied + excluded.replied, stopped = t.stopped + excluded.stopped, not_sent = t.not_sent + excluded.not_sent`,
        [rows.map((r) => r.campaignId), rows.map((r) => r.step), rows.map((r) => r.waiting), rows.map((r) => r.sent), rows.map((r) => r.replied), rows.map((r) => r.stopped), rows.map((r) => r.notSent)],
      );
    };

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
      if ((CAMPAIGN_EVENTS as readonly string[]).includes(recorded.type)) {
        const event = { type: recorded.type, data: recorded.data } as SequenceCampaignEvent;
        const { campaignId } = event.data;
        switch (event.type) {
          case 'CampaignCreated':
          case 'CampaignCopied':
          case 'CampaignUpdated':
            // A draft's type may change until it is sent.
            if (event.data.type === 'sequence') {
              await tx.query(`insert into ${sequences} (campaign_id) values ($1) on conflict (campaign_id) do nothing`, [campaignId]);
              known.delete(campaignId);
            } else {
              if (event.type === 'CampaignUpdated') await tx.query(`delete from ${sequences} where campaign_id = $1`, [campaignId]);
              known.set(campaignId, null);
            }
            break;
          case 'CampaignSendStarted':
            if (await sequence(campaignId)) count(campaignId, 1, { waiting: event.data.recipientCount });
            break;
          case 'CampaignCancelled': {
            const found = await sequence(campaignId);
            if (!found || found.cancelled) break;
            await flush();
            await tx.query(`update ${steps} set stopped = stopped + waiting, waiting = 0 where campaign_id = $1 and waiting <> 0`, [campaignId]);
            await tx.query(`update ${sequences} set cancelled_at = $2 where campaign_id = $1`, [campaignId, event.data.cancelledAt]);
            known.set(campaignId, { cancelled: true });
            break;
          }
        }
        continue;
      }
      const event = { type: recorded.type, data: recorded.data } as SequenceRecipientEvent;
      if (event.type === 'SequenceStepQueued') {
        const { messageId, campaignId, contactId, step } = event.data;
        await tx.query(`insert into ${messages} (message_id, campaign_id, contact_id, step) values ($1, $2, $3, $4) on conflict (message_id) do nothing`, [messageId, campaignId, contactId, step]);
      }
      const changed = changes(event);
      if (changed.length > 0) await sequence(event.data.campaignId);
      for (const [step, change] of changed) count(event.data.campaignId, step, change);
    }
    await flush();
    return [];
  },
};
