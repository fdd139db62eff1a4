import type { ImproveContentInput } from '@outreach/contracts';
import { contentFacts, sentences, type ContentFacts } from './contentFacts.ts';
import type { Dice } from './dice.ts';
import { bullets, DEFAULT_BENEFITS, greeting, signature, signOff, voiceOf, type Voice } from './voice.ts';

export type Improvement = 'persuasive' | 'concise' | 'benefits' | 'friendly' | 'formal' | 'polish';

/** The improve buttons (More Persuasive, More Concise, Add Benefits) and a few free-text wishes. */
export function improvementOf(focus: string): Improvement {
  const f = focus.toLowerCase();
  if (/persua|convinc|compelling|stronger|sell/.test(f)) return 'persuasive';
  if (/concis|short|brief|trim|tight/.test(f)) return 'concise';
  if (/benefit|value|feature/.test(f)) return 'benefits';
  if (/friend|warm|casual/.test(f)) return 'friendly';
  if (/formal|professional/.test(f)) return 'formal';
  return 'polish';
}

const FILLER = [
  /\bI (just )?wanted to (reach out|touch base|let you know)( and| to)?\s*/gi,
  /\bI hope this (e-?mail )?finds you well[.!]?\s*/gi,
  /\b(really|very|just|actually|basically|truly|quite|simply|definitely) /gi,
  /\bin order to\b/gi,
  /\bat this point in time\b/gi,
  /\bplease do not hesitate to\b/gi,
  /\bfeel free to\b/gi,
];

const HOOKS: readonly ((v: Voice) => string)[] = [
  () => 'What would you do with five extra hours every week?',
  () => 'The agents winning the most listings in {{city}} are not working harder; they are working with better tools.',
  (v) => `Here is the short version: ${v.company} does the busywork so you can spend your time with clients.`,
  () => 'Every listing you publish is competing for the same buyers. Yours should stand out.',
];

const PROOF: readonly string[] = [
  'Agents who made the switch tell us they answer leads faster and win more listing appointments.',
  'It is set up in minutes, and you will see the difference on your very first listing.',
  'Agents like you use it every day between showings, right from their phone.',
];

const STRONG_CTA: readonly string[] = [
  'Start your 7-day free trial today: it takes two minutes and there is nothing to lose.',
  'Reply "yes" now and I will have your account ready before your next listing.',
  'Book your 15-minute demo today; the first slots this week go fast.',
];

const tidy = (text: string) => text.replace(/[ \t]{2,}/g, ' ').replace(/ +([,.!?])/g, '$1').replace(/\n{3,}/g, '\n\n').trim();

function assemble(facts: ContentFacts, body: string[], voice: Voice, dice: Dice, override?: { greeting?: string; closing?: string }): string {
  return tidy([override?.greeting ?? facts.greetingLine ?? greeting(voice, dice), ...body, override?.closing ?? facts.closing ?? signature(voice, dice)].join('\n\n'));
}

/** The e-mail's own closing in another tone: its sign-off line replaced, the names under it kept; else the tone's signature. */
function retonedClosing(closing: string | undefined, voice: Voice, dice: Dice): string {
  const [, ...names] = (closing ?? '').split('\n');
  const kept = names.filter((line) => line.trim() !== '');
  return kept.length > 0 ? [signOff(voice, dice), ...kept].join('\n') : signature(voice, dice);
}

const withoutFiller = (text: string) => FILLER.reduce((t, filler) => t.replace(filler, (m) => (/^in order to$/i.test(m.trim()) ? 'to' : '')), text).trim();
const isList = (p: string) => p.startsWith('•') || p.includes('\n•') || p.includes('\n-');

/** One of the lines not yet in the text, or none when the text already has one of them (so a second press adds no second hook). */
function addOnce(lines: readonly string[], text: string, dice: Dice): string[] {
  const lower = text.toLowerCase();
  return lines.some((line) => lower.includes(line.toLowerCase())) ? [] : [dice.pick(lines)];
}

/**
 * The opening sentence, at most two list items, and the closing sentence (usually the ask): the
 * e-mail at half its length or less. Hooks and proof an earlier improvement added go first, so the
 * user's own opening stays.
 */
function concise(facts: ContentFacts, voice: Voice): string[] {
  const added = new Set([...HOOKS.map((make) => make(voice)), ...PROOF].flatMap(sentences));
  const prose = facts.paragraphs.filter((p) => !isList(p)).map(withoutFiller).filter(Boolean);
  const list = facts.paragraphs.find(isList);
  const all = prose.flatMap(sentences).filter((sentence) => !added.has(sentence));
  const first = all[0];
  const last = all.length > 1 ? all.at(-1) : undefined;
  const kept = [first, list ? list.split('\n').slice(0, 3).join('\n') : undefined, last].filter((p): p is string => Boolean(p));
  return kept.map((p) => p.charAt(0).toUpperCase() + p.slice(1));
}

/** The benefits the text does not mention yet, added as bullets to its list (or as a new list after the opening). */
function withBenefits(body: string[], text: string, voice: Voice, dice: Dice): string[] {
  const lower = text.toLowerCase();
  const mentioned = (benefit: string) => lower.includes(benefit.toLowerCase().replace(/[.;]+$/, '').slice(0, 24));
  const unmentioned = voice.benefits.filter((b) => !mentioned(b));
  const spare = DEFAULT_BENEFITS.filter((b) => !mentioned(b));
  const added = dice.sample(unmentioned.length > 0 ? unmentioned : spare, 3);
  if (added.length === 0) return body;
  const listAt = body.findIndex(isList);
  if (listAt >= 0) return body.map((p, i) => (i === listAt ? `${p}\n${bullets(added)}` : p));
  const intro = dice.pick([`With ${voice.company} you get:`, 'Here is what that means for you:', 'What you get:', 'Why agents choose us:']);
  const at = Math.min(1, body.length);
  return [...body.slice(0, at), `${intro}\n${bullets(added)}`, ...body.slice(at)];
}

/**
 * The user's e-mail improved as asked, every sentence of it kept once: a hook, proof and a firmer
 * call to action around it (persuasive); filler cut and the middle left out (concise); the
 * profile's benefits the text does not mention yet, as a list (benefits); a warmer or more formal
 * greeting and sign-off (the names under it kept). Pressed again, nothing it added is added twice.
 */
export function offlineImprove(input: ImproveContentInput, dice: Dice): { content: string } {
  const voice = voiceOf(input.companyProfile);
  const text = input.currentContent;
  const facts = contentFacts(text);
  const body = [...facts.paragraphs];
  switch (improvementOf(input.improvementFocus)) {
    case 'persuasive': {
      const hook = addOnce(HOOKS.map((make) => make(voice)), text, dice);
      return { content: assemble(facts, [...hook, ...body, ...addOnce(PROOF, text, dice), ...addOnce(STRONG_CTA, text, dice)], voice, dice) };
    }
    case 'concise':
      return { content: assemble(facts, concise(facts, voice), voice, dice) };
    case 'benefits':
      return { content: assemble(facts, withBenefits(body, text, voice, dice), voice, dice) };
    case 'friendly': {
      const friendly: Voice = { ...voice, tone: 'friendly' };
      return { content: assemble(facts, body, friendly, dice, { greeting: greeting(friendly, dice), closing: retonedClosing(facts.closing, friendly, dice) }) };
    }
    case 'formal': {
      const formal: Voice = { ...voice, tone: 'formal' };
      return {
        content: assemble(facts, body.map((p) => p.replace(/\b(hey|hi)\b/gi, 'Hello').replace(/!/g, '.')), formal, dice, {
          greeting: greeting(formal, dice),
          closing: retonedClosing(facts.closing, formal, dice),
        }),
      };
    }
    case 'polish': {
      const hasCta = /\?|reply|book|start|call|schedule|sign up/i.test(body.at(-1) ?? '');
      const cleaned = body.map(withoutFiller).filter(Boolean);
      return { content: assemble(facts, [...cleaned, ...addOnce(PROOF, text, dice), ...(hasCta ? [] : addOnce(STRONG_CTA, text, dice))], voice, dice) };
    }
  }
}
