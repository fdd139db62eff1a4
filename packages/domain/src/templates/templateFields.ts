import { TIERS } from '@outreach/contracts/choices.ts';
import { TEMPLATE_SUBJECT_LINES_MAX } from '@outreach/contracts/templates.ts';
import { smsEncoding, type SmsEncoding } from '@outreach/contracts/smsSegments.ts';
import { isTemplateVariable } from '@outreach/contracts/templateVariables.ts';
import { invalid } from '../kit/errors.ts';
import { requireValidTemplate } from './templateCheck.ts';

/** SMS templates are the ones whose category starts with `sms-` (spec part 2 §3). */
export const SMS_TEMPLATE_CATEGORIES = ['sms-general', 'sms-demo', 'sms-trial', 'sms-follow-up', 'sms-nurture', 'sms-urgent'] as const;
export const DEFAULT_TEMPLATE_CATEGORY = 'general';
/** A template aimed at every tier. */
export const ALL_TIERS = 'all';
export const TEMPLATE_TARGET_TIERS = [...TIERS, ALL_TIERS] as const;
export const TEMPLATE_STATUSES = ['draft', 'saved'] as const;
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];
export type TemplateType = 'email' | 'sms';

export const TEMPLATE_LIMITS = {
  name: 200,
  subjectLine: 200,
  subjectLines: TEMPLATE_SUBJECT_LINES_MAX,
  emailContent: 100_000,
  /** A new SMS template fits one segment's 160 characters (spec part 2 §5). */
  smsContent: 160,
  category: 50,
} as const;
export const UNTITLED_DRAFT = 'Untitled draft';

/** What a user gives for a template (the screens' payload once parsed). */
export interface TemplateInput {
  name: string;
  subjectLines: readonly string[];
  content: string;
  /** Variables the user listed; those the texts use are added. */
  variables: readonly string[];
  targetTier: string | null;
  category: string;
  status: TemplateStatus;
}

/** A template as recorded: checked, trimmed, its type decided by its category. */
export interface TemplateFields {
  type: TemplateType;
  name: string;
  subjectLines: string[];
  content: string;
  variables: string[];
  targetTier: string | null;
  category: string;
  status: TemplateStatus;
}

export const templateTypeOf = (category: string): TemplateType => (category.startsWith('sms-') ? 'sms' : 'email');

/** Characters as a person counts them (an emoji is one). */
export const characterCount = (text: string) => [...text].length;

/** Length and GSM-7 / UCS-2 segments of an SMS template's text. */
export function smsLength(text: string): SmsEncoding & { characters: number } {
  return { characters: characterCount(text), ...smsEncoding(text) };
}

function checkCategory(raw: string): string {
  const category = raw.trim().toLowerCase() || DEFAULT_TEMPLATE_CATEGORY;
  if (category.startsWith('sms-')) {
    if (!(SMS_TEMPLATE_CATEGORIES as readonly string[]).includes(category)) {
      throw invalid(`Unknown SMS template category "${category}" (one of ${SMS_TEMPLATE_CATEGORIES.join(', ')})`, { errors: [{ path: 'category', message: 'Unknown SMS template category' }] });
    }
    return category;
  }
  if (!/^[a-z0-9][a-z0-9-]*$/.test(category) || category.length > TEMPLATE_LIMITS.category) {
    throw invalid(`Category must be lowercase letters, digits and dashes, at most ${TEMPLATE_LIMITS.category} characters`, { errors: [{ path: 'category', message: 'Invalid category' }] });
  }
  return category;
}

function checkTargetTier(raw: string | null): string | null {
  const tier = raw?.trim() || null;
  if (tier !== null && !(TEMPLATE_TARGET_TIERS as readonly string[]).includes(tier)) {
    throw invalid(`Unknown target tier "${tier}" (one of ${TEMPLATE_TARGET_TIERS.join(', ')})`, { errors: [{ path: 'targetTier', message: 'Unknown target tier' }] });
  }
  return tier;
}

const fieldError = (path: string, message: string) => invalid(message, { errors: [{ path, message }] });

/**
 * Check and tidy a template. A saved e-mail template needs a name, at least one subject line (blank
 * ones are dropped) and content; a draft ('Save Draft') may lack them. An SMS template needs a name
 * and a message of at most 160 characters. Every text must parse and use only known variables.
 */
export function checkTemplateFields(input: TemplateInput): TemplateFields {
  const category = checkCategory(input.category);
  const type = templateTypeOf(category);
  const saved = input.status === 'saved';
  let name = input.name.trim();
  if (!name && !saved && input.subjectLines.every((line) => line.trim() === '') && input.content.trim() === '') {
    throw fieldError('name', 'Nothing to save: a draft needs a name, a subject line or some content');
  }
  if (!name) {
    if (saved) throw fieldError('name', 'Template name is required');
    name = UNTITLED_DRAFT;
  }
  if (name.length > TEMPLATE_LIMITS.name) throw fieldError('name', `Template name must be at most ${TEMPLATE_LIMITS.name} characters`);

  const subjectLines = input.subjectLines.map((line) => line.trim()).filter((line) => line !== '');
  if (type === 'email' && saved && subjectLines.length === 0) throw fieldError('subjectLines', 'Subject line is required');
  if (subjectLines.length > TEMPLATE_LIMITS.subjectLines) throw fieldError('subjectLines', `At most ${TEMPLATE_LIMITS.subjectLines} subject lines`);

  const content = input.content.replace(/\r\n/g, '\n');
  if (saved && content.trim() === '') throw fieldError('content', type === 'sms' ? 'SMS message is required' : 'Email content is required');
  if (type === 'sms' && characterCount(content) > TEMPLATE_LIMITS.smsContent) {
    throw fieldError('content', `Message Too Long: Keep under ${TEMPLATE_LIMITS.smsContent} for single SMS (this message has ${characterCount(content)} characters)`);
  }
  if (type === 'email' && content.length > TEMPLATE_LIMITS.emailContent) throw fieldError('content', `Email content must be at most ${TEMPLATE_LIMITS.emailContent} characters`);

  const used: string[] = [];
  subjectLines.forEach((line, i) => {
    if (line.length > TEMPLATE_LIMITS.subjectLine) throw fieldError(`subjectLines.${i}`, `Subject line ${i + 1} must be at most ${TEMPLATE_LIMITS.subjectLine} characters`);
    used.push(...requireValidTemplate(line, { label: `Subject line ${i + 1}`, path: `subjectLines.${i}` }));
  });
  used.push(...requireValidTemplate(content, { label: type === 'sms' ? 'Message' : 'Content', path: 'content' }));

  const listed = input.variables.map((variable) => variable.trim().replace(/^\{\{\s*|\s*\}\}$/g, '')).filter((variable) => variable !== '');
  const unknown = listed.find((variable) => !isTemplateVariable(variable));
  if (unknown !== undefined) throw fieldError('variables', `Unknown variable {{${unknown}}} in the variable list`);

  return {
    type,
    name,
    subjectLines,
    content,
    variables: [...new Set([...listed, ...used])],
    targetTier: checkTargetTier(input.targetTier),
    category,
    status: input.status,
  };
}

/** The names of the fields that differ between two versions of a template. */
export function changedTemplateFields(before: TemplateFields, after: TemplateFields): (keyof TemplateFields)[] {
  return (Object.keys(after) as (keyof TemplateFields)[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}
