import {
  AB_TEST_FALLBACKS,
  AB_TEST_METRICS,
  AB_VARIANT_KEYS,
  CAMPAIGN_DEFAULTS,
  CAMPAIGN_LIMITS,
  CAMPAIGN_MESSAGES,
  WEEKDAYS,
  type AbTestFallback,
  type AbTestMetric,
  type AbVariantKey,
  type Weekday,
} from '@outreach/contracts/campaignChoices.ts';
import { invalid, notFound } from '../kit/errors.ts';
import type { EmailAccountState } from '../mailboxes/emailAccount.ts';
import { requireValidTemplate } from '../templates/templateCheck.ts';
import type { TemplateFields } from '../templates/templateFields.ts';
import { requireTemplate, type TemplateState } from '../templates/templateState.ts';

/** What an e-mail (a campaign's, a variant's, a step's) says: a template of the library, or its own subject and content. */
export type CampaignContent = { kind: 'template'; templateId: string } | { kind: 'own'; subject: string; content: string };

/** Where a campaign's e-mails go out from: one mailbox, or spread across the team's active mailboxes (each within its own daily limit). */
export type CampaignSender = { kind: 'mailbox'; emailAccountId: string } | { kind: 'spread' };

/** When e-mails may go out, in the recipient's time zone: these days, from `start` to `end` ('HH:MM'). */
export interface SendWindow {
  days: Weekday[];
  start: string;
  end: string;
}

/** Open (pixel) and click (signed redirect) tracking: off unless the user turns it on (spec part 2 §9). */
export interface Tracking {
  opens: boolean;
  clicks: boolean;
}

export interface AbVariant {
  key: AbVariantKey;
  /** The variant's own subject line; null: the campaign's. */
  subject: string | null;
  /** The variant's own content; null: the campaign's. */
  content: string | null;
}

export interface AbTestSettings {
  variants: AbVariant[];
  /** Share of the audience that gets the test, split evenly between the variants (percent). */
  testPercent: number;
  /** How long after the test is sent the winner is chosen. */
  waitHours: number;
  metric: AbTestMetric;
  fallback: AbTestFallback;
}

export interface SequenceStep {
  /** 1-based position. */
  step: number;
  content: CampaignContent;
  /** Days after the previous step (after the start for step 1). */
  delayDays: number;
  /** This step's own window; null: the campaign's. */
  sendWindow: SendWindow | null;
  /** Sent as a reply in the thread of the earlier steps (In-Reply-To, References). */
  sameThread: boolean;
}

export interface AbTestInput {
  variants: readonly { subject?: string | null | undefined; content?: string | null | undefined }[];
  testPercent?: number | undefined;
  waitHours?: number | undefined;
  metric?: AbTestMetric | undefined;
  fallback?: AbTestFallback | undefined;
}

export interface SequenceStepInput {
  templateId?: string | null | undefined;
  subject?: string | null | undefined;
  content?: string | null | undefined;
  delayDays: number;
  sendWindow?: SendWindow | null | undefined;
  sameThread?: boolean | undefined;
}

export interface SequenceInput {
  steps: readonly SequenceStepInput[];
}

/** What a campaign refers to, as read from their streams (and the read side) just before the decision. */
export interface CampaignReferences {
  templates: Readonly<Record<string, TemplateState>>;
  emailAccounts: Readonly<Record<string, EmailAccountState>>;
  /** Active mailboxes of the team, for a campaign spread across them. */
  activeMailboxCount: number;
  /** A setting this server lacks that marketing e-mail needs (postal address, https unsubscribe link), in words; absent when none is missing. */
  missingMarketingSetting?: string;
}

export const NO_CAMPAIGN_REFERENCES: CampaignReferences = { templates: {}, emailAccounts: {}, activeMailboxCount: 0 };

export const campaignFieldError = (path: string, message: string) => invalid(message, { errors: [{ path, message }] });

const blankToNull = (text: string | null | undefined) => (text === null || text === undefined || text.trim() === '' ? null : text);
const normalized = (text: string) => text.replace(/\r\n/g, '\n');

/** An e-mail template the campaign refers to: it must exist, be an e-mail template and be complete. */
export function referencedEmailTemplate(templateId: string, references: CampaignReferences, path: string): TemplateFields {
  const state = references.templates[templateId];
  if (!state) throw notFound('Template not found');
  const fields = requireTemplate(state);
  if (fields.type !== 'email') throw campaignFieldError(path, `The template "${fields.name}" is an SMS template: choose an e-mail template`);
  if (fields.subjectLines.length === 0) throw campaignFieldError(path, `The template "${fields.name}" has no subject line yet: finish it in the template library`);
  if (fields.content.trim() === '') throw campaignFieldError(path, `The template "${fields.name}" has no content yet: finish it in the template library`);
  return fields;
}

/** An e-mail's own subject and content, checked as a template is: both required, known variables only. */
export function ownCampaignContent(subject: string | null | undefined, content: string | null | undefined, at: { path: string; label: string }): CampaignContent {
  const prefix = at.path ? `${at.path}.` : '';
  const title = at.label ? `${at.label}: ` : '';
  const cleanSubject = subject?.trim() ?? '';
  const cleanContent = normalized(content ?? '');
  if (!cleanSubject) throw campaignFieldError(`${prefix}subject`, `${title}${CAMPAIGN_MESSAGES.subjectRequired}`);
  if (cleanContent.trim() === '') throw campaignFieldError(`${prefix}content`, `${title}${CAMPAIGN_MESSAGES.contentRequired}`);
  if (cleanSubject.length > CAMPAIGN_LIMITS.subject) throw campaignFieldError(`${prefix}subject`, `${title}The subject line must be at most ${CAMPAIGN_LIMITS.subject} characters`);
  if (cleanContent.length > CAMPAIGN_LIMITS.content) throw campaignFieldError(`${prefix}content`, `${title}The content must be at most ${CAMPAIGN_LIMITS.content} characters`);
  requireValidTemplate(cleanSubject, { label: `${title}Subject line`, path: `${prefix}subject` });
  requireValidTemplate(cleanContent, { label: `${title}Content`, path: `${prefix}content` });
  return { kind: 'own', subject: cleanSubject, content: cleanContent };
}

/** The content of a one-time e-mail or a sequence step: a template or its own texts, exactly one of them. */
export function campaignEmailContent(
  given: { templateId?: string | null | undefined; subject?: string | null | undefined; content?: string | null | undefined },
  references: CampaignReferences,
  at: { path: string; label: string },
): CampaignContent {
  const prefix = at.path ? `${at.path}.` : '';
  const ownGiven = blankToNull(given.subject) !== null || blankToNull(given.content) !== null;
  if (given.templateId && ownGiven) throw campaignFieldError(`${prefix}templateId`, `${at.label ? `${at.label}: ` : ''}Choose a template or write your own subject line and content, not both`);
  if (given.templateId) {
    referencedEmailTemplate(given.templateId, references, `${prefix}templateId`);
    return { kind: 'template', templateId: given.templateId };
  }
  return ownCampaignContent(given.subject, given.content, at);
}

/** The subject and content an e-mail of this content has (the template's first subject line). */
export function campaignTextsOf(content: CampaignContent | null, references: CampaignReferences): { subject: string | null; content: string | null } {
  if (!content) return { subject: null, content: null };
  if (content.kind === 'own') return { subject: content.subject || null, content: content.content.trim() ? content.content : null };
  const fields = references.templates[content.templateId]?.fields;
  return { subject: fields?.subjectLines[0] ?? null, content: fields?.content ?? null };
}

/** The sending mailbox: an active e-mail account of the team, or spread across every active one. */
export function checkCampaignSender(fromEmailAccountId: string | null, spread: boolean, references: CampaignReferences): CampaignSender {
  if (spread) {
    if (fromEmailAccountId) throw campaignFieldError('fromEmailAccountId', 'Choose one email account or spreading across every active one, not both');
    if (references.activeMailboxCount === 0) {
      throw campaignFieldError('spreadAcrossMailboxes', `${CAMPAIGN_MESSAGES.emailAccountRequired}: there is no active email account to spread the sending across`);
    }
    return { kind: 'spread' };
  }
  if (!fromEmailAccountId) throw campaignFieldError('fromEmailAccountId', CAMPAIGN_MESSAGES.emailAccountRequired);
  const account = references.emailAccounts[fromEmailAccountId];
  if (!account || account.status === 'none') throw notFound('Email account not found');
  if (account.status === 'deleted') throw campaignFieldError('fromEmailAccountId', CAMPAIGN_MESSAGES.emailAccountDeleted);
  if (!account.settings!.isActive) throw campaignFieldError('fromEmailAccountId', `The email account ${account.settings!.fromEmail} is inactive: choose an active one`);
  return { kind: 'mailbox', emailAccountId: fromEmailAccountId };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function checkSendWindow(window: SendWindow | null | undefined, path: string): SendWindow | null {
  if (!window) return null;
  const days = WEEKDAYS.filter((day) => window.days.includes(day));
  if (days.length === 0) throw campaignFieldError(`${path}.days`, 'The send window needs at least one day');
  if (window.days.some((day) => !(WEEKDAYS as readonly string[]).includes(day))) throw campaignFieldError(`${path}.days`, `Send window days are ${WEEKDAYS.join(', ')}`);
  if (!TIME.test(window.start) || !TIME.test(window.end)) throw campaignFieldError(path, 'Send window times are HH:MM, from 00:00 to 23:59');
  if (window.start >= window.end) throw campaignFieldError(path, 'The send window must start before it ends');
  return { days, start: window.start, end: window.end };
}

function wholeIn(value: number, range: { min: number; max: number }): boolean {
  return Number.isInteger(value) && value >= range.min && value <= range.max;
}

/**
 * An A/B test: 2–4 variants, each with its own subject line and/or content (the rest from the
 * campaign's); every variant ends up with a subject and content, and no two are the same. Clicks
 * and opens decide a winner only when that tracking is on.
 */
export function checkAbTest(input: AbTestInput | null, base: { subject: string | null; content: string | null }, tracking: Tracking): AbTestSettings {
  if (!input) throw campaignFieldError('abTest', `An A/B test needs ${CAMPAIGN_LIMITS.variants.min} to ${CAMPAIGN_LIMITS.variants.max} variants`);
  const { min, max } = CAMPAIGN_LIMITS.variants;
  if (input.variants.length < min || input.variants.length > max) throw campaignFieldError('abTest.variants', `An A/B test needs ${min} to ${max} variants`);
  const seen = new Map<string, AbVariantKey>();
  const variants = input.variants.map((given, i): AbVariant => {
    const key = AB_VARIANT_KEYS[i]!;
    const path = `abTest.variants.${i}`;
    const subject = blankToNull(given.subject)?.trim() ?? null;
    const content = blankToNull(given.content) === null ? null : normalized(given.content!);
    if (subject === null && content === null) throw campaignFieldError(path, `Variant ${key} needs a subject line or content`);
    const effectiveSubject = subject ?? base.subject;
    const effectiveContent = content ?? base.content;
    if (effectiveSubject === null) throw campaignFieldError(`${path}.subject`, `Variant ${key} has no subject line: give it one or give the campaign one`);
    if (effectiveContent === null) throw campaignFieldError(`${path}.content`, `Variant ${key} has no content: give it some or give the campaign a template or content`);
    if (subject !== null) {
      if (subject.length > CAMPAIGN_LIMITS.subject) throw campaignFieldError(`${path}.subject`, `Variant ${key}: the subject line must be at most ${CAMPAIGN_LIMITS.subject} characters`);
      requireValidTemplate(subject, { label: `Variant ${key} subject line`, path: `${path}.subject` });
    }
    if (content !== null) {
      if (content.length > CAMPAIGN_LIMITS.content) throw campaignFieldError(`${path}.content`, `Variant ${key}: the content must be at most ${CAMPAIGN_LIMITS.content} characters`);
      requireValidTemplate(content, { label: `Variant ${key} content`, path: `${path}.content` });
    }
    const same = JSON.stringify([effectiveSubject, effectiveContent]);
    const twin = seen.get(same);
    if (twin) throw campaignFieldError(path, `Variants ${twin} and ${key} are the same: change the subject line or the content of one`);
    seen.set(same, key);
    return { key, subject, content };
  });
  const testPercent = input.testPercent ?? CAMPAIGN_DEFAULTS.abTest.testPercent;
  if (!wholeIn(testPercent, CAMPAIGN_LIMITS.testPercent)) {
    throw campaignFieldError('abTest.testPercent', `The test share must be a whole number from ${CAMPAIGN_LIMITS.testPercent.min} to ${CAMPAIGN_LIMITS.testPercent.max} percent`);
  }
  const waitHours = input.waitHours ?? CAMPAIGN_DEFAULTS.abTest.waitHours;
  if (!wholeIn(waitHours, CAMPAIGN_LIMITS.waitHours)) {
    throw campaignFieldError('abTest.waitHours', `The wait before choosing the winner must be a whole number from ${CAMPAIGN_LIMITS.waitHours.min} to ${CAMPAIGN_LIMITS.waitHours.max} hours`);
  }
  const metric = input.metric ?? CAMPAIGN_DEFAULTS.abTest.metric;
  if (!AB_TEST_METRICS.includes(metric)) throw campaignFieldError('abTest.metric', `The winner is decided by ${AB_TEST_METRICS.join(', ')}`);
  if (metric === 'clicks' && !tracking.clicks) throw campaignFieldError('abTest.metric', 'Deciding the winner by clicks needs click tracking on (or decide by replies)');
  if (metric === 'opens' && !tracking.opens) throw campaignFieldError('abTest.metric', 'Deciding the winner by opens needs open tracking on (or decide by replies)');
  const fallback = input.fallback ?? CAMPAIGN_DEFAULTS.abTest.fallback;
  if (!AB_TEST_FALLBACKS.includes(fallback)) throw campaignFieldError('abTest.fallback', `Without a clear winner: ${AB_TEST_FALLBACKS.join(', ')}`);
  return { variants, testPercent, waitHours, metric, fallback };
}

/** A sequence: 1–10 ordered steps, each a template or its own texts, a delay of whole days (0 or more), an optional window. */
export function checkSequence(input: SequenceInput | null, references: CampaignReferences): SequenceStep[] {
  const { min, max } = CAMPAIGN_LIMITS.steps;
  if (!input || input.steps.length < min || input.steps.length > max) throw campaignFieldError('sequence.steps', `A sequence needs ${min} to ${max} steps`);
  return input.steps.map((given, i): SequenceStep => {
    const step = i + 1;
    const path = `sequence.steps.${i}`;
    const label = `Step ${step}`;
    const content = campaignEmailContent(given, references, { path, label });
    if (!Number.isInteger(given.delayDays)) throw campaignFieldError(`${path}.delayDays`, `${label}: the delay must be a whole number of days`);
    if (given.delayDays < CAMPAIGN_LIMITS.delayDays.min) throw campaignFieldError(`${path}.delayDays`, `${label}: the delay cannot be negative`);
    if (given.delayDays > CAMPAIGN_LIMITS.delayDays.max) throw campaignFieldError(`${path}.delayDays`, `${label}: the delay must be at most ${CAMPAIGN_LIMITS.delayDays.max} days`);
    const sameThread = given.sameThread ?? step > 1;
    if (step === 1 && sameThread) throw campaignFieldError(`${path}.sameThread`, 'Step 1 starts the thread: it cannot be sent as a reply');
    return { step, content, delayDays: given.delayDays, sendWindow: checkSendWindow(given.sendWindow, `${path}.sendWindow`), sameThread };
  });
}
