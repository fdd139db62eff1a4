import type { AiCompanyProfile } from '@outreach/contracts/aiContent.ts';
import { COMPANY_TONES, type CompanyTone } from '@outreach/contracts/companyProfileChoices.ts';

/** The company profile's fields as it is saved and kept in the browser (any tone). */
export interface ProfileFields {
  name: string;
  industry: string;
  targetAudience: string;
  tone: string;
  companyDescription: string;
  keyBenefits: readonly string[];
}

const isTone = (tone: string): tone is CompanyTone => (COMPANY_TONES as readonly string[]).includes(tone);

/**
 * The profile as the generators take it (`companyProfile` of /api/ai/* and /api/content/*): its
 * six fields, the tone only when it is one they know; null without a profile or a name.
 */
export function aiProfileOf(profile: ProfileFields | null | undefined): AiCompanyProfile | null {
  if (!profile || profile.name.trim() === '') return null;
  const { name, industry, targetAudience, tone, companyDescription, keyBenefits } = profile;
  return { name, industry, targetAudience, ...(isTone(tone) ? { tone } : {}), companyDescription, keyBenefits: [...keyBenefits] };
}
