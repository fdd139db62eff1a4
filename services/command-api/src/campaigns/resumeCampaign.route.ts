import { campaignActionBody, campaignStatusChanged, idParams, noQuery } from '@outreach/contracts';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { changeCampaignStatus } from './campaignCommands.ts';

/** POST /api/campaigns/{id}/resume {reason?} → {id, status, scheduledAt}. Back to scheduled or sending, where it was. */
export function registerResumeCampaignRoute(app: TypedApp, runtime: Runtime): void {
  app.post(
    '/api/campaigns/:id/resume',
    { schema: { params: idParams, querystring: noQuery, body: campaignActionBody.optional(), response: { 200: campaignStatusChanged } } },
    async (request, reply) => {
      const { status, position } = await changeCampaignStatus(runtime, request.params.id, 'ResumeCampaign', request.commandContext({ reason: request.body?.reason ?? 'Campaign resumed' }));
      return withPosition(reply, position, status);
    },
  );
}
