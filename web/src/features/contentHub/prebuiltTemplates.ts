import type { Tier } from './contentHubTypes.ts';

/** A ready-made e-mail of the Content Hub's Templates tab. */
export interface PrebuiltTemplate {
  id: string;
  name: string;
  description: string;
  /** The library category it is saved under. */
  category: string;
  targetTier: Tier | 'all';
  subjectLines: readonly string[];
  content: string;
}

/**
 * The six prebuilt e-mail templates (spec part 2 §2), for the offer the product sells: listing
 * software at $49 a month with a 7-day free trial, one for each goal and tier that matters most.
 */
export const PREBUILT_TEMPLATES: readonly PrebuiltTemplate[] = [
  {
    id: 'free-trial-invitation',
    name: 'Free Trial Invitation',
    description: 'Invite any agent to the 7-day free trial, with the price up front.',
    category: 'free-trial',
    targetTier: 'all',
    subjectLines: ['{{firstName}}, try it free for 7 days', 'Your listings, everywhere buyers look'],
    content: `Hi {{firstName}},

Getting a listing in front of buyers shouldn't take an evening of copy and paste. Our listing software publishes each of your {{city}} listings to every major site in minutes and keeps them in sync.

Try it free for 7 days. After that it is $49 a month, and you can cancel anytime.

Start your free trial today and publish your next listing in under ten minutes.

Best regards`,
  },
  {
    id: 'elite-partnership',
    name: 'Elite Agent Partnership',
    description: 'For agents with 50+ listings: time saved at volume and a personal onboarding.',
    category: 'partnership',
    targetTier: 'elite',
    subjectLines: ['{{firstName}}, built for agents with {{listingCount}} listings', 'A partnership for top producers in {{city}}'],
    content: `Hi {{firstName}},

With {{listingCount}} listings, every minute you spend on admin adds up. Top producers in {{city}} use our software to publish, update and track all of their listings from one place.

For elite agents we offer a personal onboarding: we import your current listings for you, so you are live on day one.

Would a 15-minute call this week work to see it on your own listings?

Best regards`,
  },
  {
    id: 'demo-request',
    name: 'Demo Request',
    description: 'Book a 15-minute demo with high performers (20-49 listings).',
    category: 'demo',
    targetTier: 'high-performer',
    subjectLines: ['15 minutes, {{firstName}}?', 'See it on one of your own listings'],
    content: `Hi {{firstName}},

You are one of the busiest agents at {{company}}, so I will keep this short.

In a 15-minute demo I will take one of your current listings and show you how it goes live on every major site at once, with leads coming back to a single inbox.

Reply with a time that suits you, or pick one from my calendar.

Best regards`,
  },
  {
    id: 'market-insights',
    name: 'Market Insights',
    description: 'Useful listing tips for active agents (10-19 listings); builds trust before any offer.',
    category: 'education',
    targetTier: 'active',
    subjectLines: ['3 listing tips for the {{city}} market', 'What the busiest agents in {{state}} do differently'],
    content: `Hi {{firstName}},

We looked at thousands of listings in {{state}} to see what brings buyers in fastest. Three things stood out:

1. Listings with 20 or more photos get twice the enquiries.
2. A price change shows up everywhere within the hour, not the next day.
3. Agents who answer within 5 minutes win most first viewings.

Our listing software helps with all three, and you can try it free for 7 days.

Best regards`,
  },
  {
    id: 'limited-time-offer',
    name: 'Limited-Time Offer',
    description: 'A time-bound offer for moderate agents (5-9 listings): an extended 14-day trial.',
    category: 'urgency',
    targetTier: 'moderate',
    subjectLines: ['{{firstName}}, your extended trial ends Friday', '14 days free, this week only'],
    content: `Hi {{firstName}},

This week only, we are doubling the free trial: 14 days instead of 7 to publish and manage your listings with our software.

After the trial it is $49 a month, and you keep everything you set up.

The offer ends on Friday. Start your extended trial today.

Best regards`,
  },
  {
    id: 'getting-started',
    name: 'Getting Started Guide',
    description: 'For agents with 0-4 listings: a simple way to look established from the first listing.',
    category: 'nurture',
    targetTier: 'entry',
    subjectLines: ['{{firstName}}, make your first listings count', 'A simple start for your next listing'],
    content: `Hi {{firstName}},

Every busy agent started with a first few listings. The ones who grow fastest make each of them look professional and reach as many buyers as possible.

Our listing software does that for you: one form, and your listing appears on every major site with photos, price and your contact details.

It is $49 a month, and the first 7 days are free.

Best regards`,
  },
];
