import { campaignActionBody, campaignStatusChanged, idParams, noQuery } from '@outreach/contracts';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { changeCampaignStatus } from './campaignCommands.ts';

/** POST /api/campaigns/{id}/cancel {reason?} → {id, status, scheduledAt}. For good; what was sent stays sent. */
export function registerCancelCampaignRoute(app: TypedApp, runtime: Runtime): void {
  app.post(
    '/api/campaigns/:id/cancel',
    { schema: { params: idParams, querystring: noQuery, body: campaignActionBody.optional(), response: { 200: campaignStatusChanged } } },
    async (request, reply) => {
      const { status, position } = await changeCampaignStatus(runtime, request.params.id, 'CancelCampaign', request.commandContext({ reason: request.body?.reason ?? 'Campaign cancelled' }));
      return withPosition(reply, position, status);
    },
  );
}
