import type { AiCompanyProfile } from '@outreach/contracts/aiContent.ts';

/** A toast explaining why an AI action cannot run yet (spec part 2 §5). */
export interface AiBlocker {
  title: string;
  description: string;
}

export const SETUP_REQUIRED: AiBlocker = { title: 'Setup Required', description: 'Please setup your company profile first' };
export const CONTENT_REQUIRED: AiBlocker = { title: 'Content Required', description: 'Please add email content first' };

/**
 * What stops an AI action: every generator needs the company profile; writing subject lines and
 * improving the content also need content that is not blank. Null when it may run.
 */
export function aiBlocker(profile: Pick<AiCompanyProfile, 'name'> | null, content: string | null): AiBlocker | null {
  if (!profile || profile.name.trim() === '') return SETUP_REQUIRED;
  if (content !== null && content.trim() === '') return CONTENT_REQUIRED;
  return null;
}
