import { CAMPAIGN_LIMITS, CAMPAIGN_MESSAGES, type AbVariantKey, type CampaignType } from '@outreach/contracts/campaignChoices.ts';
import type { EmailAccount } from '../../emailAccounts/emailAccountTypes.ts';
import type { Template } from '../../templates/templateTypes.ts';
import type { CampaignView, UpdateCampaignRequest } from '../audience/campaignApi.ts';
import type { AudienceChoice } from '../audience/recipientFilter.ts';
import { sequenceProblems, type SequenceStepForm } from '../advancedSetup/advancedForm.ts';
import { formChanged } from '../creator/formChanged.ts';
import { senderFields, senderOf, senderProblem } from '../creator/senderChoice.ts';
import { sequenceChanges, sequenceStepFormsOf } from './sequenceEdit.ts';

export const EDIT_STEPS = ['Campaign Details', 'Email Content', 'Test Email', 'Audience'] as const;
export const UPDATE_FAILED = 'Failed to update campaign. Please try again.';
export const CAMPAIGN_MISSING = 'Campaign data is missing. Please try again.';
/** Why Save Changes is off while the audience has nobody in it (the Streamlined creator's Next is off then too). */
export const EMPTY_AUDIENCE = 'No recipients: choose other cities or tiers to save the campaign.';

/** One variant of an A/B test as the dialog edits it: its subject line, and its own content (null: the campaign's content). */
export interface VariantForm {
  key: AbVariantKey;
  subject: string;
  content: string | null;
}

/** What the edit dialog changes: the details, the e-mail (its template's, or the campaign's own, and an A/B test's variants), the audience. */
export interface EditForm {
  name: string;
  type: CampaignType;
  sender: string | null;
  templateName: string;
  subject: string;
  content: string;
  /** An A/B test's variants (what it sends); empty for other campaigns. */
  variants: VariantForm[];
  /** A sequence's steps (what it sends), as Advanced Setup's step fields edit them; empty for other campaigns. */
  steps: SequenceStepForm[];
  audience: AudienceChoice;
}

/**
 * A field of the form that can be wrong: an A/B test's variant by its place ('variants.1.subject'),
 * 'variants' for the variants together; 'steps' for a sequence's steps (its problems one a line, each naming its step).
 */
export type EditField = Exclude<keyof EditForm, 'variants'> | 'variants' | `variants.${number}.subject` | `variants.${number}.content`;
export type EditErrors = Partial<Record<EditField, string>>;

/** Where the campaign's e-mail lives: a library template, its own subject and content, or neither (a sequence's steps). */
export type EmailSource = { kind: 'template'; template: Template | undefined } | { kind: 'own' } | { kind: 'none' };

/** PUT /api/templates/{id}: the template's new name, subject lines and content. */
export interface TemplateChanges {
  id: string;
  body: { name: string; subjectLines: string[]; content: string };
}

export function emailSourceOf(campaign: CampaignView, templates: readonly Template[] | undefined): EmailSource {
  if (campaign.templateId) return { kind: 'template', template: templates?.find((template) => template.id === campaign.templateId) };
  if (campaign.type === 'sequence') return { kind: 'none' };
  return { kind: 'own' };
}

/** The text an SMS campaign sends, once moved from e-mail (or when it has its own). */
export const SMS_MESSAGE_REQUIRED = 'SMS message is required';
export const SMS_MESSAGE_TOO_LONG = `SMS messages should be under ${CAMPAIGN_LIMITS.smsContent} characters for best delivery`;

const channelOf = (type: CampaignType) => (type === 'sms' ? 'sms' : 'email');

/** Whether the type chosen moves the campaign between e-mail and SMS: none of its template or texts goes with it. */
export const switchesChannel = (campaign: Pick<CampaignView, 'type'>, type: CampaignType) => channelOf(campaign.type) !== channelOf(type);

/** Where the message comes from as edited: the campaign's own source, or on the other channel its own texts, written anew. */
export function editSourceOf(campaign: CampaignView, type: CampaignType, templates: readonly Template[] | undefined): EmailSource {
  return switchesChannel(campaign, type) ? { kind: 'own' } : emailSourceOf(campaign, templates);
}

/** The edits after choosing a type: a move to the other channel starts its texts empty; a move back shows the campaign's again. */
export function withType(campaign: Pick<CampaignView, 'type'>, edits: Partial<EditForm>, type: CampaignType): Partial<EditForm> {
  const { subject: _subject, content: _content, ...rest } = edits;
  return switchesChannel(campaign, type) ? { ...rest, type, subject: '', content: '' } : { ...rest, type };
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
    variants: campaign.type === 'ab-test' && campaign.abTest ? campaign.abTest.variants.map((v) => ({ key: v.key, subject: v.subject ?? '', content: v.content })) : [],
    steps: sequenceStepFormsOf(campaign),
    audience: { cities: [...campaign.recipientFilter.cities], performanceTiers: [...campaign.recipientFilter.performanceTiers] },
  };
}

/** Whether the form says something else than the campaign (and its template) as they stand: what closing the dialog would lose. */
export function editFormChanged(campaign: CampaignView, form: EditForm, templates: readonly Template[] | undefined): boolean {
  return formChanged(editFormOf(campaign, emailSourceOf(campaign, templates)), form);
}

/**
 * Whether the dialog edits an A/B test's variants: the campaign is one and stays one. Its subject
 * lines are then the variants' (the template's or the campaign's own subject line is not sent).
 */
export const editsVariants = (form: EditForm) => form.type === 'ab-test' && form.variants.length > 0;

/** Whether the dialog edits a sequence's steps: the campaign is one (with its steps recorded) and stays one. */
export const editsSteps = (form: EditForm) => form.type === 'sequence' && form.steps.length > 0;

/** Whether the campaign has content of its own or a template's, that variants without content of their own use. */
function hasSharedContent(form: EditForm, source: EmailSource): boolean {
  if (source.kind === 'template') return true;
  return source.kind === 'own' && form.content.trim() !== '';
}

/** The subject line a variant without one of its own gets: its template's first, or the campaign's own. */
function sharedSubject(form: EditForm, source: EmailSource): string {
  if (source.kind === 'template') return source.template?.subjectLines[0]?.trim() ?? '';
  return source.kind === 'own' ? form.subject.trim() : '';
}

function variantErrors(form: EditForm, source: EmailSource): EditErrors {
  const errors: EditErrors = {};
  const shared = hasSharedContent(form, source);
  const seen = new Map<string, AbVariantKey>();
  form.variants.forEach((variant, i) => {
    const subject = variant.subject.trim() || sharedSubject(form, source);
    const ownContent = variant.content !== null && variant.content.trim() !== '';
    if (!subject) errors[`variants.${i}.subject`] = CAMPAIGN_MESSAGES.subjectRequired;
    else if (variant.subject.trim().length > CAMPAIGN_LIMITS.subject) errors[`variants.${i}.subject`] = `Subject line must be at most ${CAMPAIGN_LIMITS.subject} characters`;
    if (variant.content !== null && !ownContent && !shared) errors[`variants.${i}.content`] = CAMPAIGN_MESSAGES.contentRequired;
    const same = JSON.stringify([subject, ownContent ? variant.content!.trim() : null]);
    const twin = seen.get(same);
    if (twin && !errors.variants) errors.variants = `Variants ${twin} and ${variant.key} are the same: change the subject line or the content of one`;
    seen.set(same, variant.key);
  });
  return errors;
}

/** What the dialog checks beside the form: the team's mailboxes, and the audience's count once counted. */
export interface EditContext {
  accounts?: readonly EmailAccount[] | undefined;
  /** The live count of the chosen audience, once it is counted for the current choice; undefined while it is not. */
  recipientCount?: number | undefined;
  /** The campaign's type as saved: a move to the other channel needs the new channel's texts. */
  savedType?: CampaignType;
  /** The library's e-mail templates, once loaded: a sequence step on one they no longer include (deleted) is refused. */
  templates?: readonly Template[] | undefined;
}

export function editErrors(form: EditForm, source: EmailSource, context: EditContext = {}): EditErrors {
  const errors: EditErrors = {};
  if (!form.name.trim()) errors.name = CAMPAIGN_MESSAGES.nameRequired;
  else if (form.name.trim().length > CAMPAIGN_LIMITS.name) errors.name = `Campaign name must be at most ${CAMPAIGN_LIMITS.name} characters`;
  // A mailbox no longer offered (deleted, or made inactive) is no choice: SenderSelect says why.
  if (form.type !== 'sms' && (!form.sender || (context.accounts && senderProblem(form.sender, context.accounts)))) errors.sender = CAMPAIGN_MESSAGES.emailAccountRequired;
  const variants = editsVariants(form);
  if (source.kind === 'template' && source.template) {
    if (!form.templateName.trim()) errors.templateName = 'Template name is required';
    if (!variants && !form.subject.trim()) errors.subject = CAMPAIGN_MESSAGES.subjectRequired;
    if (!form.content.trim()) errors.content = CAMPAIGN_MESSAGES.contentRequired;
  }
  const switched = context.savedType !== undefined && switchesChannel({ type: context.savedType }, form.type);
  if (source.kind === 'own' && !variants && form.type !== 'sms' && (switched || form.subject.trim() || form.content.trim())) {
    if (!form.subject.trim()) errors.subject = CAMPAIGN_MESSAGES.subjectRequired;
    if (!form.content.trim()) errors.content = CAMPAIGN_MESSAGES.contentRequired;
  }
  if (source.kind === 'own' && form.type === 'sms') {
    if (switched && !form.content.trim()) errors.content = SMS_MESSAGE_REQUIRED;
    else if ([...form.content].length > CAMPAIGN_LIMITS.smsContent) errors.content = SMS_MESSAGE_TOO_LONG;
  }
  if (variants) Object.assign(errors, variantErrors(form, source));
  const stepProblems = editsSteps(form) ? sequenceProblems(form.steps, context.templates) : [];
  if (stepProblems.length > 0) errors.steps = stepProblems.join('\n');
  if (audienceBlocksSave(form, context.recipientCount)) errors.audience = EMPTY_AUDIENCE;
  return errors;
}

/** Whether the chosen audience, as counted, has nobody in it (an SMS campaign's audience is not counted by e-mail address). */
export function audienceBlocksSave(form: Pick<EditForm, 'type'>, recipientCount: number | undefined): boolean {
  return form.type !== 'sms' && recipientCount === 0;
}

/** The step a field is on, to go to the first one with a problem. */
export function fieldStep(field: EditField): number {
  if (field === 'name' || field === 'type' || field === 'sender') return 1;
  if (field === 'audience') return 4;
  return 2;
}

/** PUT /api/templates/{id} {name, subjectLines, content}: only when the template's fields changed (its other subject lines kept). */
export function templateChanges(source: EmailSource, form: EditForm): TemplateChanges | null {
  if (source.kind !== 'template' || !source.template) return null;
  const { template } = source;
  const name = form.templateName.trim();
  const subject = form.subject.trim();
  if (name === template.name && subject === (template.subjectLines[0] ?? '') && form.content === template.content) return null;
  return { id: template.id, body: { name, subjectLines: [subject, ...template.subjectLines.slice(1)], content: form.content } };
}

const variantBody = (variant: VariantForm) => ({
  subject: variant.subject.trim() || null,
  content: variant.content === null || !variant.content.trim() ? null : variant.content,
});

/** The A/B test with the variants as edited (its split, wait, metric and fallback kept), or undefined when the variants did not change. */
function abTestChanges(campaign: CampaignView, form: EditForm): UpdateCampaignRequest['abTest'] {
  if (!editsVariants(form) || !campaign.abTest) return undefined;
  const { variants, testPercent, waitHours, metric, fallback } = campaign.abTest;
  const edited = form.variants.map(variantBody);
  const recorded = variants.map((v) => ({ subject: v.subject, content: v.content }));
  if (JSON.stringify(edited) === JSON.stringify(recorded)) return undefined;
  return { variants: edited, testPercent, waitHours, metric, fallback };
}

/**
 * PUT /api/campaigns/{id}: name, type, sending account and recipient filter; its own subject and
 * content when they changed; an A/B test's variants when they changed; a sequence's whole steps
 * list when any step changed (the server replaces the steps). A campaign moved between
 * e-mail and SMS leaves its template behind and takes the texts written for the new channel.
 */
export function campaignChanges(campaign: CampaignView, source: EmailSource, form: EditForm): UpdateCampaignRequest {
  const body: UpdateCampaignRequest = {
    name: form.name.trim(),
    type: form.type,
    ...(form.type === 'sms' ? {} : senderFields(form.sender)),
    recipientFilter: { ...campaign.recipientFilter, cities: [...form.audience.cities], performanceTiers: [...form.audience.performanceTiers] },
  };
  if (switchesChannel(campaign, form.type)) {
    body.templateId = null;
    body.subject = form.type === 'sms' ? null : form.subject.trim();
    body.content = form.content;
    return body;
  }
  if (source.kind === 'own' && (form.subject !== (campaign.subject ?? '') || form.content !== (campaign.content ?? ''))) {
    body.subject = form.subject.trim() || null;
    body.content = form.content.trim() ? form.content : null;
  }
  const abTest = abTestChanges(campaign, form);
  if (abTest) body.abTest = abTest;
  const sequence = editsSteps(form) ? sequenceChanges(campaign, form.steps) : undefined;
  if (sequence) body.sequence = sequence;
  return body;
}

/** The subject lines the campaign sends as edited, for the deliverability analysis: an A/B test's variants', else the one. */
export function sentSubjects(form: EditForm, source: EmailSource): string[] {
  if (!editsVariants(form)) return [form.subject];
  return form.variants.map((variant) => variant.subject.trim() || sharedSubject(form, source));
}
