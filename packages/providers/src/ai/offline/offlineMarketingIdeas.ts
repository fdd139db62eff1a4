import type { GenerateMarketingIdeasInput, MarketingIdea, Tier } from '@outreach/contracts';
import { TIER_ANGLES } from './audience.ts';
import type { Dice } from './dice.ts';
import { clip, lowerFirst, upperFirst, voiceOf, type Voice } from './voice.ts';

/** Which tier a free-text audience names, if any. */
export function tierOfAudience(audience: string): Tier | undefined {
  const a = audience.toLowerCase();
  if (/elite|top producer|50\+/.test(a)) return 'elite';
  if (/high|20-49|top perform/.test(a)) return 'high-performer';
  if (/active|10-19/.test(a)) return 'active';
  if (/moderate|5-9|mid/.test(a)) return 'moderate';
  if (/entry|new|first|established|0-4|beginner/.test(a)) return 'entry';
  return undefined;
}

export const OPT_OUT = 'Reply STOP to opt out';

const isText = (type: string) => /sms|text/i.test(type);

interface Context {
  v: Voice;
  audience: string;
  type: string;
  focus: string | undefined;
  pain: string;
  promise: string;
  benefit: string;
}

interface Archetype {
  title: (c: Context) => string;
  description: (c: Context) => string;
  subject: (c: Context) => string;
  message: (c: Context) => string;
  sms: (c: Context) => string;
  cta: string;
}

const ARCHETYPES: readonly Archetype[] = [
  {
    title: () => 'Listing Launch Accelerator',
    description: (c) => `Show ${c.audience} how to publish a listing everywhere in minutes. Lead with ${lowerFirst(c.benefit)} and a before/after of one real listing.`,
    subject: () => '{{firstName}}, list it once, show it everywhere',
    message: (c) => `Hi {{firstName}},\n\nHow long did your last listing take to publish? With ${c.v.company} it is minutes, not an evening: ${lowerFirst(c.benefit)}.\n\nWant to see it on one of your {{city}} listings?`,
    sms: (c) => `Hi {{firstName}}, ${c.v.company} gets a listing live everywhere in minutes. Want to see it on yours?`,
    cta: 'Book a 15-minute demo on your own listing',
  },
  {
    title: () => 'Time-Back Challenge',
    description: (c) => `A 7-day challenge: save five hours in a week. Speaks to ${c.pain} and ends with a free-trial offer.`,
    subject: () => 'Five hours back this week?',
    message: (c) => `Hi {{firstName}},\n\nWe challenge you: one week with ${c.v.company}, five hours back. Most agents beat it by Wednesday.\n\n${upperFirst(c.benefit)}. Start today, free for 7 days.`,
    sms: (c) => `{{firstName}}, take the 7-day challenge: 5 hours back with ${c.v.company}. Free to try. Reply GO`,
    cta: 'Start the 7-day free trial',
  },
  {
    title: (c) => `Success Story: ${c.audience.split(' ').slice(0, 3).map(upperFirst).join(' ')}`,
    description: (c) => `Share a short story of an agent like them who used ${c.v.company} to ${c.promise}. Social proof beats feature lists.`,
    subject: () => 'How an agent like you added 4 listings',
    message: (c) => `Hi {{firstName}},\n\nA quick story: an agent much like you was stuck with ${c.pain}. Three months with ${c.v.company} later, their listings get more enquiries and they answer every lead the same day.\n\nHappy to show you what they changed.`,
    sms: (c) => `Hi {{firstName}}, an agent like you added 4 listings in 3 months with ${c.v.company}. Want the story?`,
    cta: 'Reply for the full story',
  },
  {
    title: () => 'Referral Circle',
    description: (c) => `Invite ${c.audience} to refer a colleague: both get a month free. Agents trust agents.`,
    subject: () => 'A free month for you and a colleague',
    message: (c) => `Hi {{firstName}},\n\nKnow an agent who is always short on time? Introduce them to ${c.v.company} and you both get a month free.\n\nJust reply with their name.`,
    sms: (c) => `{{firstName}}, refer an agent to ${c.v.company} and you both get a month free. Reply with their name!`,
    cta: 'Reply with a colleague’s name',
  },
  {
    title: () => 'Seasonal Listing Push',
    description: (c) => `Ahead of the busy season, help ${c.audience} get listings ready early. Timely, practical, with ${lowerFirst(c.benefit)} as the hook.`,
    subject: () => 'Get ahead of the busy season',
    message: (c) => `Hi {{firstName}},\n\nThe busy season is weeks away. The agents who prepare now get seen first.\n\n${c.v.Company}: ${lowerFirst(c.benefit)}. Ready in ten minutes.`,
    sms: (c) => `Hi {{firstName}}, busy season is coming. Get your listings ready early with ${c.v.company}. Want a look?`,
    cta: 'Get set up before the rush',
  },
  {
    title: () => 'Lead Response Race',
    description: (c) => `The first agent to answer a lead usually wins it. Show how ${c.v.company} answers in minutes, day or night.`,
    subject: () => 'The first reply wins the listing',
    message: (c) => `Hi {{firstName}},\n\nBuyers usually go with the first agent who answers. ${c.v.Company} replies to new leads in minutes, even while you are at a showing.\n\nWant to see how?`,
    sms: (c) => `{{firstName}}, the first reply wins the lead. ${c.v.Company} answers yours in minutes. Want to see it?`,
    cta: 'See automatic follow-up in action',
  },
  {
    title: (c) => `Market Insider for ${c.audience.split(' ').slice(0, 2).map(upperFirst).join(' ')}`,
    description: (c) => `A monthly, useful note: local market trends plus one tip to ${c.promise}. Builds trust before the ask.`,
    subject: () => 'Your {{city}} market in 2 minutes',
    message: (c) => `Hi {{firstName}},\n\nHere is your two-minute read on the {{city}} market, and one idea to ${c.promise}.\n\nNo pitch today. When you are ready, ${c.v.company} is here.`,
    sms: () => `Hi {{firstName}}, want a free 2-minute {{city}} market update each month? Reply YES`,
    cta: 'Subscribe to the monthly market note',
  },
];

const TIMING = [
  'Tuesday to Thursday, 9–11 a.m. local time',
  'Mid-week mornings, before showings start',
  'Early in the month, when agents plan their listings',
  'Tuesday and Thursday at 2 p.m. local time, with a follow-up 3 days later',
];

const RESPONSE: Record<Tier | 'any', readonly string[]> = {
  elite: ['2–4% reply rate; fewer but larger accounts', '3–5% reply rate, high value per reply'],
  'high-performer': ['4–6% reply rate', '5–7% reply rate with a follow-up'],
  active: ['5–8% reply rate', '6–9% reply rate over two touches'],
  moderate: ['6–9% reply rate', '7–10% reply rate; price-sensitive, trial-friendly'],
  entry: ['8–12% reply rate; eager to try new tools', '10–14% reply rate on a free offer'],
  any: ['4–7% reply rate', '5–8% reply rate over two touches'],
};

/** Three campaign ideas for the audience and type asked, each with a ready message, in the profile's words. */
export function offlineMarketingIdeas(input: GenerateMarketingIdeasInput, dice: Dice): { ideas: MarketingIdea[] } {
  const v = voiceOf(input.companyProfile);
  const tier = tierOfAudience(input.targetAudience);
  const angle = tier ? TIER_ANGLES[tier] : undefined;
  const focus = input.specialFocus?.trim() || undefined;
  const ideas = dice.sample(ARCHETYPES, 3).map((a, i): MarketingIdea => {
    const c: Context = {
      v,
      audience: lowerFirst(input.targetAudience.trim()),
      type: input.campaignType.trim(),
      focus,
      pain: angle?.pain ?? 'too little time for too many listings',
      promise: angle?.promise ?? 'win more listings with less busywork',
      benefit: v.benefits[(i + dice.int(0, v.benefits.length - 1)) % v.benefits.length]!,
    };
    const text = isText(c.type);
    let message = text ? `${clip(a.sms(c), 160 - OPT_OUT.length - 1)} ${OPT_OUT}` : a.message(c);
    if (focus && !text) message += `\n\nThis month's focus: ${lowerFirst(focus)}.`;
    return {
      title: a.title(c),
      targetAudience: input.targetAudience.trim(),
      campaignType: c.type,
      description: focus ? `${a.description(c)} Focus: ${lowerFirst(focus)}.` : a.description(c),
      subject: a.subject(c),
      messageTemplate: message,
      callToAction: a.cta,
      timing: dice.pick(TIMING),
      expectedResponse: dice.pick(RESPONSE[tier ?? 'any']),
    };
  });
  return { ideas };
}
