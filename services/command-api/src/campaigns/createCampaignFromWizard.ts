import { randomUUID } from 'node:crypto';
import type { CreateCampaignFromWizardBody } from '@outreach/contracts';
import {
  campaign,
  campaignHandler,
  DEFAULT_CAMPAIGN_INPUT,
  DEFAULT_TEMPLATE_CATEGORY,
  DomainError,
  emailAccounts,
  fold,
  initialCampaignState,
  initialTemplateState,
  invalid,
  primaryEmailAccounts,
  template,
  templateHandler,
  type CampaignInput,
  type CommandContext,
  type CreateTemplate,
  type TemplateInput,
} from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';
import type { CampaignAnswer } from './campaignCommands.ts';
import { countAudience, readCampaignReferences } from './campaignReads.ts';
import { toCampaignView } from './campaignView.ts';

const wizardFieldError = (path: string, message: string) => invalid(message, { errors: [{ path, message }] });

/**
 * The wizard's template is the e-mail the campaign sends: a category that would make it an SMS
 * template is refused. Every other check of its fields is the template library's own (see
 * decideWizardTemplate).
 */
function emailCategory(raw: string | undefined): string {
  const category = raw ?? '';
  if (category.trim().toLowerCase().startsWith('sms-')) {
    throw wizardFieldError('template.category', `template.category "${category.trim()}" is an SMS template category: the wizard's template is an e-mail (give an e-mail category, such as ${DEFAULT_TEMPLATE_CATEGORY})`);
  }
  return category;
}

/** Where a template check's field is in the wizard's body (its template has one subject line). */
function wizardPath(templatePath: string): string {
  return templatePath.startsWith('subjectLines') ? 'template.subjectLine' : `template.${templatePath}`;
}

/** Decide the wizard's template as POST /api/templates would, its refusals naming the wizard body's fields. */
function decideWizardTemplate(command: CreateTemplate, context: CommandContext) {
  try {
    return template.decide(command, initialTemplateState, context);
  } catch (error) {
    const errors = error instanceof DomainError ? (error.details?.errors as { path: string; message: string }[] | undefined) : undefined;
    if (!(error instanceof DomainError) || !errors) throw error;
    throw new DomainError(error.code, error.message, { ...error.details, errors: errors.map((e) => ({ ...e, path: wizardPath(e.path) })) });
  }
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
 * POST /api/campaigns/create-from-wizard: the wizard's template saved to the library (its fields
 * kept or refused exactly as POST /api/templates would), and a draft one-time campaign on it for
 * the chosen tiers. Both are decided before either is recorded, so a refused campaign leaves no
 * template behind.
 */
export async function createCampaignFromWizard(runtime: Runtime, body: CreateCampaignFromWizardBody, context: CommandContext): Promise<CampaignAnswer> {
  const templateId = randomUUID();
  const campaignId = randomUUID();
  const wizard = body.template;
  const templateInput: TemplateInput = {
    name: wizard.name.trim() || body.name,
    subjectLines: [wizard.subjectLine],
    content: wizard.content,
    variables: [],
    targetTier: wizard.targetTier ?? null,
    category: emailCategory(wizard.category),
    status: 'saved',
  };
  const createTemplate: CreateTemplate = { type: 'CreateTemplate', templateId, input: templateInput };
  const templateState = fold(template, decideWizardTemplate(createTemplate, context));

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
