import { DEFAULT_CAMPAIGN_FOCUS, tierForListings, type AiCompanyProfile } from '@outreach/contracts';
import { TIER_ANGLES } from './audience.ts';
import type { Dice } from './dice.ts';
import { OPT_OUT } from './offlineMarketingIdeas.ts';
import { clip, lowerFirst, signature, voiceOf } from './voice.ts';

/** What is known of the contact a message is written for. */
export interface ContactFacts {
  firstName: string | null;
  lastName: string | null;
  agentName: string | null;
  company: string | null;
  city: string | null;
  state: string | null;
  listingCount: number | null;
  totalListingsForRent: number | null;
  yearsExperience: number | null;
  serviceAreas: string | null;
}

export interface PersonalizedMessageInput {
  contact: ContactFacts;
  messageType: string;
  campaignFocus?: string | undefined;
  companyProfile?: AiCompanyProfile | undefined;
}

/** The name to greet: the first name, else the first word of the agent's name. */
export function firstNameOf(contact: ContactFacts): string | undefined {
  return contact.firstName?.trim() || contact.agentName?.trim().split(/\s+/)[0] || undefined;
}

export type MessageKind = 'introduction' | 'follow-up' | 'demo' | 'trial' | 'check-in' | 'text';

export function messageKindOf(messageType: string): MessageKind {
  const t = messageType.toLowerCase();
  if (/sms|text/.test(t)) return 'text';
  if (/follow/.test(t)) return 'follow-up';
  if (/demo/.test(t)) return 'demo';
  if (/trial|offer/.test(t)) return 'trial';
  if (/check|nurture|touch/.test(t)) return 'check-in';
  return 'introduction';
}

const where = (c: ContactFacts) => [c.city?.trim(), c.state?.trim()].filter(Boolean).join(', ');

/** Sentences about the agent's own business, from the fields we have. */
function observations(c: ContactFacts): string[] {
  const notes: string[] = [];
  const place = where(c);
  if (c.listingCount !== null && c.listingCount > 0) {
    notes.push(`With ${c.listingCount} active listing${c.listingCount === 1 ? '' : 's'}${place ? ` in ${place}` : ''}, you clearly know your market.`);
  } else if (place) {
    notes.push(`I have been looking at the ${place} market and the agents doing well there.`);
  }
  if (c.yearsExperience !== null && c.yearsExperience > 0) {
    notes.push(c.yearsExperience >= 10 ? `${c.yearsExperience} years in real estate is a lot of hard-won know-how.` : `${c.yearsExperience} year${c.yearsExperience === 1 ? '' : 's'} in, you are building something real.`);
  }
  if (c.totalListingsForRent !== null && c.totalListingsForRent > 0) notes.push(`I also saw your ${c.totalListingsForRent} rental listing${c.totalListingsForRent === 1 ? '' : 's'}, which most tools handle badly.`);
  if (c.company?.trim()) notes.push(`It looks like the team at ${c.company.trim()} keeps you busy.`);
  if (c.serviceAreas && c.serviceAreas.trim().length > 3) notes.push(`Covering ${clip(c.serviceAreas.trim(), 60)} takes real organisation.`);
  return notes;
}

const ASKS: Record<Exclude<MessageKind, 'text'>, readonly string[]> = {
  introduction: ['Would you be open to a quick look? A one-line reply is plenty.', 'Could I send you a two-minute video of how it would work for you?'],
  'follow-up': ['Is now a better time to pick this up? Just reply and I will make it quick.', 'Did you get a chance to think about it? Happy to answer any question.'],
  demo: ['Would 15 minutes on Tuesday or Thursday work for a demo on one of your own listings?', 'Can I show you in 15 minutes, using one of your current listings?'],
  trial: ['You can try it free for 7 days; shall I set up your account?', 'Want me to start your 7-day free trial so you can see it on your own listings?'],
  'check-in': ['No agenda, just checking in: anything I can help with this month?', 'If anything on your plate could use a hand, I would be glad to help.'],
};

const SUBJECTS: Record<Exclude<MessageKind, 'text'>, readonly ((name: string, place: string, company: string) => string)[]> = {
  introduction: [(n) => `${n}, a quick idea for your listings`, (n, p) => (p ? `For ${n}: more reach in ${p}` : `For ${n}: more reach for your listings`), (n, _p, co) => `${n}, meet ${co}`],
  'follow-up': [(n) => `Following up, ${n}`, (n) => `${n}, picking up where we left off`],
  demo: [(n) => `${n}, 15 minutes this week?`, (n) => `A quick demo for ${n}`],
  trial: [(n) => `${n}, your 7 free days`, (n, _p, co) => `Try ${co} free, ${n}`],
  'check-in': [(n) => `Checking in, ${n}`, (n, p) => (p ? `How is the ${p} market, ${n}?` : `How is business, ${n}?`)],
};

/** A message written for one real contact: their name, market, listings, experience and tier. */
export function offlinePersonalizedMessage(input: PersonalizedMessageInput, dice: Dice): { subject: string; message: string } {
  const v = voiceOf(input.companyProfile);
  const c = input.contact;
  const name = firstNameOf(c) ?? 'there';
  const focus = input.campaignFocus?.trim() || DEFAULT_CAMPAIGN_FOCUS;
  const tier = TIER_ANGLES[tierForListings(c.listingCount ?? 0)];
  const kind = messageKindOf(input.messageType);
  const place = where(c);
  const benefit = dice.pick(v.benefits);
  if (kind === 'text') {
    const body = dice.pick([
      `Hi ${name}, ${v.company} here. ${place ? `Agents in ${c.city?.trim() || place}` : 'Agents like you'} use us for ${lowerFirst(focus)}. Quick look?`,
      `Hi ${name}! ${upperFirstWord(lowerFirst(benefit))} with ${v.company}. Open to a 10-min call?`,
      `${name}, ${v.company} helps ${tier.who} with ${lowerFirst(focus)}. Want details?`,
    ]);
    return { subject: clip(`Quick text for ${name}: ${lowerFirst(focus)}`, 80), message: `${clip(body, 160 - OPT_OUT.length - 1)} ${OPT_OUT}` };
  }
  const notes = observations(c);
  const lines = [
    `Hi ${name},`,
    [notes.length > 0 ? dice.sample(notes, Math.min(2, notes.length)).join(' ') : `I work with ${tier.who} and thought of you.`].join(' '),
    `${dice.pick([`Many ${tier.who} tell us their biggest challenge is ${tier.pain}.`, `For ${tier.who}, ${tier.pain} is usually what eats the week.`])} ${v.Company} helps with exactly that, with a focus on ${lowerFirst(focus)}: ${lowerFirst(benefit)}.`,
    dice.pick(ASKS[kind]),
    signature(v, dice),
  ];
  const subject = dice.pick(SUBJECTS[kind])(name, c.city?.trim() || place, v.company);
  return { subject: clip(subject, 80), message: lines.join('\n\n') };
}

function upperFirstWord(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}
