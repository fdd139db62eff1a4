import type { ToastOptions } from '../../shared/toast/useToast.ts';
import type { ContentGoal, Tier } from './contentHubTypes.ts';

/** What stops a wizard from going on, as the toast that says so (spec part 2 §4–5). */
export type WizardProblem = Pick<ToastOptions, 'title' | 'description'>;

export const MISSING_GOAL: WizardProblem = { title: 'Missing Goal', description: 'Please select a campaign goal to continue.' };
export const MISSING_AUDIENCE: WizardProblem = { title: 'Missing Audience', description: 'Please select at least one performance tier.' };
export const SETUP_REQUIRED: WizardProblem = { title: 'Setup Required', description: 'Please setup your company profile first' };
export const FEEDBACK_REQUIRED: WizardProblem = { title: 'Feedback Required', description: 'Please describe what you would like to change in the templates.' };
export const COMPANY_PROFILE_REQUIRED: WizardProblem = {
  title: 'Company Profile Required',
  description: 'Please set up your company profile before refining the templates.',
};
export const MISSING_TEMPLATE: WizardProblem = { title: 'Missing Information', description: 'Please choose a template first.' };
export const MISSING_CAMPAIGN_NAME: WizardProblem = { title: 'Missing Information', description: 'Please enter a campaign name.' };
export const MISSING_MESSAGE: WizardProblem = { title: 'Missing Information', description: 'Please enter the text message.' };
export const MESSAGE_TOO_LONG: WizardProblem = { title: 'Message Too Long', description: 'Keep under 160 for single SMS' };

/** The longest SMS template (one segment of 160 characters, spec part 2 §9). */
export const SMS_TEMPLATE_MAX = 160;

/** Step 1 → 2 needs a goal. */
export function goalProblem(goal: ContentGoal | null): WizardProblem | null {
  return goal ? null : MISSING_GOAL;
}

/** Generating needs a tier and a company profile to write for. */
export function generateProblem(tiers: readonly Tier[], hasProfile: boolean): WizardProblem | null {
  if (tiers.length === 0) return MISSING_AUDIENCE;
  return hasProfile ? null : SETUP_REQUIRED;
}

/** Refining needs the reviewer's words and a company profile. */
export function refineProblem(feedback: string, hasProfile: boolean): WizardProblem | null {
  if (feedback.trim() === '') return FEEDBACK_REQUIRED;
  return hasProfile ? null : COMPANY_PROFILE_REQUIRED;
}

/** Launching an SMS needs a chosen text, a campaign name, and a text of one segment. */
export function smsLaunchProblem(campaignName: string, message: string): WizardProblem | null {
  if (campaignName.trim() === '') return MISSING_CAMPAIGN_NAME;
  if (message.trim() === '') return MISSING_MESSAGE;
  return [...message.trim()].length > SMS_TEMPLATE_MAX ? MESSAGE_TOO_LONG : null;
}
