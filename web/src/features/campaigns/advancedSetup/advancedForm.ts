import {
  AB_VARIANT_KEYS,
  CAMPAIGN_DEFAULTS,
  CAMPAIGN_LIMITS,
  CAMPAIGN_MESSAGES,
  type AbTestFallback,
  type AbTestMetric,
} from '@outreach/contracts/campaignChoices.ts';
import { formatDateTime } from '../../../shared/format/formatDate.ts';
import type { Template } from '../../templates/templateTypes.ts';
import type { CreateCampaignRequest } from '../audience/campaignApi.ts';
import type { AudienceChoice, Tier } from '../audience/recipientFilter.ts';
import { senderFields } from '../creator/senderChoice.ts';
import { anyTime, sendWindowBody, sendWindowProblems, type SendWindowForm } from './sendWindowForm.ts';

/** The template picker's choice that writes the e-mail here instead. */
export const CUSTOM_TEMPLATE = 'custom';
/** What the template picker shows for a chosen template that the library no longer has. */
export const DELETED_TEMPLATE_LABEL = 'Deleted template';
/** What the template picker shows for a chosen template while the library's templates are not loaded. */
export const UNLOADED_TEMPLATE_LABEL = 'Template not loaded';
/** Said at a template field whose template was deleted; what is on it is refused until another e-mail is chosen. */
export const TEMPLATE_DELETED = "This template was deleted: choose another one or write the e-mail's own texts (Custom Template...)";
export const TOP_PERFORMER_TIERS: readonly Tier[] = ['elite', 'high-performer'];

export type AdvancedType = 'email' | 'ab-test' | 'sequence';

/** An e-mail as Advanced Setup writes it: a library template, or 'Custom Template...' with its own subject and content. */
export interface EmailChoice {
  template: string | null;
  subject: string;
  content: string;
}

export interface SequenceStepForm extends EmailChoice {
  /** Stable across reordering (React's key). */
  key: number;
  delayDays: number;
  sameThread: boolean;
  /** The step's own window; off: the campaign's. */
  sendWindow: SendWindowForm;
}

export interface AbTestForm {
  /** What the variants change: the subject line (the content is the e-mail's), or the whole e-mail. */
  mode: 'subjects' | 'contents';
  variants: { subject: string; content: string }[];
  testPercent: number;
  waitHours: number;
  metric: AbTestMetric;
  fallback: AbTestFallback;
}

export interface AdvancedForm {
  name: string;
  type: AdvancedType;
  sender: string | null;
  recipients: { all: boolean; california: boolean; topPerformers: boolean };
  email: EmailChoice;
  abTest: AbTestForm;
  tracking: { opens: boolean; clicks: boolean };
  steps: SequenceStepForm[];
  sendWindow: SendWindowForm;
  schedule: { mode: 'now' | 'later'; date: string; time: string };
}

export const AB_TEST_FALLBACK_LABELS: Record<AbTestFallback, string> = {
  'first-variant': 'Send variant A to the rest',
  'best-observed': 'Send the best-performing variant anyway',
  hold: 'Send nothing more (only the test recipients get it)',
};
export const AB_TEST_METRIC_LABELS: Record<AbTestMetric, string> = { replies: 'Replies', clicks: 'Clicks', opens: 'Opens' };

const emptyEmail = (): EmailChoice => ({ template: null, subject: '', content: '' });
export const newStep = (key: number, delayDays: number): SequenceStepForm => ({ ...emptyEmail(), key, delayDays, sameThread: key > 1, sendWindow: anyTime() });

export const emptyAdvancedForm = (): AdvancedForm => ({
  name: '',
  type: 'email',
  sender: null,
  recipients: { all: true, california: false, topPerformers: false },
  email: emptyEmail(),
  abTest: {
    mode: 'subjects',
    variants: [
      { subject: '', content: '' },
      { subject: '', content: '' },
    ],
    testPercent: CAMPAIGN_DEFAULTS.abTest.testPercent,
    waitHours: CAMPAIGN_DEFAULTS.abTest.waitHours,
    metric: CAMPAIGN_DEFAULTS.abTest.metric,
    fallback: CAMPAIGN_DEFAULTS.abTest.fallback,
  },
  tracking: { ...CAMPAIGN_DEFAULTS.tracking },
  steps: [newStep(1, 0)],
  sendWindow: anyTime(),
  schedule: { mode: 'now', date: '', time: '' },
});

/** The audience the recipient checkboxes choose: every active contact, or the California cities and/or the top tiers. */
/** The form with opens and clicks tracked as chosen; an A/B metric whose tracking is turned off goes back to replies. */
export function withTracking(form: AdvancedForm, tracking: AdvancedForm['tracking']): Pick<AdvancedForm, 'tracking' | 'abTest'> {
  const { metric } = form.abTest;
  const untracked = (metric === 'clicks' && !tracking.clicks) || (metric === 'opens' && !tracking.opens);
  return { tracking, abTest: untracked ? { ...form.abTest, metric: 'replies' } : form.abTest };
}

export function audienceOfRecipients(recipients: AdvancedForm['recipients'], californiaCities: readonly string[]): AudienceChoice {
  if (recipients.all) return { cities: [], performanceTiers: [] };
  return { cities: recipients.california ? [...californiaCities] : [], performanceTiers: recipients.topPerformers ? [...TOP_PERFORMER_TIERS] : [] };
}

/** The moment the date and time inputs say, in this browser's time zone; null when incomplete or malformed. */
export function scheduledMoment(date: string, time: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const moment = new Date(`${date}T${time}`);
  return Number.isNaN(moment.getTime()) ? null : moment;
}

/** The send time 'Send later' chose, when it is complete and still ahead; null otherwise (or with 'Send immediately'). */
export function chosenSendTime(schedule: AdvancedForm['schedule'], now: Date): Date | null {
  if (schedule.mode !== 'later') return null;
  const at = scheduledMoment(schedule.date, schedule.time);
  return at && at.getTime() > now.getTime() ? at : null;
}

/**
 * Save as Draft's success text. A draft keeps no send time (the server refuses one), so with
 * 'Send later' chosen it says the draft is not scheduled, and how to schedule it: the toast's
 * Schedule button for a time still ahead, else Create Campaign with a time ahead.
 */
export function draftSavedDescription(name: string, schedule: AdvancedForm['schedule'], now: Date): string {
  const saved = `Campaign created successfully: "${name}" is saved as a draft.`;
  if (schedule.mode !== 'later') return saved;
  const at = chosenSendTime(schedule, now);
  if (at) return `${saved} It is not scheduled: a draft keeps no send time. Press Schedule to send it on ${formatDateTime(at.toISOString())}, or send it from the campaigns list.`;
  return `${saved} It is not scheduled: a draft keeps no send time. Send it from the campaigns list when it is ready.`;
}

/** Whether the e-mail is on a library template that the loaded templates no longer include (it was deleted); not known, so false, while they are not loaded. */
export function templateDeleted(email: Pick<EmailChoice, 'template'>, templates: readonly Template[] | undefined): boolean {
  const { template: chosen } = email;
  return templates !== undefined && chosen !== null && chosen !== CUSTOM_TEMPLATE && !templates.some((template) => template.id === chosen);
}

/**
 * The template picker's options: the library's saved e-mail templates, then 'Custom Template...'.
 * The chosen template is shown by its name even when it is not offered (a draft), as 'Deleted
 * template' (not to be picked again) once the library no longer has it, never as its id.
 */
export function templateOptions(templates: readonly Template[] | undefined, chosen: string | null): { value: string; label: string; disabled?: boolean }[] {
  const offered = (templates ?? []).filter((template) => template.status === 'saved' || template.id === chosen).map((template) => ({ value: template.id, label: template.name }));
  const unnamed = chosen !== null && chosen !== CUSTOM_TEMPLATE && !offered.some((option) => option.value === chosen);
  const missing = unnamed ? [{ value: chosen, label: templates === undefined ? UNLOADED_TEMPLATE_LABEL : DELETED_TEMPLATE_LABEL, disabled: true }] : [];
  return [...offered, ...missing, { value: CUSTOM_TEMPLATE, label: 'Custom Template...' }];
}

/** `templates`: the library's, once loaded (a template they no longer include is refused as deleted). */
function emailProblems(
  email: EmailChoice,
  label: string,
  templates: readonly Template[] | undefined,
  needs: { subject: boolean; content: boolean } = { subject: true, content: true },
): string[] {
  if (email.template === null) return [`${label}Choose a template or 'Custom Template...'`];
  if (templateDeleted(email, templates)) return [`${label}${TEMPLATE_DELETED}`];
  if (email.template !== CUSTOM_TEMPLATE) return [];
  const problems: string[] = [];
  if (needs.subject && !email.subject.trim()) problems.push(`${label}${CAMPAIGN_MESSAGES.subjectRequired}`);
  if (needs.content && !email.content.trim()) problems.push(`${label}${CAMPAIGN_MESSAGES.contentRequired}`);
  return problems;
}

/**
 * What keeps a sequence's steps from being saved, each prefixed with its step ("Step 2: "), a step
 * on a template no longer among the loaded `templates` included; Advanced Setup and the Edit dialog share it.
 */
export function sequenceProblems(steps: readonly SequenceStepForm[], templates?: readonly Template[]): string[] {
  return steps.flatMap((step, i) => {
    const label = `Step ${i + 1}: `;
    const problems = emailProblems(step, label, templates);
    if (!Number.isInteger(step.delayDays) || step.delayDays < CAMPAIGN_LIMITS.delayDays.min) problems.push(`${label}the delay must be a whole number of days, 0 or more`);
    return [...problems, ...sendWindowProblems(step.sendWindow, label)];
  });
}

/**
 * What keeps the form from being saved, in words (the server checks the rest, such as unknown
 * variables). `kind` 'create' also checks the schedule; `templates`, once loaded, that no chosen template was deleted.
 */
export function advancedProblems(
  form: AdvancedForm,
  context: { californiaCities: readonly string[]; now: Date; kind: 'draft' | 'create'; templates?: readonly Template[] | undefined },
): string[] {
  const { templates } = context;
  const problems: string[] = [];
  if (!form.name.trim()) problems.push(CAMPAIGN_MESSAGES.nameRequired);
  if (!form.sender) problems.push(CAMPAIGN_MESSAGES.emailAccountRequired);
  const { all, california, topPerformers } = form.recipients;
  if (!all && !california && !topPerformers) problems.push('Choose the recipients: all active contacts, California agents or top performers');
  if (!all && california && context.californiaCities.length === 0) problems.push('No contact lives in California: choose other recipients');
  if (form.type === 'email') problems.push(...emailProblems(form.email, '', templates));
  if (form.type === 'ab-test') {
    const { variants, mode } = form.abTest;
    if (mode === 'subjects') problems.push(...emailProblems(form.email, '', templates, { subject: false, content: true }));
    variants.forEach((variant, i) => {
      const label = `Variant ${AB_VARIANT_KEYS[i]}: `;
      if (!variant.subject.trim()) problems.push(`${label}${CAMPAIGN_MESSAGES.subjectRequired}`);
      if (mode === 'contents' && !variant.content.trim()) problems.push(`${label}${CAMPAIGN_MESSAGES.contentRequired}`);
    });
    const texts = variants.map((variant) => JSON.stringify(mode === 'subjects' ? [variant.subject.trim()] : [variant.subject.trim(), variant.content.trim()]));
    if (new Set(texts).size < texts.length) problems.push('Two variants are the same: make each one different');
  }
  if (form.type === 'sequence') problems.push(...sequenceProblems(form.steps, templates));
  problems.push(...sendWindowProblems(form.sendWindow));
  if (context.kind === 'create' && form.schedule.mode === 'later') {
    const at = scheduledMoment(form.schedule.date, form.schedule.time);
    if (!at) problems.push('Choose the date and time to send it');
    else if (at.getTime() <= context.now.getTime()) problems.push(CAMPAIGN_MESSAGES.scheduleInPast);
  }
  return problems;
}

const ownOrTemplate = (email: EmailChoice) =>
  email.template === CUSTOM_TEMPLATE ? { templateId: null, subject: email.subject.trim() || null, content: email.content.trim() ? email.content : null } : { templateId: email.template, subject: null, content: null };

/**
 * POST /api/campaigns from Advanced Setup: a draft (Save as Draft, or Create Campaign to send now),
 * or scheduled at the chosen time (Create Campaign with 'send later').
 */
export function advancedCampaignBody(form: AdvancedForm, context: { californiaCities: readonly string[]; kind: 'draft' | 'create'; recipientCount: number | null }): CreateCampaignRequest {
  const audience = audienceOfRecipients(form.recipients, context.californiaCities);
  const at = form.schedule.mode === 'later' ? scheduledMoment(form.schedule.date, form.schedule.time) : null;
  const scheduled = context.kind === 'create' && at !== null;
  const base = {
    name: form.name.trim(),
    type: form.type,
    status: scheduled ? ('scheduled' as const) : ('draft' as const),
    ...(scheduled ? { scheduledAt: at.toISOString() } : {}),
    ...senderFields(form.sender),
    recipientFilter: { cities: audience.cities, performanceTiers: audience.performanceTiers },
    recipientCount: context.recipientCount,
    tracking: { ...form.tracking },
    sendWindow: sendWindowBody(form.sendWindow),
  };
  if (form.type === 'email') return { ...base, ...ownOrTemplate(form.email) };
  if (form.type === 'ab-test') {
    const { mode, variants, testPercent, waitHours, metric, fallback } = form.abTest;
    // The variants carry the subject lines; the shared e-mail gives the content.
    const shared = mode === 'subjects' ? ownOrTemplate({ ...form.email, subject: '' }) : {};
    return {
      ...base,
      ...shared,
      abTest: {
        variants: variants.map((variant) => (mode === 'subjects' ? { subject: variant.subject.trim() } : { subject: variant.subject.trim(), content: variant.content })),
        testPercent,
        waitHours,
        metric,
        fallback,
      },
    };
  }
  return { ...base, sequence: sequenceBody(form.steps) };
}

/** The request's `sequence` (POST and PUT /api/campaigns): the steps in order; step 1 starts the thread, so it is never a reply. */
export function sequenceBody(steps: readonly SequenceStepForm[]): NonNullable<CreateCampaignRequest['sequence']> {
  return {
    steps: steps.map((step, i) => ({ ...ownOrTemplate(step), delayDays: step.delayDays, sameThread: i > 0 && step.sameThread, sendWindow: sendWindowBody(step.sendWindow) })),
  };
}

/** The e-mail an EmailChoice stands for now (a template's first subject line), or null while it has none. */
function textsOf(email: EmailChoice, templates: readonly Template[]): { subject: string; content: string } | null {
  if (email.template === CUSTOM_TEMPLATE) return { subject: email.subject, content: email.content };
  const template = templates.find((t) => t.id === email.template);
  return template ? { subject: template.subjectLines[0] ?? '', content: template.content } : null;
}

/** The first e-mail the campaign sends (a test's variant A, a sequence's step 1), before the sample values go in. */
export function firstEmail(form: AdvancedForm, templates: readonly Template[]): { subject: string; content: string } | null {
  if (form.type === 'sequence') return form.steps[0] ? textsOf(form.steps[0], templates) : null;
  if (form.type === 'email') return textsOf(form.email, templates);
  const variant = form.abTest.variants[0];
  if (!variant) return null;
  if (form.abTest.mode === 'contents') return { subject: variant.subject, content: variant.content };
  return { subject: variant.subject, content: textsOf(form.email, templates)?.content ?? '' };
}
