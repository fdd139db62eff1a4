import type { AiCompanyProfile } from '@outreach/contracts';
import { voiceOf } from '../offline/voice.ts';

/** The template variables a model may use: the double-brace keys the templates render. */
export const PROMPT_VARIABLES = ['firstName', 'lastName', 'company', 'city', 'state', 'listingCount', 'yearsExperience', 'performanceTier'];

const TIER_LINE =
  'Performance tiers: elite (50+ listings), high-performer (20-49), active (10-19), moderate (5-9), entry (0-4, newer or established agents).';

/** The writer's brief every generator shares: who writes, for whom, in which voice, and the house rules. */
export function systemPrompt(profile: AiCompanyProfile | undefined, extraRules: string[] = []): string {
  const v = voiceOf(profile);
  const lines = [
    `You are the marketing copywriter of ${v.company}${profile?.industry ? `, a ${profile.industry} company` : ''}.`,
    v.about,
    `Readers: ${v.audience}. Tone: ${v.tone}.`,
    `Key benefits:\n${v.benefits.map((b) => `- ${b}`).join('\n')}`,
    TIER_LINE,
    'Rules:',
    '- Plain text only: no HTML, no Markdown headings or bold. Bullets may start with "• ".',
    '- No spam trigger words (free!!!, guarantee, act now, click here, risk-free), no words in capitals, at most one exclamation mark per text.',
    '- Subject lines under 50 characters.',
    `- Personalise only with these double-brace variables: ${PROMPT_VARIABLES.map((k) => `{{${k}}}`).join(', ')}.`,
    '- Never invent figures, prices, discounts or testimonials beyond what the benefits say; the offer is listing software at $49 a month with a 7-day free trial unless the benefits say otherwise.',
    ...extraRules.map((r) => `- ${r}`),
    'Answer only with JSON of the requested shape.',
  ];
  return lines.join('\n');
}

/** A labelled block of the user's text for a prompt. */
export function quoted(label: string, text: string): string {
  return `${label}:\n"""\n${text.trim()}\n"""`;
}
