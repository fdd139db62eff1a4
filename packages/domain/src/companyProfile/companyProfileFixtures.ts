import type { SaveCompanyProfile } from './saveCompanyProfile.ts';
import type { CompanyProfileEvent } from './companyProfile.ts';

/** A complete profile as someone types it, with the spec's default industry, audience and tone. */
export const listingProProfile = (overrides: Partial<SaveCompanyProfile> = {}): SaveCompanyProfile => ({
  type: 'SaveCompanyProfile',
  name: 'ListingPro',
  industry: 'Real Estate Technology',
  targetAudience: 'Real estate agents and brokers',
  tone: 'friendly',
  companyDescription: 'Listing software that puts every agent listing in front of buyers for $49 a month.',
  keyBenefits: ['7-day free trial', 'Listings syndicated everywhere'],
  ...overrides,
});

export const listingProSaved: CompanyProfileEvent = {
  type: 'CompanyProfileSaved',
  data: {
    name: 'ListingPro',
    industry: 'Real Estate Technology',
    targetAudience: 'Real estate agents and brokers',
    tone: 'friendly',
    companyDescription: 'Listing software that puts every agent listing in front of buyers for $49 a month.',
    keyBenefits: ['7-day free trial', 'Listings syndicated everywhere'],
  },
};
