/** The AI Marketing Ideas page's choices, defaults and limits (spec part 2 §5, §7, §9). */

/** A personalized message's focus when none is given (the server applies the same default). */
export const DEFAULT_CAMPAIGN_FOCUS = 'General real estate growth';

/** The contacts the picker asks for (GET /api/contacts?limit=100&offset=0) and how many it lists. */
export const CONTACT_PICKER_LIMIT = 100;
export const CONTACT_PICKER_SHOWN = 20;
export const CONTACT_SEARCH_DEBOUNCE_MS = 300;

export const IDEA_AUDIENCES = [
  'All real estate agents',
  'Elite agents (50+ listings)',
  'High performers (20-49 listings)',
  'Active agents (10-19 listings)',
  'Moderate agents (5-9 listings)',
  'Entry-level agents (0-4 listings)',
  'Rental and property management agents',
] as const;

export const IDEA_CAMPAIGN_TYPES = ['Email campaign', 'SMS campaign', 'Email and SMS sequence', 'Follow-up campaign', 'Re-engagement campaign', 'Event or webinar invitation'] as const;

export const MESSAGE_TYPES = ['Introduction', 'Follow-up', 'Demo invitation', 'Free trial offer', 'Check-in', 'Text message (SMS)'] as const;

export const IDEAS_REQUIRED = 'Please select both target audience and campaign type';
export const MESSAGE_REQUIRED = 'Please select a contact, message type, and campaign focus';

/** What stops Generate Ideas: both an audience and a campaign type are needed. */
export function ideasProblem(targetAudience: string | undefined, campaignType: string | undefined): string | null {
  return targetAudience?.trim() && campaignType?.trim() ? null : IDEAS_REQUIRED;
}

/** What stops Generate Message: a contact and a message type (a blank focus takes the default). */
export function messageProblem(contactId: string | undefined, messageType: string | undefined): string | null {
  return contactId && messageType?.trim() ? null : MESSAGE_REQUIRED;
}

/** The focus sent: the one typed, else 'General real estate growth'. */
export function campaignFocusOf(focus: string): string {
  return focus.trim() || DEFAULT_CAMPAIGN_FOCUS;
}
