/** What an e-mail's text is about, read without a model: its themes, its main words, its parts. */

const STOP = new Set(
  'the a an and or but if then than to of in on for with at by from as is are was were be been being it its this that these those you your yours we our ours us i me my he she they them their there here what which who whom how when where why will would can could should may might must just also very really so not no yes do does did have has had get got make makes made more most less much many any some all each every about into over under again only own same too up down out off once one two three hi hello dear best regards thanks thank team let know like want need use using used time week today please'.split(
    ' ',
  ),
);

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

const GREETING = /^(hi|hey|hello|dear|good (morning|afternoon)|greetings)\b.*[,!:]?$/i;
const SIGN_OFF = /^(best|kind regards|regards|cheers|thanks|thank you|sincerely|yours|talk soon|warmly|with kind regards|all the best)\b.*$/i;

export function contentFacts(text: string): ContentFacts {
  const normalized = text.replace(/\r\n?/g, '\n').trim();
  const blocks = normalized.split(/\n\s*\n/).map((b) => b.trim()).filter(Boolean);
  let greetingLine: string | undefined;
  let closing: string | undefined;
  if (blocks.length > 0) {
    const firstLine = blocks[0]!.split('\n')[0]!;
    if (GREETING.test(firstLine) && firstLine.length < 80) {
      greetingLine = firstLine;
      const rest = blocks[0]!.split('\n').slice(1).join('\n').trim();
      if (rest) blocks[0] = rest;
      else blocks.shift();
    }
  }
  const closingIndex = blocks.findIndex((b) => SIGN_OFF.test(b.split('\n')[0]!.trim()) && b.length < 120);
  if (closingIndex >= 0) {
    closing = blocks.slice(closingIndex).join('\n\n');
    blocks.splice(closingIndex);
  }
  const counts = new Map<string, number>();
  for (const word of normalized.toLowerCase().replace(/\{\{[^}]*\}\}/g, ' ').match(/[a-z][a-z'-]{3,}/g) ?? []) {
    if (!STOP.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const keywords = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([w]) => w).slice(0, 8);
  return {
    themes: THEMES.filter(([, re]) => re.test(normalized)).map(([t]) => t),
    keywords,
    words: normalized.split(/\s+/).filter(Boolean).length,
    greetingLine,
    paragraphs: blocks,
    closing,
    hasPersonalization: /\{\{\s*\w+/.test(normalized),
    links: normalized.match(/https?:\/\/[^\s)>\]]+/gi) ?? [],
  };
}

/** Split a paragraph into sentences. */
export function sentences(paragraph: string): string[] {
  return paragraph.split(/(?<=[.!?])\s+(?=[A-Z{"“•])/).map((s) => s.trim()).filter(Boolean);
}
