import { campaignStatusChanged, idParams, noQuery, scheduleCampaignBody } from '@outreach/contracts';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { scheduleCampaign } from './campaignCommands.ts';

/** POST /api/campaigns/{id}/schedule {scheduledAt, reason?} → {id, status: scheduled, scheduledAt}. */
export function registerScheduleCampaignRoute(app: TypedApp, runtime: Runtime): void {
  app.post(
    '/api/campaigns/:id/schedule',
    { schema: { params: idParams, querystring: noQuery, body: scheduleCampaignBody, response: { 200: campaignStatusChanged } } },
    async (request, reply) => {
      const { status, position } = await scheduleCampaign(runtime, request.params.id, request.body.scheduledAt, request.commandContext({ reason: request.body.reason ?? 'Campaign scheduled' }));
      return withPosition(reply, position, status);
    },
  );
}
