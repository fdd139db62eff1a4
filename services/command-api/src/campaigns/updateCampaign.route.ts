import { acceptedCampaign, idParams, noQuery, updateCampaignBody } from '@outreach/contracts';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { updateCampaign } from './campaignCommands.ts';

/** PUT /api/campaigns/{id} with the fields to change (the edit dialog: name, type, fromEmailAccountId, recipientFilter) → the campaign. */
export function registerUpdateCampaignRoute(app: TypedApp, runtime: Runtime): void {
  app.put('/api/campaigns/:id', { schema: { params: idParams, querystring: noQuery, body: updateCampaignBody, response: { 200: acceptedCampaign } } }, async (request, reply) => {
    const { campaign, position } = await updateCampaign(runtime, request.params.id, request.body, request.commandContext({ reason: 'Campaign edited' }));
    return withPosition(reply, position, campaign);
  });
}
