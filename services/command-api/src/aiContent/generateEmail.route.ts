import { generatedEmail, generateEmailBody, noQuery } from '@outreach/contracts';
import { generateEmailTask } from '@outreach/providers';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { answerGeneration } from './contentGeneration.ts';

/** POST /api/ai/generate-email {companyProfile, campaignType, specificFocus, callToAction} → content, subjectLines (Email Templates' AI content buttons). */
export function registerGenerateEmailRoute(app: TypedApp, runtime: Runtime): void {
  app.post('/api/ai/generate-email', { schema: { querystring: noQuery, body: generateEmailBody, response: { 200: generatedEmail } } }, (request, reply) =>
    answerGeneration(runtime, request, reply, generateEmailTask, request.body, `Email Templates: ${request.body.campaignType} e-mail`),
  );
}
