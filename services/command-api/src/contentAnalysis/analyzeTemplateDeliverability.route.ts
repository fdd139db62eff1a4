import { analyzeTemplateDeliverabilityBody, noQuery, templateDeliverabilityResult } from '@outreach/contracts';
import { analyzeContent, templateDeliverabilityAnswer } from '@outreach/domain';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { analysisContext } from './analysisContext.ts';

/** POST /api/ai/analyze-template-deliverability {subject, content} → overallScore, subjectScore, contentScore, spamRisk, issues, improvements. Computed; records nothing. */
export function registerAnalyzeTemplateDeliverabilityRoute(app: TypedApp, runtime: Runtime): void {
  app.post(
    '/api/ai/analyze-template-deliverability',
    { schema: { querystring: noQuery, body: analyzeTemplateDeliverabilityBody, response: { 200: templateDeliverabilityResult } } },
    async (request) => templateDeliverabilityAnswer(analyzeContent(request.body, analysisContext(runtime))),
  );
}
