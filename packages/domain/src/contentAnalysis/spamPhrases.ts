import { SPAM_TRIGGERS, type SpamTrigger } from './spamTriggerWords.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Longest phrases first, so "100% free" is found as itself and not again as "free". */
const MATCHERS = [...SPAM_TRIGGERS]
  .sort((a, b) => b.phrase.length - a.phrase.length)
  .map((trigger) => ({
    trigger,
    pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(trigger.phrase).replace(/['’]/g, "['’]").replace(/ /g, '\\s+')}(?![\\p{L}\\p{N}])`, 'giu'),
  }));

/** The trigger phrases a text contains, each once, longest match first. */
export function spamPhrasesIn(text: string): SpamTrigger[] {
  let rest = text;
  const found: SpamTrigger[] = [];
  for (const { trigger, pattern } of MATCHERS) {
    pattern.lastIndex = 0;
    if (!pattern.test(rest)) continue;
    found.push(trigger);
    pattern.lastIndex = 0;
    rest = rest.replace(pattern, ' ');
  }
  return found;
}
