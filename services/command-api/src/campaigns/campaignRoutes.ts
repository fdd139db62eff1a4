import type { Runtime, TypedApp } from '@outreach/server-kit';
import { registerCancelCampaignRoute } from './cancelCampaign.route.ts';
import { registerCopyCampaignRoute } from './copyCampaign.route.ts';
import { registerCreateCampaignFromWizardRoute } from './createCampaignFromWizard.route.ts';
import { registerCreateCampaignRoute } from './createCampaign.route.ts';
import { registerPauseCampaignRoute } from './pauseCampaign.route.ts';
import { registerResumeCampaignRoute } from './resumeCampaign.route.ts';
import { registerScheduleCampaignRoute } from './scheduleCampaign.route.ts';
import { registerSendCampaignRoute } from './sendCampaign.route.ts';
import { registerSendCampaignTestRoute } from './sendCampaignTest.route.ts';
import { registerSimulateCampaignRoute } from './simulateCampaign.route.ts';
import { registerUpdateCampaignRoute } from './updateCampaign.route.ts';

/**
 * The e-mail campaigns' writes, one route file per use case, the sending routes among them:
 * POST /api/campaigns/{id}/send, /simulate and /test.
 */
export function registerCampaignRoutes(app: TypedApp, runtime: Runtime): void {
  registerCreateCampaignRoute(app, runtime);
  registerCreateCampaignFromWizardRoute(app, runtime);
  registerUpdateCampaignRoute(app, runtime);
  registerCopyCampaignRoute(app, runtime);
  registerScheduleCampaignRoute(app, runtime);
  registerPauseCampaignRoute(app, runtime);
  registerResumeCampaignRoute(app, runtime);
  registerCancelCampaignRoute(app, runtime);
  registerSendCampaignTestRoute(app, runtime);
  registerSendCampaignRoute(app, runtime);
  registerSimulateCampaignRoute(app, runtime);
}
