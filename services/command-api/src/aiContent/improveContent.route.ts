import { improveContentBody, improvedContent, noQuery } from '@outreach/contracts';
import { improveContentTask } from '@outreach/providers';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { answerGeneration } from './contentGeneration.ts';

/** POST /api/ai/improve-content {currentContent, companyProfile, improvementFocus} → content (More Persuasive, More Concise, Add Benefits). */
export function registerImproveContentRoute(app: TypedApp, runtime: Runtime): void {
  app.post('/api/ai/improve-content', { schema: { querystring: noQuery, body: improveContentBody, response: { 200: improvedContent } } }, (request, reply) =>
    answerGeneration(runtime, request, reply, improveContentTask, request.body, `Email Templates: improve content (${request.body.improvementFocus.slice(0, 60)})`),
  );
}
