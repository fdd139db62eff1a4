import { generatedSubjectLines, generateSubjectLinesBody, noQuery } from '@outreach/contracts';
import { generateSubjectLinesTask } from '@outreach/providers';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { answerGeneration } from './contentGeneration.ts';

/** POST /api/ai/generate-subject-lines {emailContent, companyProfile} → subjectLines (five; Email Templates' AI Generate). */
export function registerGenerateSubjectLinesRoute(app: TypedApp, runtime: Runtime): void {
  app.post('/api/ai/generate-subject-lines', { schema: { querystring: noQuery, body: generateSubjectLinesBody, response: { 200: generatedSubjectLines } } }, (request, reply) =>
    answerGeneration(runtime, request, reply, generateSubjectLinesTask, request.body, 'Email Templates: subject lines'),
  );
}
