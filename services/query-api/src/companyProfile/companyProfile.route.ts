import { companyProfileView, noQuery } from '@outreach/contracts';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { sql } from 'slonik';

/**
 * GET /api/company-profile: the team's profile with when it was first and last saved. Before the
 * first save there is none: `null` (not set up yet is an answer, not an error), so that a screen
 * can tell "not set up yet" (the generators' 'Setup Required') from a profile, and the form starts
 * from its defaults.
 */
export function registerCompanyProfileRoute(app: TypedApp, runtime: Runtime): void {
  app.get(
    '/api/company-profile',
    { config: { projections: ['companyProfiles'] }, schema: { querystring: noQuery, response: { 200: companyProfileView.nullable() } } },
    async () => {
      const profile = await runtime.db.maybeOne(sql.type(companyProfileView)`
        select name, industry, target_audience as "targetAudience", tone, company_description as "companyDescription",
               key_benefits as "keyBenefits",
               created_at as "createdAt", updated_at as "updatedAt"
          from read.company_profiles`);
      return profile;
    },
  );
}
