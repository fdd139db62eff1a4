import { campaignSimulation, idParams, noBody, noQuery } from '@outreach/contracts';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { simulateCampaign } from './simulateCampaign.ts';

/** POST /api/campaigns/{id}/simulate (no body) → who the send would reach and the first personalised e-mails; nothing is sent. */
export function registerSimulateCampaignRoute(app: TypedApp, runtime: Runtime): void {
  app.post(
    '/api/campaigns/:id/simulate',
    { schema: { params: idParams, querystring: noQuery, body: noBody, response: { 200: campaignSimulation } } },
    async (request) => simulateCampaign(runtime, request.params.id),
  );
}
