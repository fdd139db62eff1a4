import type { companyProfileBody, companyProfileSaved, companyProfileView } from '@outreach/contracts';
import type { WireType } from '../../shared/api/wireType.ts';

/** The team's profile as GET /api/company-profile answers it. */
export type CompanyProfile = WireType<typeof companyProfileView>;
/** What PUT /api/company-profile takes. */
export type SaveCompanyProfileInput = WireType<typeof companyProfileBody>;

/** PUT's answer: the profile as saved, and its position when the save changed it. */
export type SavedCompanyProfile = WireType<typeof companyProfileSaved>;

/** The profile's fields without its times: what the form edits and the local copy keeps. */
export type CompanyProfileFields = Omit<CompanyProfile, 'createdAt' | 'updatedAt'>;
