import { CAMPAIGN_LIMITS, CAMPAIGN_MESSAGES, type CampaignType } from '@outreach/contracts/campaignChoices.ts';
import type { Template } from '../../templates/templateTypes.ts';
import type { CampaignView, UpdateCampaignRequest } from '../audience/campaignApi.ts';
import type { AudienceChoice } from '../audience/recipientFilter.ts';
import { senderFields, senderOf } from '../creator/senderChoice.ts';

export const EDIT_STEPS = ['Campaign Details', 'Email Content', 'Test Email', 'Audience'] as const;
export const UPDATE_FAILED = 'Failed to update campaign. Please try again.';
export const CAMPAIGN_MISSING = 'Campaign data is missing. Please try again.';

/** What the edit dialog changes: the details, the e-mail (its template's, or the campaign's own), the audience. */
export interface EditForm {
  name: string;
  type: CampaignType;
  sender: string | null;
  templateName: string;
  subject: string;
  content: string;
  audience: AudienceChoice;
}

/** Where the campaign's e-mail lives: a library template, its own subject and content, or neither (a sequence's steps). */
export type EmailSource = { kind: 'template'; template: Template | undefined } | { kind: 'own' } | { kind: 'none' };

export function emailSourceOf(campaign: CampaignView, templates: readonly Template[] | undefined): EmailSource {
  if (campaign.templateId) return { kind: 'template', template: templates?.find((template) => template.id === campaign.templateId) };
  if (campaign.type === 'sequence') return { kind: 'none' };
  return { kind: 'own' };
}

/** The form as the campaign (and its template) stand now. */
export function editFormOf(campaign: CampaignView, source: EmailSource): EditForm {
  const template = source.kind === 'template' ? source.template : undefined;
  return {
    name: campaign.name,
    type: campaign.type,
    sender: senderOf(campaign),
    templateName: template?.name ?? '',
    subject: template ? (template.subjectLines[0] ?? '') : (campaign.subject ?? ''),
    content: template ? template.content : (campaign.content ?? ''),
    audience: { cities: [...campaign.recipientFilter.cities], performanceTiers: [...campaign.recipientFilter.performanceTiers] },
  };
}

export function editErrors(form: EditForm, source: EmailSource): Partial<Record<keyof EditForm, string>> {
  const errors: Partial<Record<keyof EditForm, string>> = {};
  if (!form.name.trim()) errors.name = CAMPAIGN_MESSAGES.nameRequired;
  else if (form.name.trim().length > CAMPAIGN_LIMITS.name) errors.name = `Campaign name must be at most ${CAMPAIGN_LIMITS.name} characters`;
  if (form.type !== 'sms' && !form.sender) errors.sender = CAMPAIGN_MESSAGES.emailAccountRequired;
  if (source.kind === 'template' && source.template) {
    if (!form.templateName.trim()) errors.templateName = 'Template name is required';
    if (!form.subject.trim()) errors.subject = CAMPAIGN_MESSAGES.subjectRequired;
    if (!form.content.trim()) errors.content = CAMPAIGN_MESSAGES.contentRequired;
  }
  if (source.kind === 'own' && form.type !== 'sms' && (form.subject.trim() || form.content.trim())) {
    if (!form.subject.trim()) errors.subject = CAMPAIGN_MESSAGES.subjectRequired;
    if (!form.content.trim()) errors.content = CAMPAIGN_MESSAGES.contentRequired;
  }
  return errors;
}

/** The step each field is on, to go to the first one with a problem. */
export const FIELD_STEP: Record<keyof EditForm, number> = { name: 1, type: 1, sender: 1, templateName: 2, subject: 2, content: 2, audience: 4 };

/** PUT /api/templates/{id} {name, subjectLines, content}: only when the template's fields changed (its other subject lines kept). */
export function templateChanges(source: EmailSource, form: EditForm): { id: string; body: { name: string; subjectLines: string[]; content: string } } | null {
  if (source.kind !== 'template' || !source.template) return null;
  const { template } = source;
  const name = form.templateName.trim();
  const subject = form.subject.trim();
  if (name === template.name && subject === (template.subjectLines[0] ?? '') && form.content === template.content) return null;
  return { id: template.id, body: { name, subjectLines: [subject, ...template.subjectLines.slice(1)], content: form.content } };
}

/** PUT /api/campaigns/{id}: name, type, sending account and recipient filter, and its own subject and content when they changed. */
export function campaignChanges(campaign: CampaignView, source: EmailSource, form: EditForm): UpdateCampaignRequest {
  const body: UpdateCampaignRequest = {
    name: form.name.trim(),
    type: form.type,
    ...(form.type === 'sms' ? {} : senderFields(form.sender)),
    recipientFilter: { ...campaign.recipientFilter, cities: [...form.audience.cities], performanceTiers: [...form.audience.performanceTiers] },
  };
  if (source.kind === 'own' && (form.subject !== (campaign.subject ?? '') || form.content !== (campaign.content ?? ''))) {
    body.subject = form.subject.trim() || null;
    body.content = form.content.trim() ? form.content : null;
  }
  return body;
}
