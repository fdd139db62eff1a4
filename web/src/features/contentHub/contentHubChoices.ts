import type { ContentGoal, Tier } from './contentHubTypes.ts';

export interface GoalChoice {
  value: ContentGoal;
  title: string;
  description: string;
}

/** The e-mail wizard's goals (spec part 2 §3: free-trial, demo, education, urgency). */
export const EMAIL_WIZARD_GOALS: readonly GoalChoice[] = [
  { value: 'free-trial', title: 'Free Trial Signups', description: 'Get agents to start the 7-day free trial of the $49/month listing software.' },
  { value: 'demo', title: 'Demo Requests', description: 'Book 15-minute demos on one of their own listings.' },
  { value: 'education', title: 'Education & Value', description: 'Share listing tips that build trust before any offer.' },
  { value: 'urgency', title: 'Limited-Time Offer', description: 'A time-bound offer that asks for a decision this week.' },
];

/** The SMS wizard's goals (spec part 2 §3, the four-step wizard's reading: demo, trial, follow-up, nurture, urgent). */
export const SMS_WIZARD_GOALS: readonly GoalChoice[] = [
  { value: 'demo', title: 'Book Demos', description: 'Invite agents to a quick 15-minute demo.' },
  { value: 'trial', title: 'Free Trial', description: 'Offer the 7-day free trial.' },
  { value: 'follow-up', title: 'Follow Up', description: 'Pick up a conversation that went quiet.' },
  { value: 'nurture', title: 'Nurture', description: 'Stay in touch with something useful, no hard sell.' },
  { value: 'urgent', title: 'Urgent Offer', description: 'A short deadline for a special price.' },
];

export function goalTitle(goals: readonly GoalChoice[], goal: ContentGoal | null): string {
  return goals.find((choice) => choice.value === goal)?.title ?? '';
}

/**
 * The tier sizes the wizards show: static text in the spec, and not the same on both screens
 * (part 2 §3: moderate 59,734 and entry 14,923 in the e-mail wizard, 56,996 and 15,229 on the SMS screens).
 */
export const EMAIL_WIZARD_TIER_SIZES: Record<Tier, number> = {
  elite: 1_005,
  'high-performer': 4_988,
  active: 13_521,
  moderate: 59_734,
  entry: 14_923,
};
export const SMS_WIZARD_TIER_SIZES: Record<Tier, number> = {
  elite: 1_005,
  'high-performer': 4_988,
  active: 13_521,
  moderate: 56_996,
  entry: 15_229,
};

/** The advertised figures of the hero cards (spec part 2 §1): static text, not counts of the contacts. */
export const ADVERTISED = {
  agents: 95_836,
  mobileCoverage: '86.5%',
  monthlyPrice: '$49',
  trialDays: 7,
  tiers: 5,
} as const;

/** The SMS template category a goal's text is saved under. */
export const SMS_CATEGORY_OF_GOAL: Partial<Record<ContentGoal, string>> = {
  demo: 'sms-demo',
  trial: 'sms-trial',
  'free-trial': 'sms-trial',
  'follow-up': 'sms-follow-up',
  nurture: 'sms-nurture',
  urgent: 'sms-urgent',
  urgency: 'sms-urgent',
};
export const SMS_DEFAULT_CATEGORY = 'sms-general';

export const formatCount = (n: number) => n.toLocaleString('en-US');

/** How many agents the chosen tiers hold, by the wizard's static sizes. */
export function audienceSize(tiers: readonly Tier[], sizes: Record<Tier, number>): number {
  return tiers.reduce((sum, tier) => sum + sizes[tier], 0);
}
