import { TIER_LABELS, type ContentGoal, type Tier } from '@outreach/contracts';

/** How the offline writer speaks to each performance tier. */
export interface TierAngle {
  label: string;
  /** Who they are, for the middle of a sentence. */
  who: string;
  /** What weighs on them. */
  pain: string;
  /** What the product changes for them. */
  promise: string;
  /** A short hook for a subject line or a text. */
  hook: string;
}

export const TIER_ANGLES: Record<Tier, TierAngle> = {
  elite: {
    label: TIER_LABELS.elite,
    who: 'top producers with 50+ active listings',
    pain: 'keeping fifty listings fresh and every lead answered without hiring another assistant',
    promise: 'run a high-volume book of listings with the same team you have today',
    hook: 'for agents at your volume',
  },
  'high-performer': {
    label: TIER_LABELS['high-performer'],
    who: 'high performers with 20 to 49 listings',
    pain: 'a full pipeline where follow-ups slip through the cracks',
    promise: 'keep every listing and every lead moving while you close',
    hook: 'for busy top agents',
  },
  active: {
    label: TIER_LABELS.active,
    who: 'active agents with 10 to 19 listings',
    pain: 'growing past referrals without working every evening',
    promise: 'turn a steady business into a growing one',
    hook: 'to grow your listings',
  },
  moderate: {
    label: TIER_LABELS.moderate,
    who: 'agents with 5 to 9 listings',
    pain: 'winning the next few listings against bigger teams',
    promise: 'look like a bigger operation from day one',
    hook: 'to win your next listing',
  },
  entry: {
    label: TIER_LABELS.entry,
    who: 'agents building their first listings',
    pain: 'standing out without a big marketing budget',
    promise: 'get your first listings seen by more buyers',
    hook: 'for agents getting started',
  },
};

/** What each goal asks the reader to do. */
export interface GoalAngle {
  label: string;
  /** The call to action of an e-mail. */
  cta: readonly string[];
  /** The call to action of a text (short). */
  smsCta: readonly string[];
  /** Words for a subject line. */
  subject: readonly string[];
  /** Why now. */
  reason: readonly string[];
  category: string;
}

const TRIAL: GoalAngle = {
  label: 'Free trial',
  cta: ['Start your 7-day free trial today: no credit card needed to look around.', 'Try it free for 7 days and see the difference on your own listings.', 'Reply "TRIAL" and I will set up your free 7-day account.'],
  smsCta: ['Try it free for 7 days?', 'Start a free 7-day trial today?', 'Want 7 days free?'],
  subject: ['7 days free', 'try it free this week', 'your free trial is ready'],
  reason: ['The trial takes five minutes to set up and you keep everything you create.', 'Most agents publish their first listing within ten minutes of signing up.'],
  category: 'free-trial',
};
const DEMO: GoalAngle = {
  label: 'Demo',
  cta: ['Book a 15-minute demo and I will walk you through it on one of your own listings.', 'Reply with a time that suits you and I will show you around in 15 minutes.', 'Would a quick 15-minute demo this week work for you?'],
  smsCta: ['Open to a 15-min demo?', 'Quick demo this week?', 'Want a 15-minute walkthrough?'],
  subject: ['a 15-minute walkthrough', 'see it on your own listing', 'quick demo?'],
  reason: ['A short demo on your own listing shows more than any brochure.', 'We will use one of your current listings so it is useful from minute one.'],
  category: 'demo',
};
const EDUCATION: GoalAngle = {
  label: 'Education',
  cta: ['Read the five-minute guide and take the ideas that fit your market.', 'Reply "GUIDE" and I will send you the checklist.', 'Have a look at the guide; it is free and there is nothing to sign up for.'],
  smsCta: ['Want the free guide?', 'Reply GUIDE for the checklist.', 'Free 5-min guide: want it?'],
  subject: ['5 listing tips that work', 'a checklist for your next listing', 'what top agents do differently'],
  reason: ['We looked at what the busiest agents do differently, and most of it is easy to copy.', 'Three small changes to a listing page bring noticeably more enquiries.'],
  category: 'education',
};
const URGENCY: GoalAngle = {
  label: 'Urgency',
  cta: ['Claim the offer before Friday: after that it is gone.', 'Reply today to lock in the launch price.', 'Sign up this week and keep the launch price for a full year.'],
  smsCta: ['Offer ends Friday.', 'Lock in the price today?', 'Last chance this week.'],
  subject: ['ends Friday', 'last chance this week', 'before the price goes up'],
  reason: ['The launch price only holds until the end of the week.', 'Spring listings are coming, and the agents who prepare now get seen first.'],
  category: 'urgency',
};
const FOLLOW_UP: GoalAngle = {
  label: 'Follow-up',
  cta: ['Reply to this e-mail and I will pick up where we left off.', 'Is now a better time? A one-line reply is all it takes.', 'Let me know if you have questions; happy to help.'],
  smsCta: ['Still interested?', 'Good time to reconnect?', 'Any questions I can answer?'],
  subject: ['following up', 'picking up where we left off', 'one quick follow-up'],
  reason: ['I know things get busy, so I wanted to make this easy.', 'A few agents asked the same questions last week, so I thought I would share the answers.'],
  category: 'follow-up',
};
const NURTURE: GoalAngle = {
  label: 'Nurture',
  cta: ['Save this for when you are ready; we will be here.', 'Reply anytime if you would like to see how it works.', 'No rush: keep this e-mail for your next listing.'],
  smsCta: ['Save this for later!', 'Here when you need us.', 'Reply anytime.'],
  subject: ['an idea for your next listing', 'something useful for this season', 'a small win for your week'],
  reason: ['No pitch today, just something useful.', 'Here is one thing that worked for agents in a market like yours.'],
  category: 'nurture',
};

export const GOAL_ANGLES: Record<ContentGoal, GoalAngle> = {
  'free-trial': TRIAL,
  trial: TRIAL,
  demo: DEMO,
  education: EDUCATION,
  urgency: URGENCY,
  urgent: URGENCY,
  'follow-up': FOLLOW_UP,
  nurture: NURTURE,
};
