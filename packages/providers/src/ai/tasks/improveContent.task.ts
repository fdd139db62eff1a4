import type { ImproveContentInput } from '@outreach/contracts';
import { z } from 'zod';
import { offlineImprove } from '../offline/offlineImprove.ts';
import { excerpt, type ContentTask } from './contentTask.ts';
import { filled } from './modelShapes.ts';
import { quoted, systemPrompt } from './prompting.ts';

const schema = z.object({ content: filled(20_000) });

/** POST /api/ai/improve-content: the e-mail rewritten more persuasive, more concise, with benefits, or as asked. */
export const improveContentTask: ContentTask<ImproveContentInput, { content: string }> = {
  endpoint: 'improve-content',
  schemaName: 'improved_email',
  schema,
  failureMessage: 'Failed to improve content. Please try again.',
  prompt: (input) => ({
    system: systemPrompt(input.companyProfile, ['Keep the double-brace variables the e-mail already uses.']),
    user: `${quoted('E-mail', input.currentContent)}\nImprove this e-mail: ${input.improvementFocus}. Keep its meaning and its greeting; answer with the whole new e-mail.`,
  }),
  offline: offlineImprove,
  finish: (raw) => ({ content: raw.content.trim() }),
  summarize: (input) => ({ company: input.companyProfile.name, improvementFocus: excerpt(input.improvementFocus), contentLength: input.currentContent.length, contentStart: excerpt(input.currentContent) }),
};
