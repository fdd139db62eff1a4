import { countCampaignAudience } from '@outreach/projector/audience/campaignAudience.ts';
import { DateTime } from 'luxon';
import { campaignHandler, spreadAcrossMailboxes, teamZone, WARMUP_DAYS, type CampaignFields, type CampaignState, type CommandContext } from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';
import { verifyAudience } from './audienceVerification.ts';
import type { FixedAudience } from './fixedAudience.ts';
import { readAudience } from './audienceRecipients.ts';

/**
 * The mailboxes a send goes out from: the campaign's own, or every active mailbox of the team (in a
 * fixed order) when it spreads, each with its share of the `total` recipients by the room it has
 * left today (its daily limit, the warm-up's while warming up, less what it sent today in the team's zone).
 */
async function sendingMailboxes(runtime: Runtime, fields: CampaignFields, total: number, now: Date): Promise<{ emailAccountIds: string[]; mailboxShares?: number[] }> {
  if (fields.sender?.kind === 'mailbox') return { emailAccountIds: [fields.sender.emailAccountId] };
  const today = DateTime.fromJSDate(now, { zone: await teamZone(runtime.eventStore) }).toISODate();
  const { rows } = await runtime.pg.query<{ id: string; daily_limit: number; sent_today: number }>(
    `select a.id::text, case when a.warmup_enabled and a.warmup_day < $2 then least(a.current_daily_limit, a.daily_limit) else a.daily_limit end as daily_limit,
            coalesce(c.emails_sent, 0) as sent_today
       from read.email_accounts a left join dispatcher.daily_send_counts c on c.email_account_id = a.id and c.send_date = $1::date
      where a.is_active order by a.id`,
    [today, WARMUP_DAYS],
  );
  const emailAccountIds = rows.map((row) => row.id);
  if (rows.length < 2) return { emailAccountIds };
  const capacities = rows.map((row) => ({ roomToday: row.daily_limit - row.sent_today, dailyLimit: row.daily_limit }));
  return { emailAccountIds, mailboxShares: spreadAcrossMailboxes(total, capacities) };
}

/**
 * Verify and fix the audience of a send that was asked for: every contact the recipient filter
 * selects now, less suppressed addresses and addresses verified invalid (read page by page in
 * contact order), less the addresses never checked (or not for 30 days) that a check now finds
 * invalid (verifyAudience, which records those checks), recorded with what was left out and the
 * mailboxes, in one decision: the send's valid and invalid figures are what its e-mails will meet.
 * The campaign refuses a second fix, so a process that runs this again after a crash changes
 * nothing. Answers the audience as recorded and the campaign after it, so the send goes on
 * without reading them back; with no one left in the audience the send does not start (the
 * campaign is a draft again, with why).
 */
export async function fixSendAudience(
  runtime: Runtime,
  campaignId: string,
  fields: CampaignFields,
  context: CommandContext,
): Promise<{ audience: FixedAudience; state: CampaignState }> {
  // Counted before the audience is read and checked: the checks recorded below are not counted again as known invalid when the read side has them.
  const counted = await countCampaignAudience(runtime.db, fields.recipientFilter);
  const unique = await readAudience(runtime, fields.recipientFilter);
  const verified = await verifyAudience(runtime, unique, context);
  const kept = verified.recipients;
  const mailboxes = await sendingMailboxes(runtime, fields, kept.length, new Date(context.now));
  const excluded = { suppressed: counted.suppressed, invalid: counted.invalid + verified.leftOut.length };
  const { state, position } = await campaignHandler.run(runtime.eventStore, campaignId, { type: 'FixCampaignAudience', campaignId, recipients: kept, excluded, ...mailboxes }, context);
  if (!position) throw new Error(`campaign ${campaignId}: fixing the audience recorded nothing`);
  return {
    audience: { recipients: kept, excluded, ...mailboxes, emailAccountIds: [...new Set(mailboxes.emailAccountIds)], startedAt: state.send?.startedAt ?? context.now, startPosition: position },
    state,
  };
}
