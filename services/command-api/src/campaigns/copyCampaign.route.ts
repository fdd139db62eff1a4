import { acceptedCampaign, copyCampaignBody, idParams, noQuery } from '@outreach/contracts';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { copyCampaign } from './campaignCommands.ts';

/** POST /api/campaigns/{id}/copy {name?} → 201 the new draft ("{name} (Copy)" when no name is given). */
export function registerCopyCampaignRoute(app: TypedApp, runtime: Runtime): void {
  app.post('/api/campaigns/:id/copy', { schema: { params: idParams, querystring: noQuery, body: copyCampaignBody.optional(), response: { 201: acceptedCampaign } } }, async (request, reply) => {
    const { campaign, position } = await copyCampaign(runtime, request.params.id, request.body, request.commandContext({ reason: 'Copied from another campaign' }));
    reply.status(201);
    return withPosition(reply, position, campaign);
  });
}
