import { noQuery, optimizationResult, optimizeTemplateBody } from '@outreach/contracts';
import { optimizeTemplateTask } from '@outreach/providers';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { answerGeneration, profileFor } from './contentGeneration.ts';

/** POST /api/ai/optimize-template {subject, content} → improvedSubject, improvedContent, recommendations (AI Template Optimizer), for the saved company profile when none is sent. */
export function registerOptimizeTemplateRoute(app: TypedApp, runtime: Runtime): void {
  app.post('/api/ai/optimize-template', { schema: { querystring: noQuery, body: optimizeTemplateBody, response: { 200: optimizationResult } } }, async (request, reply) => {
    const input = { ...request.body, companyProfile: await profileFor(runtime, request.body.companyProfile) };
    return answerGeneration(runtime, request, reply, optimizeTemplateTask, input, 'AI Template Optimizer');
  });
}
