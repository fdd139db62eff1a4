import type { GenerateMarketingIdeasInput, MarketingIdea } from '@outreach/contracts';
import { z } from 'zod';
import { offlineMarketingIdeas } from '../offline/offlineMarketingIdeas.ts';
import { excerpt, type ContentTask } from './contentTask.ts';
import { filled, listOf, trimAll } from './modelShapes.ts';
import { systemPrompt } from './prompting.ts';

const idea = z.object({
  title: filled(200),
  targetAudience: filled(200),
  campaignType: filled(100),
  description: filled(1_000),
  subject: filled(200),
  messageTemplate: filled(3_000),
  callToAction: filled(300),
  timing: filled(300),
  expectedResponse: filled(300),
});
const schema = z.object({ ideas: listOf(idea, 1, 6) });

/** POST /api/ai/generate-marketing-ideas: campaign ideas with a ready message (AI Marketing Ideas → Campaign Ideas). */
export const generateMarketingIdeasTask: ContentTask<GenerateMarketingIdeasInput, { ideas: MarketingIdea[] }> = {
  endpoint: 'generate-marketing-ideas',
  schemaName: 'marketing_ideas',
  schema,
  failureMessage: 'Failed to generate marketing ideas. Please try again.',
  prompt: (input) => ({
    system: systemPrompt(input.companyProfile),
    user: [
      `Suggest 3 distinct campaign ideas for this audience: ${input.targetAudience}. Campaign type: ${input.campaignType}.`,
      input.specialFocus ? `Special focus: ${input.specialFocus}` : '',
      'For each: title, targetAudience, campaignType, description (why it works), subject, messageTemplate (the message itself, with {{firstName}}; at most 160 characters with "Reply STOP to opt out" for a text), callToAction, timing (when to send) and expectedResponse (a realistic reply rate range).',
    ]
      .filter(Boolean)
      .join('\n'),
  }),
  offline: offlineMarketingIdeas,
  finish: (raw) => ({ ideas: raw.ideas.map((i) => trimAll(i)) }),
  summarize: (input) => ({ company: input.companyProfile?.name ?? null, targetAudience: input.targetAudience, campaignType: input.campaignType, specialFocus: excerpt(input.specialFocus) ?? null }),
};
