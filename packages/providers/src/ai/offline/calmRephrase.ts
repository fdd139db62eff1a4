import { spamPhrasesIn } from '@outreach/domain/contentAnalysis/spamPhrases.ts';
import type { SpamTrigger } from '@outreach/domain/contentAnalysis/spamTriggerWords.ts';
import { calmCase, capitalised, fixPunctuation } from './calmWording.ts';

/**
 * The optimizer's rewording of an e-mail's sentences: the user's message kept (its pitch, its
 * questions, its offer), trigger phrases of the content analysis said plainly instead, and only
 * the sentences that are nothing but pressure or bait left out.
 */

/** Mild trigger phrases that are the offer itself ('7-day free trial'): kept as written and flagged. */
export const KEPT_OFFER_PHRASES: ReadonlySet<string> = new Set(['free trial', 'free']);
/** Mild trigger words honest mail cannot do without ('our new listing tool'): kept as written. */
const KEPT_WORDS: ReadonlySet<string> = new Set(['new']);
const isKept = (phrase: string) => KEPT_OFFER_PHRASES.has(phrase) || KEPT_WORDS.has(phrase);

/**
 * Plain wording for a trigger phrase; '' leaves the phrase out of its sentence. A sentence with a
 * phrase not listed here (bait, deceit, the strongest pressure) is left out, unless it carries the
 * offer or a question: then only the phrase is.
 */
const PLAIN: Readonly<Record<string, string>> = {
  // money
  'lowest price': 'fair pricing',
  'best price': 'fair pricing',
  cheap: 'low-cost',
  affordable: 'low-cost',
  bargain: 'good value',
  discount: 'lower rate',
  'save big': 'spend less',
  'big savings': 'lower costs',
  income: 'earnings',
  profit: 'margin',
  'credit card': 'card',
  'hidden charges': 'extra fees',
  save: 'win back',
  price: 'cost',
  deal: 'offer',
  // urgency
  'limited time': '',
  urgent: '',
  hurry: '',
  'now only': '',
  'offer expires': 'offer ends',
  'only today': 'today',
  'today only': 'today',
  'while supplies last': '',
  'time is running out': '',
  'don’t miss out': '',
  "don't miss out": '',
  'exclusive deal': 'offer',
  'apply now': 'apply',
  'order now': 'reply today',
  'buy now': 'start today',
  'call now': 'call us',
  now: '',
  instant: 'quick',
  immediately: 'right away',
  deadline: 'closing date',
  expires: 'ends',
  // free
  '100% free': 'free',
  'totally free': 'free',
  'absolutely free': 'free',
  'free offer': 'offer',
  'free info': 'details',
  'free preview': 'preview',
  'free quote': 'quote',
  'no cost': 'no charge',
  complimentary: 'included',
  // hype
  amazing: '',
  incredible: '',
  unbelievable: '',
  'best ever': '',
  revolutionary: '',
  'guaranteed results': 'results',
  'life-changing': '',
  breakthrough: '',
  secret: 'key',
  best: '',
  exclusive: '',
  'special offer': 'offer',
  bonus: 'extra',
  // pressure
  guarantee: '',
  guaranteed: '',
  'click here': 'reply to this e-mail',
  'click below': 'reply to this e-mail',
  'sign up free today': 'start today',
  'order today': 'reply today',
  'what are you waiting for': '',
  'buy direct': 'buy from us',
  'call free': 'call us',
  click: 'open',
  'sign up': 'join',
  subscribe: 'join',
  order: 'request',
  // deceptive
  'dear sir': '',
  'dear madam': '',
  'to whom it may concern': '',
  'valued customer': 'agent',
  'as seen on': 'featured on',
  'opt in': 'join',
  'remove me': '',
  'mass email': 'e-mail',
  'bulk email': 'e-mail',
};

/** A sentence that carries the offer or asks something: reworded, never left out. */
const MESSAGE = /\?\s*$|\btrial\b|\$\s?\d|\bper month\b|\ba month\b|\bdemo\b|\bwalkthrough\b/i;
/** Links and template variables, left exactly as written. */
const VERBATIM = /(https?:\/\/\S+|www\.\S+|\{\{[^}]*\}\})/i;
/** A sentence with this many strong trigger phrases is built on them. */
const PILED_UP = 3;

const escaped = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/['’]/g, "['’]").replace(/ /g, '\\s+');
const phrasePattern = (phrase: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escaped(phrase)}(?![\\p{L}\\p{N}])`, 'giu');

/** The trigger phrases of a text that are neither its kept offer nor inside a link. */
export function rephrasableTriggers(text: string): SpamTrigger[] {
  return spamPhrasesIn(text.split(VERBATIM).filter((_, i) => i % 2 === 0).join(' ')).filter((trigger) => !isKept(trigger.phrase));
}

/** Whether a sentence is built on trigger phrases that have no plain wording (bait, pressure, deceit). */
function builtOnTriggers(triggers: readonly SpamTrigger[]): boolean {
  return triggers.some((trigger) => PLAIN[trigger.phrase] === undefined) || triggers.filter((trigger) => trigger.weight >= 2).length >= PILED_UP;
}

/** The words of a text, links and variables left out. */
const wordCount = (text: string) => (text.replace(VERBATIM, ' ').match(/\p{L}[\p{L}'’-]*/gu) ?? []).length;

/** Spaces, commas and articles put right after phrases were taken out or replaced. */
function tidied(text: string): string {
  return text
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/\s+([,.!?;:])/g, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .replace(/[,;:]\s*([.!?])/g, '$1')
    .replace(/^[\s,;:–-]+/, '')
    .replace(/^(and|or|but|so)\s+/i, '')
    .replace(/\s+(and|or|but|to|the|a|an|with|for)([.!?])$/i, '$2')
    .replace(/\b([Aa]) (?=[aeiou])/g, '$1n ')
    .trim();
}

/** 'Click here' in a sentence with a link: the link is what the reader uses. */
const CLICK_TO_LINK = /(?<![\p{L}\p{N}])click(\s+(here|below))?(?![\p{L}\p{N}])/giu;

/** The sentence's phrases outside links and variables put plainly. */
function plainly(sentence: string, triggers: readonly SpamTrigger[]): string {
  const hasLink = /https?:\/\/|www\./i.test(sentence);
  return sentence
    .split(VERBATIM)
    .map((part, i) => {
      if (i % 2 === 1) return part;
      const linked = hasLink ? part.replace(CLICK_TO_LINK, 'use this link') : part;
      return triggers.reduce((text, { phrase }) => text.replace(phrasePattern(phrase), PLAIN[phrase] ?? ''), linked);
    })
    .join('');
}

/** Words a sentence still says, once phrases were left out: a sentence down to a few ('This is an offer.') said nothing else. */
const SAYS_SOMETHING = 5;

/**
 * A sentence calmed (no shouting, one full stop for '!!!') and its trigger phrases put plainly
 * ('click here' → 'reply to this e-mail', 'amazing' left out); null when it is only pressure or
 * bait ('ACT NOW!!!', 'Get paid to list homes!'). A sentence with the offer or a question is
 * always kept.
 */
export function rephrasedSentence(sentence: string): string | null {
  const calm = capitalised(calmCase(fixPunctuation(sentence)).trim());
  const keep = MESSAGE.test(calm);
  const triggers = rephrasableTriggers(calm);
  if (!keep && builtOnTriggers(triggers)) return null;
  const leftOut = triggers.some((trigger) => PLAIN[trigger.phrase] === '');
  let text = calm;
  // A replacement can read as a new phrase; a second pass takes that out too.
  for (let pass = 0; pass < 2; pass += 1) {
    const found = rephrasableTriggers(text);
    if (found.length === 0) break;
    text = plainly(text, found);
  }
  text = capitalised(tidied(text)).replace(/!$/, '.');
  const tooFew = leftOut && wordCount(text) < SAYS_SOMETHING;
  if (!keep && (tooFew || spamPhrasesIn(text).some((trigger) => !isKept(trigger.phrase)))) return null;
  return /\p{L}/u.test(text) ? text : null;
}

/** A line reworded sentence by sentence (its bullet kept); empty when nothing in it can stay. */
function rephrasedLine(line: string): string {
  const [, bullet = '', text = ''] = /^(\s*(?:[•*–-]|\d+[.)])\s+)?(.*)$/s.exec(line) ?? [];
  const kept = fixPunctuation(text.trim())
    .split(/(?<=[.!?])\s+/)
    .map(rephrasedSentence)
    .filter((sentence): sentence is string => sentence !== null);
  if (kept.length === 0) return '';
  const joined = kept.join(' ');
  // A sentence of the body ends with a full stop (not a bullet, a short heading or a link).
  const unfinished = bullet === '' && /[\p{L}\p{N})]$/u.test(joined) && !/\S*:\/\/\S*$/.test(joined) && joined.split(/\s+/).length >= 4;
  return bullet + (unfinished ? `${joined}.` : joined);
}

/** A paragraph reworded line by line; empty when nothing in it can stay. */
export function rephrasedParagraph(paragraph: string): string {
  return paragraph
    .split('\n')
    .map(rephrasedLine)
    .filter((line) => line !== '')
    .join('\n');
}
