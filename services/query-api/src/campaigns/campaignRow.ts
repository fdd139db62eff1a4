import { abTestLiveView, campaignView, sendWindowView, sequenceStepViewOf, type CampaignView } from '@outreach/contracts';
import { sql } from 'slonik';
import { z } from 'zod';

const storedContent = z.union([
  z.object({ kind: z.literal('template'), templateId: z.string() }),
  z.object({ kind: z.literal('own'), subject: z.string(), content: z.string() }),
]);
/** A sequence step as read.campaigns stores it (the domain's shape). */
const storedStep = z.object({ step: z.number(), content: storedContent, delayDays: z.number(), sendWindow: sendWindowView.nullable(), sameThread: z.boolean() });

/** A row of read.campaigns as `campaignView` reads it (the steps as stored). */
export const campaignRow = campaignView.omit({ sequence: true }).extend({ sequence: z.array(storedStep).nullable(), abTestLive: abTestLiveView.nullable() });
type CampaignRow = z.infer<typeof campaignRow>;

/** A started sequence's progress, one entry per step of its definition (read.campaign_sequence_steps); null for the rest. */
const sequenceProgress = sql.fragment`
  case when campaigns.type = 'sequence' and campaigns.sent_at is not null then (
    select coalesce(jsonb_agg(jsonb_build_object('step', s.step, 'delayDays', (s.definition ->> 'delayDays')::int, 'waiting', coalesce(p.waiting, 0), 'sent', coalesce(p.sent, 0),
                                                 'replied', coalesce(p.replied, 0), 'stopped', coalesce(p.stopped, 0), 'notSent', coalesce(p.not_sent, 0)) order by s.step), '[]'::jsonb)
      from jsonb_array_elements(campaigns.sequence) with ordinality as s(definition, step)
      left join read.campaign_sequence_steps p on p.campaign_id = campaigns.id and p.step = s.step)
  end`;

/**
 * An A/B test's figures so far while it waits for its decision: per variant of the split (in its
 * order), its test e-mails sent by now (read.campaign_ab_test_recipients joined to
 * read.campaign_messages) and those of them replied to, opened or clicked, as the metric says;
 * null for other campaigns, before the split and once decided.
 */
const abTestLive = sql.fragment`
  case when campaigns.ab_test_result -> 'decision' = 'null'::jsonb then (
    select jsonb_build_object('metric', coalesce(campaigns.ab_test ->> 'metric', 'replies'), 'variants', coalesce(jsonb_agg(jsonb_build_object(
             'variant', v.variant, 'sent', v.sent, 'conversions', v.conversions, 'rate', case when v.sent = 0 then null else v.conversions::float8 / v.sent end) order by v.position), '[]'::jsonb))
      from (select split.position, split.result ->> 'variant' as variant,
                   count(*) filter (where m.status = 'sent') as sent,
                   count(*) filter (where m.status = 'sent' and case coalesce(campaigns.ab_test ->> 'metric', 'replies')
                                                                   when 'opens' then m.opened_at is not null
                                                                   when 'clicks' then m.clicked_at is not null
                                                                   else m.replied_at is not null end) as conversions
              from jsonb_array_elements(campaigns.ab_test_result -> 'variants') with ordinality as split(result, position)
              left join read.campaign_ab_test_recipients r on r.campaign_id = campaigns.id and r.variant = split.result ->> 'variant'
              left join read.campaign_messages m on m.message_id = r.message_id
             group by split.position, split.result ->> 'variant') as v)
  end`;

export const selectCampaign = sql.fragment`
  select id::text as id, name, type, status, template_id::text as "templateId", subject, content,
         from_email_account_id::text as "fromEmailAccountId", spread_across_mailboxes as "spreadAcrossMailboxes",
         recipient_filter as "recipientFilter", recipient_count as "recipientCount", sent_count as "sentCount", open_count as "openCount",
         click_count as "clickCount", skipped_count as "skippedCount", failed_count as "failedCount", unknown_count as "unknownCount",
         excluded_count as "excludedCount", ab_test as "abTest", ab_test_result as "abTestResult", sequence, send_window as "sendWindow", tracking, scheduled_at as "scheduledAt",
         schedule_missed as "scheduleMissed", send_not_started as "sendNotStarted", sent_at as "sentAt",
         completed_at as "completedAt", copied_from_id::text as "copiedFromId", created_at as "createdAt", updated_at as "updatedAt",
         ${sequenceProgress} as "sequenceProgress", ${abTestLive} as "abTestLive"
    from read.campaigns`;

export function toCampaignView(row: CampaignRow): CampaignView {
  // A sequence's progress and an A/B test's result only once there are some, as the write side's answers (which never carry them) say.
  const { sequenceProgress, abTestResult, abTestLive, ...rest } = row;
  return {
    ...rest,
    sequence: row.sequence && { steps: row.sequence.map(sequenceStepViewOf) },
    ...(abTestResult ? { abTestResult: { ...abTestResult, live: abTestLive } } : {}),
    ...(sequenceProgress ? { sequenceProgress } : {}),
  };
}
