/** What an e-mail's text is about, read without a model: its themes, its main words, its parts. */

const STOP = new Set(
  'the a an and or but if then than to of in on for with at by from as is are was were be been being it its this that these those you your yours we our ours us i me my he she they them their there here what which who whom how when where why will would can could should may might must just also very really so not no yes do does did have has had get got make makes made more most less much many any some all each every about into over under again only own same too up down out off once one two three hi hello dear best regards thanks thank team let know like want need use using used time week today please'.split(
    ' ',
  ),
);

/** Describing and doing words that read badly as a topic ('a quick thought on quick'). */
const NOT_A_TOPIC = new Set(
  'quick note thought idea ideas question great good free easy simple fast best better sure happy glad excited reach hope wanted wish love help helps think thing things stuff something anything everything lots able ready fine nice real sorry okay short long little last next first second other another spend save saves takes take give gives keep keeps send sent see look looking work works write wrote share shared'.split(
    ' ',
  ),
);
/** Words that end like describing or doing words but name things. */
const TOPIC_EXCEPTIONS = new Set(['listing', 'listings', 'pricing', 'marketing', 'booking', 'bookings', 'showing', 'showings', 'building', 'closing', 'closings', 'staging', 'housing', 'meeting', 'meetings', 'training', 'onboarding', 'feed', 'speed']);

export type Theme = 'trial' | 'demo' | 'price' | 'update' | 'guide' | 'listings' | 'leads' | 'time' | 'urgency';

const THEMES: [Theme, RegExp][] = [
  ['trial', /\b(free trial|trial|try it|7-day|14-day)\b/i],
  ['demo', /\b(demo|walkthrough|walk you through|show you)\b/i],
  ['price', /(\$\s?\d+|\bprice|pricing|per month|a month\b)/i],
  ['update', /\b(new|update|launch|released?|shipped)\b/i],
  ['guide', /\b(guide|tips?|checklist|how to|webinar)\b/i],
  ['listings', /\blistings?\b/i],
  ['leads', /\b(leads?|buyers?|clients?|follow-?ups?)\b/i],
  ['time', /\b(hours?|time|faster|minutes?|busywork)\b/i],
  ['urgency', /\b(today|this week|friday|ends|last chance|limited|deadline)\b/i],
];

export interface ContentFacts {
  themes: Theme[];
  /** The most frequent meaningful words, most frequent first. */
  keywords: string[];
  /** Words naming what the e-mail is about ('listings', 'software'), most telling first. */
  topics: string[];
  words: number;
  /** Greeting line, if the text opens with one. */
  greetingLine: string | undefined;
  /** Body paragraphs between greeting and sign-off. */
  paragraphs: string[];
  /** The closing lines (sign-off and name), if any. */
  closing: string | undefined;
  hasPersonalization: boolean;
  links: string[];
}

const SALUTATION = /^(hi|hey|hello|dear|good (morning|afternoon|evening)|greetings)\b/i;
const SIGN_OFF = /^(best|kind regards|regards|cheers|thanks|thank you|sincerely|yours|talk soon|warmly|with kind regards|all the best)\b.*$/i;
/** The words a sign-off written at the end of a line starts with: 'Thanks, Dana', 'Best regards, Dana Lee', 'Cheers!'. */
const INLINE_SIGN_OFF = /^(best regards|best|kind regards|regards|cheers|thanks|thank you|sincerely|talk soon|warmly|all the best)[,!.]?(?=\s|$)/i;
/** Up to three names after it, each capitalised or a variable. */
const NAMES = /^((\s+(\p{Lu}[\p{L}'’-]*|\{\{\s*\w+\s*\}\})){1,3}\.?)?$/u;
const BULLET = /^\s*([•*–-]|\d+[.)])\s/;

/** Where a greeting ends: the first comma, exclamation mark or colon, or a sentence end (not the dot of 'Mr.'). */
const GREETING_END = /[,!:]|(?<!\b(?:Mr|Mrs|Ms|Dr|Prof))[.?](?=\s|$)/;
/** Longest greeting read out of a longer first line. */
const GREETING_MAX = 60;

/** What follows a greeting's comma that still belongs to it: a name ('Good morning, Ana!'), not a sentence. */
const isNameOnly = (text: string) => {
  const words = text.replace(/[,!:.]$/, '').split(/\s+/).filter(Boolean);
  return words.length > 0 && words.length <= 2 && !/\?$/.test(text) && words.every((word) => /^(\p{Lu}|\{\{)/u.test(word));
};

/**
 * The greeting a first line opens with and the rest of the line: 'Hi there, we make listing
 * software.' is 'Hi there,' and 'We make listing software.'; a line that is only a greeting
 * ('Hello there', 'Good morning, Ana!') has no rest. Undefined when the line greets no one.
 */
export function splitGreeting(line: string): { greeting: string; rest: string } | undefined {
  const text = line.trim();
  if (!SALUTATION.test(text)) return undefined;
  const end = GREETING_END.exec(text);
  if (!end) return text.split(/\s+/).length <= 5 ? { greeting: text, rest: '' } : undefined;
  if (end.index >= GREETING_MAX) return undefined;
  const greetingPart = text.slice(0, end.index + 1).trim();
  const rest = text.slice(end.index + 1).trim();
  if (rest === '' || isNameOnly(rest)) return { greeting: text, rest: '' };
  return { greeting: greetingPart, rest: /^[a-z]/.test(rest) ? rest[0]!.toUpperCase() + rest.slice(1) : rest };
}

/** The closing lines at the end of the last block ('Best,' and a name under it), and what comes before them. */
function splitClosingLines(block: string): { before: string; closing: string } | undefined {
  const lines = block.split('\n');
  for (let i = Math.max(1, lines.length - 4); i < lines.length; i += 1) {
    const line = lines[i]!.trim();
    const names = lines.slice(i + 1);
    const isName = (name: string) => name.trim().length <= 60 && !/[.?:]$/.test(name.trim()) && !BULLET.test(name);
    if (SIGN_OFF.test(line) && line.length <= 40 && !line.endsWith(':') && names.every(isName)) {
      return { before: lines.slice(0, i).join('\n').trim(), closing: lines.slice(i).join('\n').trim() };
    }
  }
  return undefined;
}

/** A sign-off ending the last line ('Want a demo? Thanks, Dana'), and what comes before it. */
function splitInlineSignOff(block: string): { before: string; closing: string } | undefined {
  const lines = block.split('\n');
  const last = lines.at(-1)!;
  const parts = sentences(last);
  const tail = parts.at(-1);
  const signOff = tail ? INLINE_SIGN_OFF.exec(tail) : null;
  if (parts.length < 2 || !tail || !signOff || !NAMES.test(tail.slice(signOff[0].length))) return undefined;
  return { before: [...lines.slice(0, -1), parts.slice(0, -1).join(' ')].join('\n').trim(), closing: tail };
}

/** What a text is about and how it is laid out: greeting, body paragraphs and closing, each of the user's lines in exactly one of them. */
export function contentFacts(text: string): ContentFacts {
  const normalized = text.replace(/\r\n?/g, '\n').trim();
  const blocks = normalized.split(/\n\s*\n/).map((b) => b.trim()).filter(Boolean);
  let greetingLine: string | undefined;
  let closing: string | undefined;
  if (blocks.length > 0) {
    const [firstLine = '', ...otherLines] = blocks[0]!.split('\n');
    const split = splitGreeting(firstLine);
    if (split) {
      greetingLine = split.greeting;
      const rest = [split.rest, ...otherLines].join('\n').trim();
      if (rest) blocks[0] = rest;
      else blocks.shift();
    }
  }
  const closingIndex = blocks.findIndex((b) => SIGN_OFF.test(b.split('\n')[0]!.trim()) && b.length < 120);
  if (closingIndex >= 0) {
    closing = blocks.slice(closingIndex).join('\n\n');
    blocks.splice(closingIndex);
  } else if (blocks.length > 0) {
    const split = splitClosingLines(blocks.at(-1)!) ?? splitInlineSignOff(blocks.at(-1)!);
    if (split) {
      closing = split.closing;
      if (split.before) blocks[blocks.length - 1] = split.before;
      else blocks.pop();
    }
  }
  const body = blocks.join('\n\n') || normalized;
  const counts = new Map<string, number>();
  for (const word of wordsOf(body)) {
    if (!STOP.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const keywords = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([w]) => w).slice(0, 8);
  return {
    themes: THEMES.filter(([, re]) => re.test(normalized)).map(([t]) => t),
    keywords,
    topics: topicsOf(body),
    words: normalized.split(/\s+/).filter(Boolean).length,
    greetingLine,
    paragraphs: blocks,
    closing,
    hasPersonalization: /\{\{\s*\w+/.test(normalized),
    links: normalized.match(/https?:\/\/[^\s)>\]]+/gi) ?? [],
  };
}

/** The words of a text in lower case, without its variables and links. */
const wordsOf = (text: string) => text.toLowerCase().replace(/\{\{[^}]*\}\}|https?:\/\/\S+/g, ' ').match(/[a-z][a-z'-]{3,}/g) ?? [];

/** Words that name a thing after 'your', 'the', 'about'…: 'about your listings' → 'listings'. */
const AFTER_DETERMINER = /\b(?:your|our|their|the|my|his|her|its|these|those|about|for|with|of|on)\s+([a-z][a-z'-]{3,})\b/g;

/**
 * What the text is about, as words a subject line can name ('listings', 'software'): words that
 * follow a determiner or a preposition, most frequent first, never a stop word or a describing word.
 */
function topicsOf(body: string): string[] {
  const lower = body.toLowerCase().replace(/\{\{[^}]*\}\}|https?:\/\/\S+/g, ' ');
  const counts = new Map<string, number>();
  for (const [, word] of lower.matchAll(AFTER_DETERMINER)) {
    if (isTopicWord(word!)) counts.set(word!, (counts.get(word!) ?? 0) + 1);
  }
  for (const word of wordsOf(body)) {
    if (isTopicWord(word)) counts.set(word, (counts.get(word) ?? 0) + 0.5);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([word]) => word).slice(0, 8);
}

/** Whether a word can name what an e-mail is about: not a stop word, not a describing or doing word. */
export function isTopicWord(word: string): boolean {
  if (STOP.has(word) || NOT_A_TOPIC.has(word)) return false;
  return TOPIC_EXCEPTIONS.has(word) || !/(ly|ing|ed|ful|ous)$/.test(word);
}

/** Split a paragraph into sentences. */
export function sentences(paragraph: string): string[] {
  return paragraph.split(/(?<=[.!?])\s+(?=[A-Z{"“•])/).map((s) => s.trim()).filter(Boolean);
}
