import { countCampaignAudience } from '@outreach/projector/audience/campaignAudience.ts';
import {
  campaignInputOf,
  campaignReferenceIds,
  checkRecipientFilter,
  emailAccounts,
  templateHandler,
  type AudienceCount,
  type CampaignFields,
  type CampaignInput,
  type CampaignReferences,
  type EmailAccountState,
  type RecipientFilterInput,
  type TemplateState,
} from '@outreach/domain';
import { missingMarketingSetting, type Runtime } from '@outreach/server-kit';
import { sql } from 'slonik';
import { z } from 'zod';

/**
 * What a campaign decision needs read first: the templates and the mailbox it names (from their
 * streams), how many mailboxes are active (for spreading), and the audience of its filter (from
 * the read models, as the creator's live count reads it).
 */

/** The templates and mailbox an input names, as their streams have them now. */
export async function readCampaignReferences(runtime: Runtime, input: CampaignInput, extraTemplates: Record<string, TemplateState> = {}): Promise<CampaignReferences> {
  const { templateIds, emailAccountId } = campaignReferenceIds(input);
  const templates: Record<string, TemplateState> = { ...extraTemplates };
  await Promise.all(
    templateIds
      .filter((id) => !(id in templates))
      .map(async (id) => {
        templates[id] = await templateHandler.load(runtime.eventStore, id);
      }),
  );
  const accounts: Record<string, EmailAccountState> = {};
  if (emailAccountId) accounts[emailAccountId] = await emailAccounts.load(runtime.eventStore, emailAccountId);
  const activeMailboxCount = input.type !== 'sms' && input.spreadAcrossMailboxes ? await countActiveMailboxes(runtime) : 0;
  return { templates, emailAccounts: accounts, activeMailboxCount };
}

/** The references of a recorded campaign (checked again before it is scheduled or sent), and a setting its marketing e-mail would lack here. */
export async function readRecordedReferences(runtime: Runtime, fields: CampaignFields): Promise<CampaignReferences> {
  const references = await readCampaignReferences(runtime, campaignInputOf(fields));
  const missing = missingMarketingSetting(runtime.config);
  return missing ? { ...references, missingMarketingSetting: missing } : references;
}

/** Mailboxes of the team that may send (read.email_accounts; deleted ones are not there). */
export async function countActiveMailboxes(runtime: Runtime): Promise<number> {
  return runtime.db.oneFirst(sql.type(z.object({ n: z.number() }))`select count(*)::int as n from read.email_accounts where is_active`);
}

/** The audience of a filter now (a filter the domain refuses is a 400 here already). */
export async function countAudience(runtime: Runtime, filter: RecipientFilterInput): Promise<AudienceCount> {
  const checked = checkRecipientFilter(filter);
  const { count, suppressed, invalid } = await countCampaignAudience(runtime.db, checked);
  return { filter: checked, count, leftOut: { suppressed, invalid } };
}
