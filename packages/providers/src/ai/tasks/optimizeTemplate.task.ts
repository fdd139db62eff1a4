import type { OptimizeTemplateInput } from '@outreach/contracts';
import { z } from 'zod';
import { offlineOptimize, type Recommendation } from '../offline/offlineOptimize.ts';
import { excerpt, type ContentTask } from './contentTask.ts';
import { filled, listOf } from './modelShapes.ts';
import { quoted, systemPrompt } from './prompting.ts';

const schema = z.object({
  improvedSubject: filled(300),
  improvedContent: filled(20_000),
  recommendations: listOf(z.object({ impact: z.enum(['high', 'medium', 'low']), type: filled(60), issue: filled(500), suggestion: filled(500) }), 1, 12),
});

/** POST /api/ai/optimize-template: a better subject and content, and why (the AI Template Optimizer). */
export const optimizeTemplateTask: ContentTask<OptimizeTemplateInput, { improvedSubject: string; improvedContent: string; recommendations: Recommendation[] }> = {
  endpoint: 'optimize-template',
  schemaName: 'template_optimization',
  schema,
  failureMessage: 'Failed to optimize template. Please try again.',
  prompt: (input) => ({
    system: systemPrompt(input.companyProfile, ['Keep the double-brace variables the template already uses.']),
    user: [
      quoted('Subject', input.subject),
      quoted('Content', input.content),
      'Optimise this e-mail template for opens, replies and deliverability. Give the improved subject, the whole improved content, and 3 to 8 recommendations, each with its impact (high, medium or low), type (subject, content, personalization, call-to-action, deliverability, compliance, readability, length), the issue and the suggestion.',
    ].join('\n'),
  }),
  offline: offlineOptimize,
  finish: (raw) => ({ improvedSubject: raw.improvedSubject.trim(), improvedContent: raw.improvedContent.trim(), recommendations: raw.recommendations }),
  summarize: (input) => ({ company: input.companyProfile?.name ?? null, subject: excerpt(input.subject), contentLength: input.content.length, contentStart: excerpt(input.content) }),
};
