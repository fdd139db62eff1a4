import { conflict } from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';
import { sql } from 'slonik';
import { z } from 'zod';
import { readModelsCaughtUp } from '../shared/readModelsCaughtUp.ts';

/** Campaigns that are to go out or are going out: what a template or mailbox removed from under them would strand. */
const STILL_TO_GO = ['scheduled', 'sending', 'paused'];
/** The read models the check reads. */
const READS = ['campaigns', 'outboundEmails'];
/** Names listed in the answer; the rest are counted. */
const LISTED = 5;

/**
 * The names of the campaigns still to go that send a template (as theirs, or a sequence step's),
 * or from a mailbox (as theirs, or, spread across mailboxes, with e-mails still waiting to go from it).
 */
async function campaignsStillToGoUsing(runtime: Runtime, used: { templateId: string } | { emailAccountId: string }): Promise<string[]> {
  const uses =
    'templateId' in used
      ? sql.fragment`(template_id = ${used.templateId} or jsonb_path_exists(coalesce(sequence, 'null'), '$.** ? (@.templateId == $id)', jsonb_build_object('id', ${used.templateId}::text)))`
      : sql.fragment`((from_email_account_id = ${used.emailAccountId} and not spread_across_mailboxes)
           or (spread_across_mailboxes and exists (select 1 from read.outbound_emails as o
                where o.campaign_id = c.id::text and o.status in ('queued', 'deferred') and o.email_account_id = ${used.emailAccountId})))`;
  const names = await runtime.db.anyFirst(sql.type(z.object({ name: z.string() }))`
    select name from read.campaigns as c
     where status = any(${sql.array(STILL_TO_GO, 'text')}) and ${uses}
     order by scheduled_at nulls first, name`);
  return [...names];
}

/**
 * Refuses (409) to take away, or make unusable, a template or mailbox that campaigns still to go
 * out use: they would otherwise fail at their scheduled time or stop half sent. The answer names
 * them, so the user can change or cancel them first. Read from the campaigns read model once it
 * has applied every event stored before the request (a campaign scheduled a moment before is
 * seen); one scheduled in the same instant is still checked again when it starts.
 */
export async function refuseWhileCampaignsUse(runtime: Runtime, used: { templateId: string } | { emailAccountId: string }, action: string): Promise<void> {
  const what = 'templateId' in used ? 'template' : 'email account';
  if (!(await readModelsCaughtUp(runtime, READS))) {
    throw conflict(`The ${what} cannot be ${action} just now: the campaigns that may use it are still being brought up to date. Try again in a moment.`);
  }
  const names = await campaignsStillToGoUsing(runtime, used);
  if (names.length === 0) return;
  const listed = names.slice(0, LISTED).map((name) => `“${name}”`).join(', ');
  const more = names.length > LISTED ? ` and ${names.length - LISTED} more` : '';
  throw conflict(`The ${what} cannot be ${action} while campaigns that are scheduled, sending or paused use it: ${listed}${more}. Edit the scheduled ones to use another ${what}, or cancel them, first.`);
}
