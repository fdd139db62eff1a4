import type { SmsWizardInput } from '@outreach/contracts';
import { GOAL_ANGLES, TIER_ANGLES } from './audience.ts';
import type { Dice } from './dice.ts';
import { OPT_OUT } from './offlineMarketingIdeas.ts';
import { clip, lowerFirst, voiceOf } from './voice.ts';

export const SMS_SEGMENT = 160;

/** An SMS template before its id and estimated length (the model writes the same shape). */
export type SmsDraft = {
  name: string;
  description: string;
  message: string;
  targetTier: string;
};

/** The length a text will have once its variables are filled with typical values. */
export function estimatedSmsLength(message: string): number {
  const typical: Record<string, number> = { firstName: 6, lastName: 7, city: 8, company: 12, agentName: 13, state: 2 };
  return message.replace(/\{\{\s*(\w+)[^}]*\}\}/g, (_m, key: string) => 'x'.repeat(typical[key] ?? 8)).length;
}

/** Three texts of at most one segment each (variables filled), each ending with the opt-out. */
export function offlineSmsTemplates(input: SmsWizardInput, dice: Dice): { templates: SmsDraft[] } {
  const v = voiceOf(input.companyProfile);
  const goal = GOAL_ANGLES[input.goal];
  const custom = input.customMessage?.trim();
  const company = clip(v.company, 30);
  const shapes: readonly { name: string; text: (tierWho: string, benefit: string, cta: string) => string }[] = [
    { name: 'Short and direct', text: (_w, b, cta) => `Hi {{firstName}}, ${company} here. ${b}. ${cta}` },
    { name: 'Benefit first', text: (_w, b, cta) => `{{firstName}}: ${lowerFirst(b)}, with ${company}. ${cta}` },
    { name: 'Local angle', text: (w, _b, cta) => `Hi {{firstName}}! ${company} helps ${w} in {{city}} save hours a week. ${cta}` },
    { name: 'Question', text: (_w, b, cta) => `{{firstName}}, want ${lowerFirst(b)}? ${company} does it. ${cta}` },
  ];
  return {
    templates: dice.sample(shapes, 3).map((shape, i) => {
      const tier = input.tiers[i % input.tiers.length]!;
      const angle = TIER_ANGLES[tier];
      const room = SMS_SEGMENT - OPT_OUT.length - 1;
      const candidates = [
        shape.text(angle.who.split(' with ')[0]!, clip(dice.pick(v.benefits).replace(/[.!]+$/, ''), 60), dice.pick(goal.smsCta)),
        shape.text('agents', clip(v.benefits[0]!.replace(/[.!]+$/, ''), 40), goal.smsCta[0]!),
        `Hi {{firstName}}, ${company}: ${goal.smsCta[0]!}`,
      ].map((c) => (custom && estimatedSmsLength(`${c} ${custom}`) <= room ? `${c} ${custom}` : c));
      const body = candidates.find((c) => estimatedSmsLength(c) <= room) ?? clip(candidates.at(-1)!, room - 20);
      return {
        name: `${goal.label}: ${shape.name}`,
        description: `${shape.name} text for ${angle.label} agents (${goal.label.toLowerCase()}).`,
        message: `${body} ${OPT_OUT}`,
        targetTier: tier,
      };
    }),
  };
}
