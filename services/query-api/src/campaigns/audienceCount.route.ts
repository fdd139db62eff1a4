import { audienceCount, audienceCountQuery } from '@outreach/contracts';
import { checkRecipientFilter } from '@outreach/domain';
import { countCampaignAudience } from '@outreach/projector/audience/campaignAudience.ts';
import type { Runtime, TypedApp } from '@outreach/server-kit';

/**
 * GET /api/campaigns/audience-count?cities=&performanceTiers=&minListings=&minExperience=: the
 * live recipient count of the creator and the edit dialog (lists as repeated parameters): active
 * contacts with an e-mail matching the filter, less suppressed and verified-invalid addresses, and
 * how many of each were left out. The same count a schedule or a send checks. A parameter left
 * empty (`?minListings=`) is no minimum.
 */
export function registerAudienceCountRoute(app: TypedApp, runtime: Runtime): void {
  app.get(
    '/api/campaigns/audience-count',
    { config: { projections: ['contacts', 'emailVerifications'] }, schema: { querystring: audienceCountQuery, response: { 200: audienceCount } } },
    async (request) => {
      // The query's own parameters (minListings, not recipientFilter.minListings) are what a refusal names.
      const recipientFilter = checkRecipientFilter(request.query, { prefix: '' });
      return { ...(await countCampaignAudience(runtime.db, recipientFilter)), recipientFilter };
    },
  );
}
