import { acceptedCampaign, createCampaignFromWizardBody, noQuery } from '@outreach/contracts';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { createCampaignFromWizard } from './createCampaignFromWizard.ts';

/** POST /api/campaigns/create-from-wizard {name, template, targetTiers, fromEmailAccountId?} → 201 the draft on the saved template. */
export function registerCreateCampaignFromWizardRoute(app: TypedApp, runtime: Runtime): void {
  app.post('/api/campaigns/create-from-wizard', { schema: { querystring: noQuery, body: createCampaignFromWizardBody, response: { 201: acceptedCampaign } } }, async (request, reply) => {
    const { campaign, position } = await createCampaignFromWizard(runtime, request.body, request.commandContext({ reason: 'Created from the email content wizard' }));
    reply.status(201);
    return withPosition(reply, position, campaign);
  });
}
