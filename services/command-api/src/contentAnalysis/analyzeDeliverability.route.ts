import { analyzeDeliverabilityBody, emailDeliverabilityAnalysis, noQuery } from '@outreach/contracts';
import { analyzeContent, emailDeliverabilityAnswer } from '@outreach/domain';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { analysisContext } from './analysisContext.ts';

/** POST /api/ai/analyze-deliverability {emailContent, subjectLine} → score, grade, spamRisk, strengths, issues, recommendations. Computed; records nothing. */
export function registerAnalyzeDeliverabilityRoute(app: TypedApp, runtime: Runtime): void {
  app.post(
    '/api/ai/analyze-deliverability',
    { schema: { querystring: noQuery, body: analyzeDeliverabilityBody, response: { 200: emailDeliverabilityAnalysis } } },
    async (request) => emailDeliverabilityAnswer(analyzeContent({ subject: request.body.subjectLine, content: request.body.emailContent }, analysisContext(runtime))),
  );
}
