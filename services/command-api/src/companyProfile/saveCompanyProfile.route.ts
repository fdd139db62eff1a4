import { companyProfileBody, companyProfileSaved, noQuery } from '@outreach/contracts';
import { companyProfileHandler } from '@outreach/domain';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';

/**
 * PUT /api/company-profile {name, industry, targetAudience, tone, companyDescription, keyBenefits,
 * reason?} → the profile as saved (trimmed). A profile the spec refuses is a 400 naming the first
 * problem, and nothing is recorded. GET is query-api's (read.company_profiles).
 */
export function registerSaveCompanyProfileRoute(app: TypedApp, runtime: Runtime): void {
  app.put(
    '/api/company-profile',
    { schema: { querystring: noQuery, body: companyProfileBody, response: { 200: companyProfileSaved } } },
    async (request, reply) => {
      const { reason, ...profile } = request.body;
      const result = await companyProfileHandler.run(runtime.eventStore, '', { type: 'SaveCompanyProfile', ...profile }, request.commandContext({ reason }));
      const saved = result.state.profile;
      // A decision that did not refuse leaves a profile saved (this one, or the same one already).
      if (!saved) throw new Error('the company profile was not saved');
      return withPosition(reply, result.position, { ...saved });
    },
  );
}
