import type { OptimizeTemplateInput } from '@outreach/contracts';
import { CALM_CALLS_TO_ACTION, calmClosing, calmFiller, OPT_OUT_LINE, personalGreeting, productOf } from './calmBody.ts';
import { calmSubject } from './calmSubject.ts';
import { KEPT_OFFER_PHRASES, rephrasedParagraph } from './calmRephrase.ts';
import { isShouting, quotedList, triggersIn, withoutUrgency } from './calmWording.ts';
import { contentFacts } from './contentFacts.ts';
import type { Dice } from './dice.ts';
import { clip, lowerFirst, voiceOf } from './voice.ts';

export interface Recommendation {
  impact: 'high' | 'medium' | 'low';
  type: string;
  issue: string;
  suggestion: string;
}

const SUBJECT_MAX = 50;
/** Words a subject cut to length should not end on. */
const DANGLING = /\s+(a|an|and|at|by|for|in|of|on|or|our|the|to|with|your)$/i;
/** A body the calming cut below this is filled in from the company profile and the e-mail's themes. */
const THIN_BODY_WORDS = 25;
/** …when the calming cut it by more than a quarter (a few words reworded leave the user's text as it is). */
const CUT_SHARE = 0.75;

/** A closing paragraph that asks for a next step. */
const CALL_TO_ACTION = /\?|reply|book|start|call|schedule|try/i;
const PERSONAL = /\{\{\s*\w+/;
const wordsOf = (text: string) => text.replace(/https?:\/\/\S+/g, ' ').match(/\p{L}[\p{L}'’-]*/gu) ?? [];

/** A subject's length as read, a variable counted as a six-letter word. */
const readLength = (subject: string) => subject.replace(/\{\{\s*\w+\s*\}\}/g, 'Xxxxxx').length;

/** Cut to `max` characters as read at a word, never inside a variable nor ending on 'to' or 'the'. */
function shortened(subject: string, max: number): string {
  let cut = clip(subject, max + subject.length - readLength(subject)).replace(/\s*\{\{[^}]*\}?$/, '');
  while (DANGLING.test(cut)) cut = cut.replace(DANGLING, '');
  return cut.replace(/[\s,;:–-]+$/, '');
}

/** A subject with the reader's first name: before it ('{{firstName}}, a quick idea…') or after it. */
function personalised(subject: string, dice: Dice): string {
  const bare = subject.replace(/[.!]+$/, '');
  return /[?]$/.test(bare) || dice.chance(0.5) ? `{{firstName}}, ${lowerFirst(bare)}` : `${bare}, {{firstName}}`;
}

/**
 * Rule-based optimisation of a template into calm, personal, plain English: the subject under 50
 * characters, with the reader's first name, without shouting, piled-up punctuation or any trigger
 * phrase of the content analysis (the part of it that says something plainly, else a subject on
 * what the e-mail is about); the content greeting the reader by name, the user's message kept (pitch,
 * questions, offer and sign-off) with its trigger phrases reworded and only sentences that are
 * nothing but pressure left out (a body left thin is filled in from the company profile), short
 * paragraphs, one clear call to action and a way to opt out; each change explained as a recommendation.
 */
export function offlineOptimize(input: OptimizeTemplateInput, dice: Dice): { improvedSubject: string; improvedContent: string; recommendations: Recommendation[] } {
  const voice = voiceOf(input.companyProfile);
  const product = productOf(voice);
  const recommendations: Recommendation[] = [];
  const facts = contentFacts(input.content);
  // 'Limited time' is pressure, not an e-mail about saving time.
  const themes = [...new Set([...contentFacts(withoutUrgency(input.subject)).themes, ...contentFacts(withoutUrgency(input.content)).themes])];

  const original = input.subject.trim();
  const subjectTriggers = triggersIn(original);
  if (subjectTriggers.length > 0) {
    recommendations.push({ impact: 'high', type: 'subject', issue: `The subject uses phrases spam filters watch for: ${quotedList(subjectTriggers)}.`, suggestion: 'Say plainly what the reader gets; the improved subject does without them.' });
  }
  if (/\b[A-Z]{4,}\b/.test(original) || isShouting(original) || /[!?]{2,}/.test(original)) {
    recommendations.push({ impact: 'high', type: 'subject', issue: 'Capitals or repeated punctuation in the subject look like spam.', suggestion: 'Write the subject in sentence case, without exclamation marks.' });
  }
  let subject = calmSubject(original, themes, product, dice);
  const personal = PERSONAL.test(subject);
  // Room for the first name when it is added: '{{firstName}}, ' reads as about eight characters.
  const room = personal ? SUBJECT_MAX : SUBJECT_MAX - 8;
  if (readLength(subject) > room) {
    subject = shortened(subject, room);
    recommendations.push({ impact: 'medium', type: 'subject', issue: `The subject is longer than ${SUBJECT_MAX} characters and will be cut off on phones.`, suggestion: 'Lead with the benefit and keep it short.' });
  }
  if (!personal) {
    recommendations.push({ impact: 'medium', type: 'personalization', issue: 'The subject is the same for every reader.', suggestion: "Add the reader's first name ({{firstName}}) or city ({{city}}): personal subjects are opened more often." });
    subject = personalised(subject, dice);
  }

  const foundInContent = triggersIn(input.content);
  const contentTriggers = foundInContent.filter((phrase) => !KEPT_OFFER_PHRASES.has(phrase));
  const keptOffer = foundInContent.filter((phrase) => KEPT_OFFER_PHRASES.has(phrase));
  let body = facts.paragraphs.map(rephrasedParagraph).filter((paragraph) => paragraph !== '');
  if (contentTriggers.length > 0) {
    recommendations.push({
      impact: 'high',
      type: 'content',
      issue: `The content uses phrases spam filters watch for: ${quotedList(contentTriggers)}.`,
      suggestion: 'Say plainly what the agent gets; the improved content rewords them and leaves out sentences that are only pressure.',
    });
  } else if (body.join('\n') !== facts.paragraphs.join('\n')) {
    recommendations.push({ impact: 'high', type: 'content', issue: 'The content has words in capitals or piled-up punctuation.', suggestion: 'Write in sentence case with at most one exclamation mark; filters and readers trust a calm tone.' });
  }
  if (keptOffer.length > 0) {
    recommendations.push({
      impact: 'low',
      type: 'content',
      issue: `Your offer uses ${quotedList(keptOffer)}, which filters weigh lightly.`,
      suggestion: 'It is kept because it is your offer: say it once in the content and keep it out of the subject line.',
    });
  }
  if (!facts.greetingLine || !PERSONAL.test(facts.greetingLine)) {
    recommendations.push({ impact: 'medium', type: 'personalization', issue: 'The e-mail does not greet the reader by name.', suggestion: 'Open with "Hi {{firstName}}," so it reads like a personal note.' });
  }
  const hasCta = CALL_TO_ACTION.test(body.at(-1) ?? '');
  const kept = wordsOf(body.join(' ')).length;
  if (kept < THIN_BODY_WORDS && kept < wordsOf(facts.paragraphs.join(' ')).length * CUT_SHARE) {
    const filler = calmFiller(voice, themes, dice);
    if (filler) body.unshift(filler);
  }
  if (body.some((p) => p.length > 400)) {
    body = body.flatMap((p) => (p.length > 400 ? p.split(/(?<=[.!?])\s+(?=[A-Z])/).reduce<string[]>((acc, s) => {
      if (acc.length > 0 && (acc.at(-1)!.length + s.length) < 240) acc[acc.length - 1] = `${acc.at(-1)} ${s}`;
      else acc.push(s);
      return acc;
    }, []) : [p]));
    recommendations.push({ impact: 'low', type: 'readability', issue: 'Some paragraphs are long and hard to read on a phone.', suggestion: 'Keep paragraphs to two or three sentences.' });
  }
  if (!hasCta) {
    body.push(dice.pick(CALM_CALLS_TO_ACTION));
    recommendations.push({ impact: 'high', type: 'call-to-action', issue: 'The e-mail does not end with one clear next step.', suggestion: 'Close with a single, specific ask: reply, book a demo or start a trial.' });
  }
  if (facts.links.length > 2) {
    recommendations.push({ impact: 'medium', type: 'deliverability', issue: `The e-mail has ${facts.links.length} links.`, suggestion: 'Keep to one or two links from your own domain; many links look like marketing to filters.' });
  }
  if (!/unsubscribe|opt[- ]out|reply stop|no longer wish/i.test(input.content)) {
    body.push(OPT_OUT_LINE);
    recommendations.push({ impact: 'medium', type: 'compliance', issue: 'There is no way to opt out.', suggestion: 'Say how to opt out (a line is added) and leave the unsubscribe footer on.' });
  }
  if (facts.words > 250) {
    recommendations.push({ impact: 'low', type: 'length', issue: `At ${facts.words} words the e-mail is long for a first contact.`, suggestion: 'Aim for 75 to 150 words: one idea, one benefit, one ask.' });
  }
  if (recommendations.length === 0) {
    recommendations.push({ impact: 'low', type: 'testing', issue: 'The template already follows good practice.', suggestion: 'A/B test two subject lines to learn what your audience opens.' });
  }
  const improvedContent = [personalGreeting(facts.greetingLine, voice, dice), ...body, calmClosing(facts.closing, voice, dice)].join('\n\n');
  return { improvedSubject: subject, improvedContent, recommendations };
}
