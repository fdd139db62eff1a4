import type { Runtime, TypedApp } from '@outreach/server-kit';
import { registerContentWizardRoutes } from './contentWizard.route.ts';
import { registerGenerateEmailRoute } from './generateEmail.route.ts';
import { registerGenerateMarketingIdeasRoute } from './generateMarketingIdeas.route.ts';
import { registerGeneratePersonalizedMessageRoute } from './generatePersonalizedMessage.route.ts';
import { registerGenerateSubjectLinesRoute } from './generateSubjectLines.route.ts';
import { registerImproveContentRoute } from './improveContent.route.ts';
import { registerOptimizeTemplateRoute } from './optimizeTemplate.route.ts';
import { registerSmsWizardRoute } from './smsWizard.route.ts';

/** Every content generator of the write side (/api/ai/*, /api/content/*, /api/sms/generate-wizard). */
export function registerAiContentRoutes(app: TypedApp, runtime: Runtime): void {
  registerGenerateEmailRoute(app, runtime);
  registerGenerateSubjectLinesRoute(app, runtime);
  registerImproveContentRoute(app, runtime);
  registerOptimizeTemplateRoute(app, runtime);
  registerGenerateMarketingIdeasRoute(app, runtime);
  registerGeneratePersonalizedMessageRoute(app, runtime);
  registerContentWizardRoutes(app, runtime);
  registerSmsWizardRoute(app, runtime);
}
