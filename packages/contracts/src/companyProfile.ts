import { z } from 'zod';
import { accepted } from './answers.ts';
import { COMPANY_PROFILE_MESSAGES } from './companyProfileChoices.ts';

export * from './companyProfileChoices.ts';

const M = COMPANY_PROFILE_MESSAGES;

/**
 * The profile's fields as the wire carries them. Only the types are checked here; the domain
 * decides what a valid profile is (trimming, lengths, choices, duplicates) with the messages of
 * `companyProfileChoices.ts`.
 */
export const companyProfileFields = z.object({
  name: z.string({ error: M.nameRequired }),
  industry: z.string({ error: M.industryUnknown }),
  targetAudience: z.string({ error: M.targetAudienceRequired }),
  tone: z.string({ error: M.toneUnknown }),
  companyDescription: z.string({ error: M.descriptionRequired }),
  keyBenefits: z.array(z.string({ error: M.benefitBlank }), { error: M.benefitsRequired }),
});

/** PUT /api/company-profile: the whole profile, and why it changed when the caller says so. */
export const companyProfileBody = companyProfileFields.extend({
  reason: z.string().trim().max(500, 'The reason must be at most 500 characters').optional(),
});
export type CompanyProfileBody = z.infer<typeof companyProfileBody>;

/** The saved profile as PUT answers it (trimmed, as stored). */
export const companyProfileSaved = accepted(companyProfileFields);

/**
 * GET /api/company-profile: the team's profile with when it was first and last saved. Before the
 * first save the answer is 404 problem+json: there is no profile, and the form shows its defaults.
 */
export const companyProfileView = companyProfileFields.extend({
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CompanyProfileView = z.infer<typeof companyProfileView>;
