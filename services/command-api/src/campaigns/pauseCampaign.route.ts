import { campaignActionBody, campaignStatusChanged, idParams, noQuery } from '@outreach/contracts';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { changeCampaignStatus } from './campaignCommands.ts';

/** POST /api/campaigns/{id}/pause {reason?} → {id, status, scheduledAt}. A scheduled campaign does not start, a sending one hands out no further e-mail. */
export function registerPauseCampaignRoute(app: TypedApp, runtime: Runtime): void {
  app.post(
    '/api/campaigns/:id/pause',
    { schema: { params: idParams, querystring: noQuery, body: campaignActionBody.optional(), response: { 200: campaignStatusChanged } } },
    async (request, reply) => {
      const { status, position } = await changeCampaignStatus(runtime, request.params.id, 'PauseCampaign', request.commandContext({ reason: request.body?.reason ?? 'Campaign paused' }));
      return withPosition(reply, position, status);
    },
  );
}
