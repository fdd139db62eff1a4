import { calmCase, capitalised, fixPunctuation, isCalm } from './calmWording.ts';
import type { Theme } from './contentFacts.ts';
import type { Dice } from './dice.ts';
import { greeting, listing, lowerFirst, signature, signOff, type Voice } from './voice.ts';

/** Sentences on what an e-mail is about, free of trigger phrases; `product` is the company's name, null without a profile. */
const THEME_LINES: Partial<Record<Theme, (product: string | null) => string[]>> = {
  trial: (product) => [`You can try ${product ?? 'it'} for 7 days before you decide.`, 'There is a 7-day trial, so you can see how it fits before you commit.'],
  demo: () => ['I would be glad to show you how it works in a 15-minute walkthrough.', 'A short walkthrough is the easiest way to see whether it fits the way you work.'],
  listings: () => ['It puts your listings in front of more buyers with less typing.', 'Agents use it to publish and update their listings in a few minutes.'],
  leads: () => ['Every lead gets a timely follow-up, so fewer slip through the cracks.', 'Follow-ups go out on time, so no lead is forgotten.'],
  time: () => ['Most agents get a few hours back every week.', 'The routine work takes minutes instead of hours.'],
  update: (product) => [product ? `We have just shipped an update to ${product} that you may find useful.` : 'We have just shipped an update that you may find useful.'],
  guide: () => ['I have put together a short guide that you may find useful.'],
};

/** Closing asks, free of trigger phrases. */
export const CALM_CALLS_TO_ACTION = [
  'Would a quick 15-minute call this week work for you? Just reply to this e-mail.',
  'Would you like to see it for yourself? Reply and I will set up a 7-day trial for you.',
  'Reply "yes" and I will send you the details.',
];

export const OPT_OUT_LINE = 'If you would rather not hear from us, reply "unsubscribe" and we will not write again.';

const PERSONAL = /\{\{\s*\w+/;
const SALUTATION = /^(hi|hey|hello|dear|good morning|good afternoon|good evening)\b/i;

/** The product's name for a sentence, null without a company profile. */
export const productOf = (voice: Voice) => (voice.company === 'our team' ? null : voice.company);

/**
 * A greeting that uses the reader's name: the e-mail's own when it does ('Hi {{firstName}},'),
 * its salutation with the name when it greets no one by name ('Dear agent,' → 'Dear {{firstName}},'),
 * else one in the voice's tone.
 */
export function personalGreeting(line: string | undefined, voice: Voice, dice: Dice): string {
  if (!line) return greeting(voice, dice);
  const calm = capitalised(calmCase(fixPunctuation(line)).trim());
  if (PERSONAL.test(calm) && isCalm(calm)) return calm;
  const salutation = SALUTATION.exec(calm)?.[1];
  return salutation ? `${capitalised(salutation.toLowerCase())} {{firstName}},` : greeting(voice, dice);
}

/**
 * What a body left thin by the calming says instead: what the company does, a sentence for each of
 * the e-mail's first two themes, and the benefits that need no trigger phrase.
 */
export function calmFiller(voice: Voice, themes: readonly Theme[], dice: Dice): string {
  const product = productOf(voice);
  const about = [voice.about, `${product ? `${product} helps` : 'We help'} agents spend less time on busywork and more time with clients.`].find(isCalm);
  const lines = about ? [about] : [];
  for (const theme of themes) {
    const options = THEME_LINES[theme]?.(product).filter(isCalm) ?? [];
    if (options.length > 0) lines.push(dice.pick(options));
    if (lines.length >= 3) break;
  }
  const benefits = voice.benefits.filter(isCalm).slice(0, 3).map((benefit) => lowerFirst(benefit.replace(/[.;]+$/, '')));
  const withBenefits = `With ${product ?? 'us'} you get ${listing(benefits)}.`;
  if (benefits.length > 0 && isCalm(withBenefits)) lines.push(withBenefits);
  return lines.join(' ');
}

/**
 * The e-mail's own closing when it is calm; its sign-off replaced when that is a trigger phrase
 * ('Best,' → 'Kind regards,'), the names under it kept; else the voice's signature.
 */
export function calmClosing(closing: string | undefined, voice: Voice, dice: Dice): string {
  const [first = '', ...rest] = (closing ?? '').split('\n').map((line) => calmCase(fixPunctuation(line)).trimEnd());
  const names = rest.filter((line) => line.trim() === '' || isCalm(line));
  if (first.trim() !== '' && isCalm(first)) return [first, ...names].join('\n').trim();
  if (names.some((line) => line.trim() !== '')) return [signOff(voice, dice, isCalm), ...names].join('\n').trim();
  return signature(voice, dice, isCalm);
}
