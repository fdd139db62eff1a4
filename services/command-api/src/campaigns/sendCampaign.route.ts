import { campaignSendAnswer, idParams, noBody, noQuery } from '@outreach/contracts';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { CAMPAIGN_SEND_WAIT_MS, sendCampaign } from './sendCampaign.ts';

/**
 * POST /api/campaigns/{id}/send (no body): 200 once the audience is verified and fixed and the
 * e-mails are on their way, with the verification's figures; 202 with phase 'verifying' when a
 * large audience is still being verified after the wait. Its progress follows over /ws
 * (campaign_progress).
 */
export function registerSendCampaignRoute(app: TypedApp, runtime: Runtime): void {
  app.post(
    '/api/campaigns/:id/send',
    { schema: { params: idParams, querystring: noQuery, body: noBody, response: { 200: campaignSendAnswer, 202: campaignSendAnswer } } },
    async (request, reply) => {
      const { verified, position, ...answer } = await sendCampaign(runtime, request.params.id, request.commandContext({ reason: 'Campaign sent' }), CAMPAIGN_SEND_WAIT_MS);
      reply.code(verified ? 200 : 202);
      return withPosition(reply, position, answer);
    },
  );
}
