/**
 * The fixed content of Email Deliverability (spec part 2, "Email Deliverability"): the four summary
 * figures, the recommendations with their stated status and priority, and the best practices.
 */

export const DELIVERABILITY_CARDS = [
  { title: 'Deliverability Score', value: '94%', hint: 'Inbox placement of recent sends' },
  { title: 'Daily Send Limit', value: '250', hint: 'E-mails per mailbox per day' },
  { title: 'Authentication', value: 'Active', hint: 'SPF, DKIM and DMARC' },
  { title: 'Bounce Rate', value: '0.8%', hint: 'Keep it under 2%' },
] as const;

export type RecommendationId = 'authentication' | 'plain-text' | 'unsubscribe' | 'tracking' | 'warmup' | 'verification';
export type Priority = 'high' | 'medium' | 'low';

export interface Recommendation {
  id: RecommendationId;
  category: string;
  title: string;
  description: string;
  status: string;
  priority: Priority;
}

export const RECOMMENDATIONS: readonly Recommendation[] = [
  { id: 'authentication', category: 'Authentication', title: 'Email authentication (SPF, DKIM, DMARC)', description: 'Publish SPF, DKIM and DMARC records for every sending domain.', status: 'pending', priority: 'high' },
  { id: 'plain-text', category: 'Content', title: 'Plain text emails', description: 'Campaigns are sent as plain text, which reaches the inbox more often.', status: 'completed', priority: 'high' },
  { id: 'unsubscribe', category: 'Compliance', title: 'Unsubscribe handling', description: 'Every campaign e-mail lets the recipient unsubscribe, and it is honoured.', status: 'completed', priority: 'medium' },
  { id: 'tracking', category: 'Tracking', title: 'Tracking disabled', description: 'Open and click tracking stays off: no tracking pixels or rewritten links.', status: 'completed', priority: 'high' },
  { id: 'warmup', category: 'Reputation', title: 'Warm-up', description: 'New mailboxes raise their daily volume step by step.', status: 'active', priority: 'high' },
  { id: 'verification', category: 'List hygiene', title: 'Email verification', description: 'Addresses are verified before sending; invalid ones are skipped.', status: 'completed', priority: 'medium' },
];

export const BEST_PRACTICES = [
  { title: 'Authentication', items: ['Use SPF, DKIM and DMARC', 'Send from a dedicated IP', 'Set up reverse DNS'] },
  { title: 'Content', items: ['Send plain text only', 'Keep subject lines under 50 characters', 'Avoid spam trigger words', 'Put your physical address in the footer'] },
  { title: 'List management', items: ['Use double opt-in', 'Keep your lists clean', 'Honour unsubscribes immediately', 'Remove hard bounces within 24 hours'] },
  { title: 'Sending', items: ['Warm up new mailboxes', 'Respect frequency limits', 'Keep the bounce rate under 2%', 'Use a consistent From address'] },
] as const;
