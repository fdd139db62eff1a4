import { campaignList, campaignListQuery, campaignView, CAMPAIGN_MESSAGES, idParams, noQuery } from '@outreach/contracts';
import { notFound } from '@outreach/domain';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { sql } from 'slonik';
import { campaignRow, selectCampaign, toCampaignView } from './campaignRow.ts';

/**
 * GET /api/campaigns?type=&status=: the campaigns, newest first, with their figures (the SMS
 * screens ask for type=sms); GET /api/campaigns/{id}: one campaign, or 404.
 */
export function registerCampaignRoutes(app: TypedApp, runtime: Runtime): void {
  // A sequence's progress per step is read.campaign_sequence_steps, beside the campaign's own row.
  const config = { projections: ['campaigns', 'campaignSequences'] };
  app.get('/api/campaigns', { config, schema: { querystring: campaignListQuery, response: { 200: campaignList } } }, async (request) => {
    const { type, status } = request.query;
    const filters = [type === undefined ? null : sql.fragment`type = ${type}`, status === undefined ? null : sql.fragment`status = ${status}`].filter((filter) => filter !== null);
    const where = filters.length === 0 ? sql.fragment`` : sql.fragment`where ${sql.join(filters, sql.fragment` and `)}`;
    const rows = await runtime.db.any(sql.type(campaignRow)`${selectCampaign} ${where} order by created_at desc, id`);
    return rows.map(toCampaignView);
  });

  app.get('/api/campaigns/:id', { config, schema: { params: idParams, querystring: noQuery, response: { 200: campaignView } } }, async (request) => {
    const row = await runtime.db.maybeOne(sql.type(campaignRow)`${selectCampaign} where id = ${request.params.id}`);
    if (!row) throw notFound(CAMPAIGN_MESSAGES.campaignNotFound);
    return toCampaignView(row);
  });
}
