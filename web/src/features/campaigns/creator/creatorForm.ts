import { AB_VARIANT_KEYS, CAMPAIGN_DEFAULTS, CAMPAIGN_LIMITS, CAMPAIGN_MESSAGES } from '@outreach/contracts/campaignChoices.ts';
import { variablesIn } from '../../templates/templatePreview.ts';
import type { CreateCampaignRequest } from '../audience/campaignApi.ts';
import { EMPTY_AUDIENCE, recipientFilterOf, type AudienceChoice } from '../audience/recipientFilter.ts';
import { SPREAD_SENDER, senderFields } from './senderChoice.ts';

/** The Streamlined creator's types: a one-time e-mail, or an A/B test of its subject lines. */
export type CreatorType = 'email' | 'ab-test';

export interface CreatorForm {
  name: string;
  type: CreatorType;
  /** An e-mail account's id, SPREAD_SENDER, or null (none chosen). */
  sender: string | null;
  templateName: string;
  /** The subject line; an A/B test's variants A, B (, C, D), one subject line each. */
  subjects: string[];
  content: string;
  audience: AudienceChoice;
}

export const CREATOR_STEPS = ['Campaign Details', 'Email Content', 'Select Recipients', 'Review and Send'] as const;

export const emptyCreatorForm = (): CreatorForm => ({ name: '', type: 'email', sender: null, templateName: '', subjects: [''], content: '', audience: EMPTY_AUDIENCE });

/** The form's field errors, by field ('name', 'sender', 'templateName', 'subjects.1', 'content'). */
export type FieldErrors = Partial<Record<string, string>>;

/** The subject lines a type asks for: one, or two to four variants. */
export function subjectsFor(type: CreatorType, subjects: readonly string[]): string[] {
  if (type === 'email') return [subjects[0] ?? ''];
  const variants = subjects.slice(0, CAMPAIGN_LIMITS.variants.max);
  while (variants.length < CAMPAIGN_LIMITS.variants.min) variants.push('');
  return variants;
}

export function detailsErrors(form: CreatorForm): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.name.trim()) errors.name = CAMPAIGN_MESSAGES.nameRequired;
  else if (form.name.trim().length > CAMPAIGN_LIMITS.name) errors.name = `Campaign name must be at most ${CAMPAIGN_LIMITS.name} characters`;
  if (!form.sender) errors.sender = CAMPAIGN_MESSAGES.emailAccountRequired;
  return errors;
}

export function contentErrors(form: CreatorForm): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.templateName.trim()) errors.templateName = 'Template name is required';
  const subjects = subjectsFor(form.type, form.subjects);
  const seen = new Map<string, number>();
  subjects.forEach((subject, i) => {
    const key = `subjects.${i}`;
    const clean = subject.trim();
    const label = form.type === 'ab-test' ? `Variant ${AB_VARIANT_KEYS[i]}: ` : '';
    if (!clean) errors[key] = `${label}${CAMPAIGN_MESSAGES.subjectRequired}`;
    else if (clean.length > CAMPAIGN_LIMITS.subject) errors[key] = `${label}The subject line must be at most ${CAMPAIGN_LIMITS.subject} characters`;
    else if (seen.has(clean)) errors[key] = `${label}The same as variant ${AB_VARIANT_KEYS[seen.get(clean)!]}: write a different subject line`;
    else seen.set(clean, i);
  });
  if (!form.content.trim()) errors.content = CAMPAIGN_MESSAGES.contentRequired;
  return errors;
}

/** The errors that keep a step from moving on (step 3 moves on only with recipients, which the screen counts). */
export function stepErrors(step: number, form: CreatorForm): FieldErrors {
  if (step === 1) return detailsErrors(form);
  if (step === 2) return contentErrors(form);
  return {};
}

/** The first step whose fields are not complete, or null. */
export function firstIncompleteStep(form: CreatorForm): number | null {
  if (Object.keys(detailsErrors(form)).length > 0) return 1;
  if (Object.keys(contentErrors(form)).length > 0) return 2;
  return null;
}

/** POST /api/templates (and PUT on a second save): the creator's e-mail kept in the template library. */
export function creatorTemplateBody(form: CreatorForm) {
  const subjectLines = subjectsFor(form.type, form.subjects).map((subject) => subject.trim());
  const content = form.content;
  return { name: form.templateName.trim(), subjectLines, content, variables: variablesIn([...subjectLines, content]) };
}

/** Tells whether the template saved before still holds what the form says. */
export const templateKey = (form: CreatorForm) => JSON.stringify(creatorTemplateBody(form));

/** POST /api/campaigns: a draft on the saved template, for the chosen recipients (an A/B test: one variant per subject line). */
export function creatorCampaignBody(form: CreatorForm, templateId: string, recipientCount: number | null): CreateCampaignRequest {
  const subjects = subjectsFor(form.type, form.subjects).map((subject) => subject.trim());
  return {
    name: form.name.trim(),
    type: form.type,
    status: 'draft',
    templateId,
    ...senderFields(form.sender),
    recipientFilter: recipientFilterOf(form.audience),
    recipientCount,
    abTest: form.type === 'ab-test' ? { ...CAMPAIGN_DEFAULTS.abTest, variants: subjects.map((subject) => ({ subject })) } : null,
  };
}

export { SPREAD_SENDER };
