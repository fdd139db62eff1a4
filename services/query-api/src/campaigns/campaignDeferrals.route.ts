import { CAMPAIGN_MESSAGES, campaignDeferralGroup, campaignDeferrals, idParams, noQuery } from '@outreach/contracts';
import { notFound } from '@outreach/domain';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { sql } from 'slonik';
import { z } from 'zod';

/** What the e-mail engine says when a deferral came without a reason of its own. */
const UNSTATED_DEFERRAL = 'Deferred by the sending engine';

/**
 * GET /api/campaigns/{id}/deferrals: the campaign's e-mails that wait for a later time now
 * (read.outbound_emails with status deferred), every one counted, grouped by the reason they wait,
 * the largest group first, with when the first and the last of each group go. What the Sending
 * Campaign modal shows while a send is held back. 404 for an unknown campaign.
 */
export function registerCampaignDeferralsRoute(app: TypedApp, runtime: Runtime): void {
  app.get(
    '/api/campaigns/:id/deferrals',
    { config: { projections: ['campaigns', 'outboundEmails'] }, schema: { params: idParams, querystring: noQuery, response: { 200: campaignDeferrals } } },
    async (request) => {
      const { id } = request.params;
      const known = await runtime.db.maybeOneFirst(sql.type(z.object({ id: z.string() }))`select id::text from read.campaigns where id = ${id}`);
      if (known === null) throw notFound(CAMPAIGN_MESSAGES.campaignNotFound);
      const groups = await runtime.db.any(sql.type(campaignDeferralGroup)`
        select coalesce(nullif(trim(reason), ''), ${UNSTATED_DEFERRAL}) as reason, count(*)::int as count,
               to_char(min(due_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "firstDueAt",
               to_char(max(due_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastDueAt"
          from read.outbound_emails
         where campaign_id = ${id} and status = 'deferred'
         group by 1
         order by count(*) desc, 1`);
      return { total: groups.reduce((sum, g) => sum + g.count, 0), groups: [...groups] };
    },
  );
}
