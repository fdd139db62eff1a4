import type { AiCompanyProfile } from '@outreach/contracts';
import type { Dice } from './dice.ts';

export type Tone = 'professional' | 'friendly' | 'casual' | 'formal';

/** What the company profile lends every offline text: who writes, for whom, what they offer, in which voice. */
export interface Voice {
  /** The company's name, or 'our team' without a profile: for the middle of a sentence. */
  company: string;
  /** The same at the start of a sentence ('Our team' without a profile). */
  Company: string;
  /** Its people: 'the Acme team', or 'our team' without a profile. */
  team: string;
  industry: string;
  /** Whom the company sells to, lower case for the middle of a sentence. */
  audience: string;
  /** One sentence on what the company does: its description's first, or one made from its audience. */
  about: string;
  /** The profile's key benefits, or the offer's when it lists none. */
  benefits: string[];
  tone: Tone;
}

/** The offer the product sells when the profile names no benefit (spec: $49 a month, 7-day free trial). */
export const DEFAULT_BENEFITS = [
  'Listings published to every major portal in one step',
  'Listing descriptions written for you in seconds',
  'Automatic follow-ups so no lead goes cold',
  'One dashboard for listings, leads and showings',
  'Just $49 a month, with a 7-day free trial',
];

const GREETINGS: Record<Tone, readonly string[]> = {
  professional: ['Hi {{firstName}},', 'Hello {{firstName}},'],
  friendly: ['Hi {{firstName}}!', 'Hey {{firstName}}, hope your week is going well!', 'Hi {{firstName}}, great to connect!'],
  casual: ['Hey {{firstName}},', 'Hi {{firstName}},', '{{firstName}}, quick one:'],
  formal: ['Dear {{firstName}} {{lastName}},', 'Dear {{firstName}},'],
};

const SIGN_OFFS: Record<Tone, readonly string[]> = {
  professional: ['Best regards,', 'Kind regards,', 'Best,'],
  friendly: ['Cheers,', 'Talk soon,', 'Warmly,'],
  casual: ['Talk soon,', 'Cheers,', 'Thanks!'],
  formal: ['Sincerely,', 'Yours sincerely,', 'With kind regards,'],
};

/** Text with its first letter lowered, unless it starts an acronym or a name-like word ("AI", "CRM", "ListingPro"). */
export function lowerFirst(text: string): string {
  if (text.length < 2) return text.toLowerCase();
  const [a, b] = [text[0]!, text[1]!];
  if (b === b.toUpperCase() && /[A-Za-z]/.test(b)) return text;
  return a.toLowerCase() + text.slice(1);
}

export function upperFirst(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}

/** The first sentence of a text, without its full stop. */
export function firstSentence(text: string): string {
  const sentence = text.trim().split(/(?<=[.!?])\s+/)[0] ?? '';
  return sentence.replace(/[.!?]+$/, '').trim();
}

/** "a, b and c". */
export function listing(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Cut to `max` characters at a word boundary. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.6 ? cut.slice(0, space) : cut.slice(0, max)).replace(/[\s,;:–-]+$/, '');
}

export function voiceOf(profile: AiCompanyProfile | undefined): Voice {
  const company = profile?.name?.trim() || 'our team';
  const audience = lowerFirst(profile?.targetAudience?.trim() || 'real estate agents and brokers');
  const description = profile?.companyDescription?.trim();
  const benefits = (profile?.keyBenefits ?? []).map((b) => b.trim()).filter(Boolean);
  const sentence = description ? firstSentence(description) : '';
  const about = sentence.length >= 12 ? `${upperFirst(sentence)}.` : `${company === 'our team' ? 'We help' : `${company} helps`} ${audience} win more listings with less busywork.`;
  return {
    company,
    Company: upperFirst(company),
    team: company === 'our team' ? company : `the ${company} team`,
    industry: profile?.industry?.trim() || 'Real Estate Technology',
    audience,
    about,
    benefits: benefits.length > 0 ? benefits : DEFAULT_BENEFITS,
    tone: profile?.tone ?? 'professional',
  };
}

export function greeting(voice: Voice, dice: Dice): string {
  return dice.pick(GREETINGS[voice.tone]);
}

/** A sign-off in the voice's tone ('Best regards,'), one that `accept` takes when given ('Kind regards,' if none). */
export function signOff(voice: Voice, dice: Dice, accept: (line: string) => boolean = () => true): string {
  const lines = SIGN_OFFS[voice.tone].filter(accept);
  return lines.length > 0 ? dice.pick(lines) : 'Kind regards,';
}

/** The closing lines: a sign-off (one `accept` takes, when given) and the team's name. */
export function signature(voice: Voice, dice: Dice, accept?: (line: string) => boolean): string {
  const who = voice.company === 'our team' ? 'The team' : `The ${voice.company} team`;
  return `${signOff(voice, dice, accept)}\n${who}`;
}

/** The benefits as bullet lines. */
export function bullets(items: readonly string[]): string {
  return items.map((b) => `• ${upperFirst(b.replace(/[.;]+$/, ''))}`).join('\n');
}

/** Words that show the tone in a sentence: how eager, how plain. */
export function toneWord(voice: Voice, dice: Dice, words: Record<Tone, readonly string[]>): string {
  return dice.pick(words[voice.tone]);
}
