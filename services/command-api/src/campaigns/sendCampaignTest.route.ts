import { campaignTestBody, campaignTestQueued, idParams, noQuery } from '@outreach/contracts';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { sendCampaignTest } from './sendCampaignTest.ts';

/** POST /api/campaigns/{id}/test {testEmail} → 202 {simulation, testEmail, preview, messageId, message}. */
export function registerSendCampaignTestRoute(app: TypedApp, runtime: Runtime): void {
  app.post(
    '/api/campaigns/:id/test',
    { schema: { params: idParams, querystring: noQuery, body: campaignTestBody, response: { 202: campaignTestQueued } } },
    async (request, reply) => {
      const { position, ...queued } = await sendCampaignTest(runtime, request.params.id, request.body, request.commandContext({ reason: 'Test e-mail of the campaign' }));
      reply.code(202);
      return withPosition(reply, position, queued);
    },
  );
}
