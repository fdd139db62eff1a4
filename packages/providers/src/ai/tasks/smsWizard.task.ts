import { randomUUID } from 'node:crypto';
import { TIER_LABELS, type GeneratedSmsTemplate, type SmsWizardInput } from '@outreach/contracts';
import { z } from 'zod';
import { GOAL_ANGLES } from '../offline/audience.ts';
import { estimatedSmsLength, offlineSmsTemplates, type SmsDraft } from '../offline/offlineSmsWizard.ts';
import { excerpt, type ContentTask } from './contentTask.ts';
import { filled, listOf, trimAll } from './modelShapes.ts';
import { systemPrompt } from './prompting.ts';

const schema = z.object({
  templates: listOf(z.object({ name: filled(200), description: filled(1_000), message: filled(320), targetTier: filled(100) }), 1, 5),
});

/** POST /api/sms/generate-wizard: three texts for a goal and tiers (SMS Wizard, SMS Generation). */
export const smsWizardTask: ContentTask<SmsWizardInput, { templates: GeneratedSmsTemplate[] }, { templates: SmsDraft[] }> = {
  endpoint: 'sms-generate-wizard',
  schemaName: 'sms_templates',
  schema,
  failureMessage: 'Failed to generate content. Please try again.',
  prompt: (input) => ({
    system: systemPrompt(input.companyProfile, ['Texts are SMS: no links unless asked, no emoji, each at most 160 characters with its variables filled, ending with "Reply STOP to opt out".']),
    user: [
      `Goal: ${GOAL_ANGLES[input.goal].label} (${input.goal}). Audience tiers: ${input.tiers.map((t) => `${TIER_LABELS[t]} (${t})`).join(', ')}.`,
      input.customMessage ? `Include this message: ${input.customMessage}` : '',
      'Write 3 different SMS templates. Each: name, description (its angle), message (with {{firstName}}), targetTier (one of the chosen tier keys).',
    ]
      .filter(Boolean)
      .join('\n'),
  }),
  offline: offlineSmsTemplates,
  finish: (raw) => ({
    templates: raw.templates.map((t) => {
      const draft = trimAll(t);
      return { id: randomUUID(), ...draft, estimatedLength: estimatedSmsLength(draft.message) };
    }),
  }),
  summarize: (input) => ({ company: input.companyProfile.name, goal: input.goal, tiers: input.tiers, customMessage: excerpt(input.customMessage) ?? null }),
};
