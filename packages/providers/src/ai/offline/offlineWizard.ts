import type { ContentWizardInput, RefineWizardInput, Tier, WizardEmailTemplate } from '@outreach/contracts';
import { GOAL_ANGLES, TIER_ANGLES } from './audience.ts';
import { contentFacts } from './contentFacts.ts';
import type { Dice } from './dice.ts';
import { offlineImprove } from './offlineImprove.ts';
import { bullets, clip, greeting, lowerFirst, signature, upperFirst, voiceOf, type Voice } from './voice.ts';

/** A wizard template before it gets its id (the model writes the same shape). */
export type WizardDraft = Omit<WizardEmailTemplate, 'id'>;

interface Style {
  name: string;
  description: (tierLabel: string) => string;
  body: (c: { v: Voice; tier: (typeof TIER_ANGLES)[Tier]; benefits: string[]; reason: string; cta: string; custom: string | undefined; dice: Dice }) => string[];
}

const STYLES: readonly Style[] = [
  {
    name: 'Straight to the point',
    description: (t) => `Short and direct for ${t} agents: one problem, one answer, one ask.`,
    body: ({ v, tier, benefits, cta, custom }) => [
      `Quick one: if ${tier.pain} sounds familiar, ${v.company} was built for you.`,
      ...(custom ? [custom] : []),
      `${upperFirst(lowerFirst(benefits[0]!))}, so you can ${tier.promise}.`,
      cta,
    ],
  },
  {
    name: 'Value first',
    description: (t) => `Leads with the benefits ${t} agents care about, then the offer.`,
    body: ({ v, tier, benefits, reason, cta, custom, dice }) => [
      `${dice.pick(['Here is what', 'This is what'])} ${v.company} does for ${tier.who}:`,
      bullets(benefits),
      [custom, reason].filter(Boolean).join(' '),
      cta,
    ],
  },
  {
    name: 'Story',
    description: (t) => `A short story of an agent like them; social proof for ${t} agents.`,
    body: ({ v, tier, benefits, reason, cta, custom }) => [
      `Last month an agent in {{city}} told us about ${tier.pain}. Sound familiar?`,
      `They started using ${v.company}. What changed: ${lowerFirst(benefits[0]!)}${benefits[1] ? ` and ${lowerFirst(benefits[1])}` : ''}.`,
      [custom, reason].filter(Boolean).join(' '),
      cta,
    ],
  },
  {
    name: 'Question opener',
    description: (t) => `Opens with a question ${t} agents answer "yes" to.`,
    body: ({ v, tier, benefits, cta, custom }) => [
      'What would you do with five more hours a week?',
      `${v.about} For ${tier.who}, that means you can ${tier.promise}.`,
      ...(custom ? [custom] : []),
      `One reason agents switch: ${lowerFirst(benefits[0]!)}.`,
      cta,
    ],
  },
];

const SUBJECTS: readonly ((goalSubject: string, tierHook: string, v: Voice) => string)[] = [
  (g) => `{{firstName}}, ${g}`,
  (g, h) => `${upperFirst(g)} ${h}`,
  (g, _h, v) => `${v.company}: ${g}`,
  (_g, h) => `An idea ${h}, {{firstName}}`,
];

const INSTRUCTION = /^(please\s+)?(mention|include|add|highlight|emphasi[sz]e|talk about|focus on|say|tell (them|agents|readers) about)\s+(that\s+)?/i;

/** The wizard's custom message as a sentence of the e-mail: said as is, or, when it is an instruction ("mention our webinar"), carried out. */
export function customLine(custom: string | undefined): string | undefined {
  const text = custom?.trim().replace(/[.!]*$/, '');
  if (!text) return undefined;
  const match = INSTRUCTION.exec(text);
  return match ? `Also worth knowing: ${text.slice(match[0].length)}.` : `${upperFirst(text)}.`;
}

/** Three e-mail templates for the goal and tiers chosen, each in a different style, in the profile's voice. */
export function offlineWizardTemplates(input: ContentWizardInput, dice: Dice): { templates: WizardDraft[] } {
  const v = voiceOf(input.companyProfile);
  const goal = GOAL_ANGLES[input.goal];
  const custom = customLine(input.customMessage);
  const styles = dice.sample(STYLES, 3);
  const subjects = dice.shuffle(SUBJECTS);
  return {
    templates: styles.map((style, i) => {
      const tier = input.tiers[i % input.tiers.length]!;
      const angle = TIER_ANGLES[tier];
      const benefits = dice.sample(v.benefits, Math.min(3, v.benefits.length));
      const body = style.body({ v, tier: angle, benefits, reason: dice.pick(goal.reason), cta: dice.pick(goal.cta), custom, dice });
      return {
        name: `${goal.label}: ${style.name}`,
        description: style.description(angle.label),
        category: goal.category,
        targetTier: tier,
        subjectLine: clip(subjects[i % subjects.length]!(dice.pick(goal.subject), angle.hook, v), 60),
        content: [greeting(v, dice), ...body.filter((p) => p.trim()), signature(v, dice)].join('\n\n'),
      };
    }),
  };
}

/** What a reviewer asked for, read from their words. */
function wishes(feedback: string) {
  const f = feedback.toLowerCase();
  return {
    shorter: /short|concise|brief|less|trim|too long/.test(f),
    longer: /longer|more detail|expand|elaborate/.test(f),
    friendlier: /friend|warm|casual|personal|human/.test(f),
    formal: /formal|professional|serious/.test(f),
    urgent: /urgen|deadline|scarcity|sooner|now/.test(f),
    benefits: /benefit|value|feature|why/.test(f),
    subject: /subject|headline|open rate/.test(f),
    persuasive: /persua|convinc|stronger|punch|compelling|sales/.test(f),
  };
}

/** The templates reworked as the feedback asks (shorter, warmer, more formal, more urgent, more benefits, new subjects), ids kept. */
export function offlineRefineTemplates(input: RefineWizardInput, dice: Dice): { templates: WizardEmailTemplate[] } {
  const v = voiceOf(input.companyProfile);
  const goal = GOAL_ANGLES[input.goal];
  const w = wishes(input.feedback);
  const anyWish = Object.values(w).some(Boolean);
  return {
    templates: input.originalTemplates.map((t) => {
      let content = t.content;
      const improve = (improvementFocus: string) => {
        content = offlineImprove({ currentContent: content, companyProfile: input.companyProfile, improvementFocus }, dice).content;
      };
      if (w.shorter) improve('concise');
      if (w.friendlier) improve('friendly');
      if (w.formal) improve('formal');
      if (w.benefits) improve('benefits');
      if (w.persuasive || !anyWish) improve('persuasive');
      if (w.longer) {
        const facts = contentFacts(content);
        const tier = TIER_ANGLES[(input.tiers.includes(t.targetTier as Tier) ? t.targetTier : input.tiers[0]) as Tier];
        const extra = `For ${tier.who}, that means you can ${tier.promise}. ${dice.pick(goal.reason)}`;
        content = [facts.greetingLine ?? greeting(v, dice), ...facts.paragraphs.slice(0, -1), extra, ...facts.paragraphs.slice(-1), facts.closing ?? signature(v, dice)].join('\n\n');
      }
      if (w.urgent) {
        const facts = contentFacts(content);
        content = [facts.greetingLine ?? greeting(v, dice), ...facts.paragraphs.slice(0, -1), dice.pick(GOAL_ANGLES.urgency.reason), dice.pick(GOAL_ANGLES.urgency.cta), facts.closing ?? signature(v, dice)].join('\n\n');
      }
      let subjectLine = t.subjectLine;
      if (w.subject || w.urgent || w.persuasive || !anyWish || subjectLine.trim() === '') {
        const hook = w.urgent ? dice.pick(GOAL_ANGLES.urgency.subject) : dice.pick(goal.subject);
        subjectLine = clip(dice.pick([`{{firstName}}, ${hook}`, `${upperFirst(hook)}: ${v.company}`, `${upperFirst(hook)}, {{firstName}}?`]), 60);
      }
      return {
        ...t,
        subjectLine,
        content,
        description: clip(`${t.description.replace(/\s*Refined:.*$/, '')} Refined: ${input.feedback.trim()}`, 1_000),
      };
    }),
  };
}
