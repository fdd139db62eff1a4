import type { ImproveContentInput } from '@outreach/contracts';
import { contentFacts, sentences, type ContentFacts } from './contentFacts.ts';
import type { Dice } from './dice.ts';
import { bullets, DEFAULT_BENEFITS, greeting, signature, voiceOf, type Voice } from './voice.ts';

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

const withoutFiller = (text: string) => FILLER.reduce((t, filler) => t.replace(filler, (m) => (/^in order to$/i.test(m.trim()) ? 'to' : '')), text).trim();
const isList = (p: string) => p.startsWith('•') || p.includes('\n•') || p.includes('\n-');

/** The opening sentence, at most two list items, and the closing ask: the e-mail at half its length or less. */
function concise(facts: ContentFacts): string[] {
  const prose = facts.paragraphs.filter((p) => !isList(p)).map(withoutFiller).filter(Boolean);
  const list = facts.paragraphs.find(isList);
  const first = prose[0] ? sentences(prose[0])[0] : undefined;
  const last = prose.length > 1 ? sentences(prose.at(-1)!)[0] : undefined;
  const kept = [first, list ? list.split('\n').slice(0, 3).join('\n') : undefined, last].filter((p): p is string => Boolean(p));
  return kept.map((p) => p.charAt(0).toUpperCase() + p.slice(1));
}

/**
 * The user's e-mail improved as asked, its own words kept where they work: a hook, proof and a
 * firmer call to action (persuasive); filler and repetition cut (concise); the profile's benefits
 * the text does not mention yet, as a list (benefits); a warmer or more formal greeting and close.
 */
export function offlineImprove(input: ImproveContentInput, dice: Dice): { content: string } {
  const voice = voiceOf(input.companyProfile);
  const facts = contentFacts(input.currentContent);
  const body = facts.paragraphs.length > 0 ? [...facts.paragraphs] : [input.currentContent.trim()];
  const lower = input.currentContent.toLowerCase();
  const unmentioned = voice.benefits.filter((b) => !lower.includes(b.toLowerCase().slice(0, 24)));
  switch (improvementOf(input.improvementFocus)) {
    case 'persuasive': {
      const last = body.length > 1 ? body.pop()! : undefined;
      const closer = last && /\?|reply|book|start|call|click|schedule|sign up/i.test(last) ? dice.pick(STRONG_CTA) : [last, dice.pick(STRONG_CTA)].filter(Boolean).join('\n\n');
      return { content: assemble(facts, [dice.pick(HOOKS)(voice), ...body, dice.pick(PROOF), closer], voice, dice) };
    }
    case 'concise':
      return { content: assemble(facts, concise(facts), voice, dice) };
    case 'benefits': {
      const spare = DEFAULT_BENEFITS.filter((b) => !lower.includes(b.toLowerCase().slice(0, 24)));
      const added = dice.sample(unmentioned.length > 0 ? unmentioned : spare, 3);
      const intro = dice.pick([`With ${voice.company} you get:`, 'Here is what that means for you:', 'What you get:', 'Why agents choose us:']);
      const at = Math.min(1, body.length);
      body.splice(at, 0, `${intro}\n${bullets(added)}`);
      return { content: assemble(facts, body, voice, dice) };
    }
    case 'friendly':
      return { content: assemble(facts, body, { ...voice, tone: 'friendly' }, dice, { greeting: greeting({ ...voice, tone: 'friendly' }, dice), closing: signature({ ...voice, tone: 'friendly' }, dice) }) };
    case 'formal':
      return {
        content: assemble(facts, body.map((p) => p.replace(/\b(hey|hi)\b/gi, 'Hello').replace(/!/g, '.')), voice, dice, {
          greeting: greeting({ ...voice, tone: 'formal' }, dice),
          closing: signature({ ...voice, tone: 'formal' }, dice),
        }),
      };
    case 'polish': {
      const hasCta = /\?|reply|book|start|call|schedule|sign up/i.test(body.at(-1) ?? '');
      const cleaned = body.map(withoutFiller).filter(Boolean);
      return { content: assemble(facts, [...cleaned, dice.pick(PROOF), ...(hasCta ? [] : [dice.pick(STRONG_CTA)])], voice, dice) };
    }
  }
}
