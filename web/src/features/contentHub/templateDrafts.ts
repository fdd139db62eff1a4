import { TIERS } from '@outreach/contracts/choices.ts';
import { SMS_CATEGORY_OF_GOAL, SMS_DEFAULT_CATEGORY } from './contentHubChoices.ts';
import type { ContentGoal, GeneratedSmsTemplate, NewTemplate, WizardEmailTemplate } from './contentHubTypes.ts';

/** The template library's limits (name, subject line, category) that a generated text is fitted to. */
const NAME_MAX = 200;
const SUBJECT_MAX = 200;
const CATEGORY_MAX = 50;
const DEFAULT_CATEGORY = 'general';
const ALL_TIERS = 'all';

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'Jan 5, 2025': the date a saved wizard template's name ends with. */
export const dateSuffix = (when: Date) => DATE.format(when);

const clip = (text: string, max: number) => {
  const chars = [...text.trim()];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
};

/**
 * A category the library takes (lowercase letters, digits and dashes): 'Free Trial' → 'free-trial';
 * nothing usable, or an `sms-` name on an e-mail, → 'general'.
 */
export function emailCategoryOf(category: string): string {
  const slug = category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CATEGORY_MAX)
    .replace(/-+$/, '');
  return slug === '' || slug.startsWith('sms-') ? DEFAULT_CATEGORY : slug;
}

/** A tier the library knows ('elite' … 'entry', 'all'), else none. */
export function targetTierOf(tier: string | null | undefined): string | null {
  const value = tier?.trim().toLowerCase() ?? '';
  return (TIERS as readonly string[]).includes(value) || value === ALL_TIERS ? value : null;
}

/**
 * The e-mail template saved for a wizard template when a campaign cannot be made from it: its name
 * with the date (as a campaign made from the wizard is named), its subject line and content.
 */
export function emailTemplateFromWizard(template: WizardEmailTemplate, when: Date): NewTemplate {
  const suffix = ` - ${dateSuffix(when)}`;
  return {
    name: `${clip(template.name || 'Email Wizard template', NAME_MAX - suffix.length)}${suffix}`,
    subjectLines: [clip(template.subjectLine, SUBJECT_MAX)],
    content: template.content,
    variables: [],
    targetTier: targetTierOf(template.targetTier),
    category: emailCategoryOf(template.category),
    status: 'saved',
  };
}

/** The SMS template saved for the SMS wizard's chosen text, under the campaign's name and the goal's SMS category. */
export function smsTemplateFromWizard(template: Pick<GeneratedSmsTemplate, 'targetTier'>, campaignName: string, message: string, goal: ContentGoal | null): NewTemplate {
  return {
    name: clip(campaignName, NAME_MAX),
    subjectLines: [],
    content: message.trim(),
    variables: [],
    targetTier: targetTierOf(template.targetTier),
    category: (goal && SMS_CATEGORY_OF_GOAL[goal]) || SMS_DEFAULT_CATEGORY,
    status: 'saved',
  };
}
