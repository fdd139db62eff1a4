import type { GenerateSubjectLinesInput } from '@outreach/contracts';
import { contentFacts, isTopicWord, type Theme } from './contentFacts.ts';
import type { Dice } from './dice.ts';
import { clip, upperFirst, voiceOf, type Voice } from './voice.ts';

type Maker = (v: Voice, keyword: string) => string;

const BY_THEME: Record<Theme, readonly Maker[]> = {
  trial: [() => '{{firstName}}, your 7 days start now', () => 'Try it free for a week', (v) => `${v.company}, free for 7 days`],
  demo: [() => '15 minutes this week, {{firstName}}?', () => 'See it on your own listing', () => 'A quick walkthrough?'],
  price: [() => 'Less than a lunch a week', (v) => `What ${v.company} costs (and saves)`, () => 'The math on your time'],
  update: [(v) => `New in ${v.company}`, () => "{{firstName}}, here's what's new", () => 'Just shipped: built for agents'],
  guide: [() => '5 ideas for your next listing', () => 'A checklist worth keeping', () => 'What the busiest agents do'],
  listings: [() => 'More eyes on your listings', () => 'Your {{city}} listings, upgraded', () => 'Listings that sell themselves'],
  leads: [() => 'No more cold leads', () => 'Every lead answered, automatically', () => 'Turn enquiries into showings'],
  time: [() => 'Get your evenings back', () => 'Hours back every week', () => 'Less busywork, more closings'],
  urgency: [() => 'Ends Friday, {{firstName}}', () => 'Last chance this week', () => 'Before the spring rush'],
};

const GENERAL: readonly Maker[] = [
  (_v, k) => `{{firstName}}, a quick thought on ${k}`,
  (_v, k) => `${upperFirst(k)}, made simple`,
  (v) => `A note from ${v.company}`,
  () => 'Quick question, {{firstName}}',
  (_v, k) => `Your ${k}, without the busywork`,
  () => 'An idea for your {{city}} business',
  (v) => `How ${v.audience.split(' ').slice(0, 3).join(' ')} save time`,
  (_v, k) => `What changes for your ${k}`,
];

/** Five distinct subject lines, from the e-mail's own themes, the things it names, and the profile. */
export function offlineSubjectLines(input: GenerateSubjectLinesInput, dice: Dice): { subjectLines: string[] } {
  const voice = voiceOf(input.companyProfile);
  const facts = contentFacts(input.emailContent);
  const own = new Set(voice.company.toLowerCase().split(/\s+/));
  // Subjects name a thing the e-mail is about ('a quick thought on listings'), never a describing word.
  const meaningful = [...new Set([...facts.topics, ...facts.keywords.filter(isTopicWord)])].filter((k) => !own.has(k));
  const keywords = meaningful.length > 0 ? meaningful : ['listings'];
  const themed = facts.themes.flatMap((t) => dice.sample(BY_THEME[t], 2));
  const makers = [...dice.shuffle(themed).slice(0, 3), ...dice.shuffle(GENERAL)];
  const lines: string[] = [];
  for (const make of makers) {
    const line = clip(make(voice, dice.pick(keywords.slice(0, 3))), 60);
    if (!lines.some((l) => l.toLowerCase() === line.toLowerCase())) lines.push(line);
    if (lines.length === 5) break;
  }
  return { subjectLines: lines };
}
