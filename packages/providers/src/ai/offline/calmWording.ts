import { spamPhrasesIn } from '@outreach/domain/contentAnalysis/spamPhrases.ts';
import { upperFirst } from './voice.ts';

/**
 * Calm wording for the offline optimizer: no trigger phrase of the content analysis (the one list
 * deliverability is scored against), no shouting in capitals, no piled-up punctuation.
 */

/** The content analysis's trigger phrases a text uses, each once. */
export function triggersIn(text: string): string[] {
  return spamPhrasesIn(text).map((trigger) => trigger.phrase);
}

/** Whether a text uses none of the content analysis's trigger phrases. */
export function isCalm(text: string): boolean {
  return spamPhrasesIn(text).length === 0;
}

const escaped = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');

/** The text without its urgency phrases ('limited time', 'act now'), to read what it is about. */
export function withoutUrgency(text: string): string {
  return spamPhrasesIn(text)
    .filter((trigger) => trigger.category === 'urgency')
    .reduce((rest, { phrase }) => rest.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped(phrase)}(?![\\p{L}\\p{N}])`, 'giu'), ' '), text);
}

/** Words written in capitals that are names, not shouting. */
const ACRONYM = /^(AI|API|ASAP|CEO|CMA|CRM|DKIM|DMARC|FAQ|FHA|FSBO|HOA|HTML|HTTPS?|HVAC|IDX|IRS|KW|LLC|MLS|NAR|PDF|REALTORS?|REMAX|ROI|SMS|SMTP|SPF|URL|USA?|VA)$/;
/** A word in capitals: a single capital, or capitals with apostrophes between them. */
const CAPITALS = /(?<![\p{L}\p{N}])\p{Lu}(?:[\p{Lu}'’]*\p{Lu})?(?![\p{L}\p{N}])/gu;
/** A link or a template variable, left as it is written. */
const VERBATIM = /:\/\/|^www\.|\{\{|\}\}/i;

const isUpper = (ch: string) => ch !== ch.toLowerCase() && ch === ch.toUpperCase();

/** Whether a text is more than half capital letters. */
export function isShouting(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  return letters.length >= 6 && letters.filter(isUpper).length / letters.length > 0.5;
}

/**
 * Words in capitals put in lower case ('FREE' → 'free', "I'M" → "I'm"), acronyms kept ('CRM',
 * 'MLS'); two-letter words ('TX', 'OK') only when the whole text shouts. Links and variables stay.
 */
export function calmCase(text: string): string {
  const shouting = isShouting(text);
  return text
    .split(/(\s+)/)
    .map((token) => {
      if (VERBATIM.test(token)) return token;
      return token.replace(CAPITALS, (word) => {
        if (ACRONYM.test(word) || word === 'I') return word;
        if (word.length <= 2 && !shouting) return word;
        const lower = word.toLowerCase();
        return /^i(['’]|$)/.test(lower) ? `I${lower.slice(1)}` : lower;
      });
    })
    .join('');
}

/** One '!' or '?' where several stood ('!!!' → '!', '?!' → '?'). */
export function fixPunctuation(text: string): string {
  return text.replace(/([!?])[!?]+/g, '$1');
}

/** Sentence case: a capital first letter, unless the text starts with a link or a variable. */
export function capitalised(text: string): string {
  return /^[a-z]/.test(text) && !/^(\S*:\/\/|www\.)/i.test(text) ? upperFirst(text) : text;
}

/** '"a", "b" and "c"' */
export function quotedList(items: readonly string[]): string {
  const quoted = items.map((item) => `"${item}"`);
  return quoted.length <= 1 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
}
