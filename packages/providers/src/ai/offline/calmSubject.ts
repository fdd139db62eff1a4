import { calmCase, capitalised, fixPunctuation, isCalm } from './calmWording.ts';
import type { Theme } from './contentFacts.ts';
import type { Dice } from './dice.ts';

/** Subjects for what an e-mail is about, free of trigger phrases; `product` is the company's name, null without a profile. */
const SUBJECT_IDEAS: Partial<Record<Theme, (product: string | null) => string[]>> = {
  trial: (product) => [product ? `Try ${product} for 7 days` : 'Try it for 7 days before you decide', 'A 7-day trial for your listings'],
  demo: (product) => [product ? `A 15-minute look at ${product}` : 'A 15-minute walkthrough for your team', 'Can I show you a faster way to list?'],
  listings: () => ['An idea for your listings', 'Less busywork on your listings'],
  leads: () => ['Fewer leads slipping through the cracks', 'A follow-up for every lead'],
  time: () => ['A few hours back each week', 'Less busywork in your week'],
  update: (product) => [product ? `What changed in ${product} this month` : 'What changed this month', 'A change worth a look'],
  guide: () => ['A short guide for your listings', 'A checklist for your next listing'],
};
const ANY_SUBJECT = ['A quick idea for your business', 'Quick question about your listings'];

/** A kept part of a subject: a few words, short enough to lead a subject line. */
const KEEPABLE = { words: 3, length: 40 };

const wordCount = (text: string) => (text.replace(/\{\{[^}]*\}\}/g, ' ').match(/\p{L}[\p{L}'’-]*/gu) ?? []).length;

/** A subject about the e-mail's themes (the first that has one), free of trigger phrases. */
function subjectFor(themes: readonly Theme[], product: string | null, dice: Dice): string {
  for (const theme of themes) {
    const ideas = SUBJECT_IDEAS[theme]?.(product).filter(isCalm) ?? [];
    if (ideas.length > 0) return dice.pick(ideas);
  }
  return dice.pick(ANY_SUBJECT);
}

/**
 * A subject without shouting, piled-up punctuation or trigger phrases: the subject calmed when that
 * is enough; else the longest part of it (between dashes, commas, colons and sentence ends) that
 * uses no trigger phrase and still says something; else a subject written for the e-mail's themes.
 */
export function calmSubject(subject: string, themes: readonly Theme[], product: string | null, dice: Dice): string {
  const calm = calmCase(fixPunctuation(subject)).trim().replace(/[\s!.]+$/, '');
  if (calm !== '' && isCalm(calm)) return capitalised(calm);
  const parts = calm
    .split(/(?<=[!?.:;])\s+|\s+[-–—|]\s+|,\s+/)
    .map((part) => part.trim().replace(/[\s!.:;,]+$/, ''))
    .filter((part) => isCalm(part) && wordCount(part) >= KEEPABLE.words && part.length <= KEEPABLE.length)
    .sort((a, b) => b.length - a.length);
  return parts[0] ? capitalised(parts[0]) : subjectFor(themes, product, dice);
}
