import { noQuery, smsWizardBody, smsWizardTemplates } from '@outreach/contracts';
import { smsWizardTask } from '@outreach/providers';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { answerGeneration } from './contentGeneration.ts';

/** POST /api/sms/generate-wizard {goal, tiers, customMessage, companyProfile} → templates (SMS Wizard: texts of one segment). */
export function registerSmsWizardRoute(app: TypedApp, runtime: Runtime): void {
  app.post('/api/sms/generate-wizard', { schema: { querystring: noQuery, body: smsWizardBody, response: { 200: smsWizardTemplates } } }, (request, reply) =>
    answerGeneration(runtime, request, reply, smsWizardTask, request.body, `Content Hub: SMS Wizard (${request.body.goal})`),
  );
}
