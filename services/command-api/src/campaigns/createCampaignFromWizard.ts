import { randomUUID } from 'node:crypto';
import type { CreateCampaignFromWizardBody } from '@outreach/contracts';
import {
  campaign,
  campaignHandler,
  DEFAULT_CAMPAIGN_INPUT,
  DEFAULT_TEMPLATE_CATEGORY,
  emailAccounts,
  fold,
  initialCampaignState,
  initialTemplateState,
  primaryEmailAccounts,
  template,
  TEMPLATE_TARGET_TIERS,
  templateHandler,
  type CampaignInput,
  type CommandContext,
  type TemplateInput,
} from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';
import type { CampaignAnswer } from './campaignCommands.ts';
import { countAudience, readCampaignReferences } from './campaignReads.ts';
import { toCampaignView } from './campaignView.ts';

/** A wizard category ('free-trial', 'demo' …) as a library e-mail category. */
function categoryOf(raw: string | undefined): string {
  const category = (raw ?? '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50);
  return category && !category.startsWith('sms-') ? category : DEFAULT_TEMPLATE_CATEGORY;
}

/** The mailbox a wizard campaign goes out from: the one given, else the primary one if it may send, else every active one. */
async function senderOf(runtime: Runtime, given: string | null | undefined): Promise<Pick<CampaignInput, 'fromEmailAccountId' | 'spreadAcrossMailboxes'>> {
  if (given) return { fromEmailAccountId: given, spreadAcrossMailboxes: false };
  const { accountId } = await primaryEmailAccounts.load(runtime.eventStore, '');
  if (accountId) {
    const account = await emailAccounts.load(runtime.eventStore, accountId);
    if (account.status === 'active' && account.settings?.isActive) return { fromEmailAccountId: accountId, spreadAcrossMailboxes: false };
  }
  return { fromEmailAccountId: null, spreadAcrossMailboxes: true };
}

/**
 * POST /api/campaigns/create-from-wizard: the wizard's template saved to the library, and a draft
 * one-time campaign on it for the chosen tiers. Both are decided before either is recorded, so a
 * refused campaign leaves no template behind.
 */
export async function createCampaignFromWizard(runtime: Runtime, body: CreateCampaignFromWizardBody, context: CommandContext): Promise<CampaignAnswer> {
  const templateId = randomUUID();
  const campaignId = randomUUID();
  const wizard = body.template;
  const tier = wizard.targetTier?.trim() ?? '';
  const templateInput: TemplateInput = {
    name: wizard.name.trim() || body.name,
    subjectLines: [wizard.subjectLine],
    content: wizard.content,
    variables: [],
    targetTier: (TEMPLATE_TARGET_TIERS as readonly string[]).includes(tier) ? tier : null,
    category: categoryOf(wizard.category),
    status: 'saved',
  };
  const createTemplate = { type: 'CreateTemplate' as const, templateId, input: templateInput };
  const templateState = fold(template, template.decide(createTemplate, initialTemplateState, context));

  const input: CampaignInput = {
    ...DEFAULT_CAMPAIGN_INPUT,
    name: body.name,
    type: 'email',
    templateId,
    ...(await senderOf(runtime, body.fromEmailAccountId)),
    recipientFilter: { performanceTiers: body.targetTiers },
  };
  const [references, audience] = await Promise.all([readCampaignReferences(runtime, input, { [templateId]: templateState }), countAudience(runtime, input.recipientFilter)]);
  const createCampaign = { type: 'CreateCampaign' as const, campaignId, input, references, audience, scheduledAt: null };
  campaign.decide(createCampaign, initialCampaignState, context);

  await templateHandler.run(runtime.eventStore, templateId, createTemplate, context);
  const result = await campaignHandler.run(runtime.eventStore, campaignId, createCampaign, context);
  return { campaign: toCampaignView(result.state), position: result.position };
}
