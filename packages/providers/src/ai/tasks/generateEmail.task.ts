import type { GenerateEmailInput } from '@outreach/contracts';
import { z } from 'zod';
import { offlineEmail } from '../offline/offlineEmail.ts';
import { excerpt, type ContentTask } from './contentTask.ts';
import { filled, listOf } from './modelShapes.ts';
import { systemPrompt } from './prompting.ts';

const KINDS: Record<GenerateEmailInput['campaignType'], string> = {
  introduction: 'a first, introductory e-mail to an agent who does not know us yet',
  'product-update': 'a product update e-mail telling agents what is new and why it matters to them',
  'demo-request': 'an e-mail inviting the agent to a 15-minute demo',
};

const schema = z.object({ content: filled(20_000), subjectLines: listOf(filled(150), 3, 10) });

/** POST /api/ai/generate-email: an e-mail of one of the three kinds and three subject lines. */
export const generateEmailTask: ContentTask<GenerateEmailInput, { content: string; subjectLines: string[] }> = {
  endpoint: 'generate-email',
  schemaName: 'email',
  schema,
  failureMessage: 'Failed to generate content. Please try again.',
  prompt: (input) => ({
    system: systemPrompt(input.companyProfile),
    user: [
      `Write ${KINDS[input.campaignType]}, 120 to 200 words, greeting with {{firstName}}, and 3 subject lines.`,
      input.specificFocus ? `Focus on: ${input.specificFocus}` : '',
      input.callToAction ? `Call to action: ${input.callToAction}` : 'End with one clear call to action.',
    ]
      .filter(Boolean)
      .join('\n'),
  }),
  offline: offlineEmail,
  finish: (raw) => ({ content: raw.content.trim(), subjectLines: raw.subjectLines.map((s) => s.trim()) }),
  summarize: (input) => ({
    company: input.companyProfile.name,
    tone: input.companyProfile.tone ?? null,
    campaignType: input.campaignType,
    specificFocus: excerpt(input.specificFocus) ?? null,
    callToAction: excerpt(input.callToAction) ?? null,
  }),
};
