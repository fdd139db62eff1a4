import { generateMarketingIdeasBody, marketingIdeas, noQuery } from '@outreach/contracts';
import { generateMarketingIdeasTask } from '@outreach/providers';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { answerGeneration, profileFor } from './contentGeneration.ts';

/** POST /api/ai/generate-marketing-ideas {targetAudience, campaignType, specialFocus} → ideas (AI Marketing Ideas → Campaign Ideas), for the saved company profile when none is sent. */
export function registerGenerateMarketingIdeasRoute(app: TypedApp, runtime: Runtime): void {
  app.post('/api/ai/generate-marketing-ideas', { schema: { querystring: noQuery, body: generateMarketingIdeasBody, response: { 200: marketingIdeas } } }, async (request, reply) => {
    const input = { ...request.body, companyProfile: await profileFor(runtime, request.body.companyProfile) };
    return answerGeneration(runtime, request, reply, generateMarketingIdeasTask, input, 'AI Marketing Ideas: campaign ideas');
  });
}
