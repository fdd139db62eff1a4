import { contentWizardBody, noQuery, refineWizardBody, wizardTemplates } from '@outreach/contracts';
import { contentWizardTask, refineWizardTask } from '@outreach/providers';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { answerGeneration } from './contentGeneration.ts';

/**
 * The Content Hub's Email Wizard: POST /api/content/generate-wizard {goal, tiers, customMessage,
 * companyProfile} → templates, and POST /api/content/refine-wizard {originalTemplates, feedback,
 * goal, tiers, companyProfile} → the templates reworked, ids kept.
 */
export function registerContentWizardRoutes(app: TypedApp, runtime: Runtime): void {
  app.post('/api/content/generate-wizard', { schema: { querystring: noQuery, body: contentWizardBody, response: { 200: wizardTemplates } } }, (request, reply) =>
    answerGeneration(runtime, request, reply, contentWizardTask, request.body, `Content Hub: Email Wizard (${request.body.goal})`),
  );
  app.post('/api/content/refine-wizard', { schema: { querystring: noQuery, body: refineWizardBody, response: { 200: wizardTemplates } } }, (request, reply) =>
    answerGeneration(runtime, request, reply, refineWizardTask, request.body, `Content Hub: Email Wizard refinement (${request.body.goal})`),
  );
}
