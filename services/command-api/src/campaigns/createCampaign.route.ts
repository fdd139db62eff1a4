import { acceptedCampaign, createCampaignBody, noQuery } from '@outreach/contracts';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { createCampaign } from './campaignCommands.ts';

/**
 * POST /api/campaigns {name, type, status?, templateId | subject + content, fromEmailAccountId |
 * spreadAcrossMailboxes, recipientFilter, abTest?, sequence?, sendWindow?, tracking?, scheduledAt?}
 * → 201 the campaign (a draft, or scheduled).
 */
export function registerCreateCampaignRoute(app: TypedApp, runtime: Runtime): void {
  app.post('/api/campaigns', { schema: { querystring: noQuery, body: createCampaignBody, response: { 201: acceptedCampaign } } }, async (request, reply) => {
    const { campaign, position } = await createCampaign(runtime, request.body, request.commandContext({ reason: 'Campaign created' }));
    reply.status(201);
    return withPosition(reply, position, campaign);
  });
}
