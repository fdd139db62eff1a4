import { randomUUID } from 'node:crypto';
import { TIER_LABELS, type ContentWizardInput, type RefineWizardInput, type WizardEmailTemplate } from '@outreach/contracts';
import { z } from 'zod';
import { GOAL_ANGLES } from '../offline/audience.ts';
import { offlineRefineTemplates, offlineWizardTemplates, type WizardDraft } from '../offline/offlineWizard.ts';
import { excerpt, type ContentTask } from './contentTask.ts';
import { filled, listOf, trimAll } from './modelShapes.ts';
import { quoted, systemPrompt } from './prompting.ts';

const draft = z.object({
  name: filled(200),
  description: filled(1_000),
  category: filled(100),
  targetTier: filled(100),
  subjectLine: filled(300),
  content: filled(20_000),
});
const schema = z.object({ templates: listOf(draft, 1, 5) });
const refinedSchema = z.object({ templates: listOf(draft.extend({ id: z.string() }), 1, 10) });

const audienceLine = (input: { goal: ContentWizardInput['goal']; tiers: ContentWizardInput['tiers'] }) =>
  `Goal: ${GOAL_ANGLES[input.goal].label} (${input.goal}). Audience tiers: ${input.tiers.map((t) => `${TIER_LABELS[t]} (${t})`).join(', ')}.`;

const SHAPE =
  'Each template: name, description (one sentence on its angle), category (the goal), targetTier (one of the chosen tier keys), subjectLine (under 50 characters) and content (the whole e-mail, 80 to 160 words, greeting with {{firstName}}, one call to action).';

/**
 * Where a model's template is filed, as the template library keeps it: under the goal's category
 * (a model may write 'Free Trial' for 'free-trial') and for one of the chosen tiers (its own pick
 * when it is one of them, else the tiers in turn), so that saving it never fails on its labels.
 */
function filedUnder(t: { targetTier: string }, input: { goal: ContentWizardInput['goal']; tiers: ContentWizardInput['tiers'] }, i: number): { category: string; targetTier: string } {
  const tier = input.tiers.find((key) => key === t.targetTier.trim().toLowerCase()) ?? input.tiers[i % input.tiers.length]!;
  return { category: GOAL_ANGLES[input.goal].category, targetTier: tier };
}

/** POST /api/content/generate-wizard: three e-mail templates for a goal and tiers (Email Wizard, step 3). */
export const contentWizardTask: ContentTask<ContentWizardInput, { templates: WizardEmailTemplate[] }, { templates: WizardDraft[] }> = {
  endpoint: 'content-generate-wizard',
  schemaName: 'email_templates',
  schema,
  failureMessage: 'Failed to generate content. Please try again.',
  prompt: (input) => ({
    system: systemPrompt(input.companyProfile),
    user: [audienceLine(input), input.customMessage ? `Include this message: ${input.customMessage}` : '', `Write 3 e-mail templates in clearly different styles. ${SHAPE}`].filter(Boolean).join('\n'),
  }),
  offline: offlineWizardTemplates,
  finish: (raw, input) => ({ templates: raw.templates.map((t, i) => ({ id: randomUUID(), ...trimAll(t), ...filedUnder(t, input, i) })) }),
  summarize: (input) => ({ company: input.companyProfile.name, goal: input.goal, tiers: input.tiers, customMessage: excerpt(input.customMessage) ?? null }),
};

/** POST /api/content/refine-wizard: the templates reworked as the feedback asks, their ids kept. */
export const refineWizardTask: ContentTask<RefineWizardInput, { templates: WizardEmailTemplate[] }> = {
  endpoint: 'content-refine-wizard',
  schemaName: 'refined_email_templates',
  schema: refinedSchema,
  failureMessage: 'Failed to generate content. Please try again.',
  prompt: (input) => ({
    system: systemPrompt(input.companyProfile, ['Keep the double-brace variables the templates already use.']),
    user: [
      audienceLine(input),
      quoted('Templates (JSON)', JSON.stringify(input.originalTemplates)),
      quoted('Feedback', input.feedback),
      `Rewrite every template following the feedback; keep each template's id. ${SHAPE}`,
    ].join('\n'),
  }),
  offline: offlineRefineTemplates,
  finish: (raw, input) => ({
    templates: raw.templates.map((t, i) => {
      const original = input.originalTemplates.find((o) => o.id === t.id) ?? input.originalTemplates[i];
      return { ...trimAll(t), ...filedUnder(t, input, i), id: original?.id ?? randomUUID() };
    }),
  }),
  summarize: (input) => ({
    company: input.companyProfile.name,
    goal: input.goal,
    tiers: input.tiers,
    feedback: excerpt(input.feedback),
    originalTemplateIds: input.originalTemplates.map((t) => t.id),
  }),
};
