import { campaignAudiencePage, countCampaignAudience } from '@outreach/projector/audience/campaignAudience.ts';
import { campaignHandler, type AudienceRecipient, type CampaignFields, type CampaignState, type CommandContext } from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';
import type { FixedAudience } from './fixedAudience.ts';

/** Recipients read in one query: the whole audience of most sends in one or two, never all 96,000 agents' rows at once. */
const AUDIENCE_PAGE = 20_000;

/** The mailboxes a send goes out from: the campaign's own, or every active mailbox of the team (in a fixed order) when it spreads. */
async function sendingMailboxes(runtime: Runtime, fields: CampaignFields): Promise<string[]> {
  if (fields.sender?.kind === 'mailbox') return [fields.sender.emailAccountId];
  const { rows } = await runtime.pg.query<{ id: string }>(`select id::text from read.email_accounts where is_active order by id`);
  return rows.map((row) => row.id);
}

/**
 * Verify and fix the audience of a send that was asked for: every contact the recipient filter
 * selects now, less suppressed addresses and addresses verified invalid (read page by page in
 * contact order), recorded with what was left out and the mailboxes, in one decision. The
 * campaign refuses a second fix, so a process that runs this again after a crash changes nothing.
 * Answers the audience as recorded and the campaign after it, so the send goes on without reading them back.
 */
export async function fixSendAudience(
  runtime: Runtime,
  campaignId: string,
  fields: CampaignFields,
  context: CommandContext,
): Promise<{ audience: FixedAudience; state: CampaignState }> {
  const recipients: AudienceRecipient[] = [];
  for (;;) {
    const after = recipients.at(-1)?.contactId ?? null;
    const page = await campaignAudiencePage(runtime.db, fields.recipientFilter, after, AUDIENCE_PAGE);
    recipients.push(...page);
    if (page.length < AUDIENCE_PAGE) break;
  }
  // Two contacts may share an address on the read side for a moment (a merge being projected): the first one gets the e-mail.
  const seen = new Set<string>();
  const unique = recipients.filter((r) => !seen.has(r.email) && !!seen.add(r.email));
  const [counted, emailAccountIds] = await Promise.all([countCampaignAudience(runtime.db, fields.recipientFilter), sendingMailboxes(runtime, fields)]);
  const excluded = { suppressed: counted.suppressed, invalid: counted.invalid };
  const { state } = await campaignHandler.run(runtime.eventStore, campaignId, { type: 'FixCampaignAudience', campaignId, recipients: unique, excluded, emailAccountIds }, context);
  return { audience: { recipients: unique, excluded, emailAccountIds: [...new Set(emailAccountIds)], startedAt: state.send?.startedAt ?? context.now }, state };
}
