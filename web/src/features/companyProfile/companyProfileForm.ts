import {
  COMPANY_INDUSTRIES,
  COMPANY_PROFILE_DEFAULTS,
  COMPANY_PROFILE_LIMITS as LIMITS,
  COMPANY_PROFILE_MESSAGES as MESSAGES,
  COMPANY_TONES,
  hasBenefit,
} from '@outreach/contracts';
import type { CompanyProfileFields, SaveCompanyProfileInput } from './companyProfileTypes.ts';

export type CompanyProfileFormValues = CompanyProfileFields;

export const INDUSTRY_OPTIONS = COMPANY_INDUSTRIES.map((industry) => ({ value: industry, label: industry }));
export const TONE_OPTIONS = COMPANY_TONES.map((tone) => ({ value: tone, label: `${tone.charAt(0).toUpperCase()}${tone.slice(1)}` }));

/** The saved profile, or the spec's defaults (industry, audience, tone, no benefits) before the first save. */
export function profileFormValues(profile: CompanyProfileFields | null): CompanyProfileFormValues {
  if (profile) {
    const { name, industry, targetAudience, tone, companyDescription, keyBenefits } = profile;
    return { name, industry, targetAudience, tone, companyDescription, keyBenefits: [...keyBenefits] };
  }
  return { name: '', companyDescription: '', ...COMPANY_PROFILE_DEFAULTS, keyBenefits: [] };
}

const length = (text: string) => [...text.trim()].length;

/** The message a field shows for its value (spec part 1 §5), or undefined when it is fine. */
export const fieldErrors = {
  name(value: string): string | undefined {
    if (length(value) === 0) return MESSAGES.nameRequired;
    if (length(value) < LIMITS.nameMin) return MESSAGES.nameTooShort;
    if (length(value) > LIMITS.nameMax) return MESSAGES.nameTooLong;
    return undefined;
  },
  targetAudience(value: string): string | undefined {
    if (length(value) === 0) return MESSAGES.targetAudienceRequired;
    if (length(value) > LIMITS.targetAudienceMax) return MESSAGES.targetAudienceTooLong;
    return undefined;
  },
  companyDescription(value: string): string | undefined {
    if (length(value) === 0) return MESSAGES.descriptionRequired;
    if (length(value) < LIMITS.descriptionMin) return MESSAGES.descriptionTooShort;
    if (length(value) > LIMITS.descriptionMax) return MESSAGES.descriptionTooLong;
    return undefined;
  },
  keyBenefits(value: readonly string[]): string | undefined {
    return value.length < LIMITS.benefitsMin ? MESSAGES.benefitsRequired : undefined;
  },
};

export type AddBenefitResult = { benefits: string[]; error?: undefined } | { benefits?: undefined; error: string };

/**
 * The list with the typed benefit added at its end, trimmed; a blank one adds nothing, one already
 * in the list (whatever its case) is refused with 'This benefit already exists'.
 */
export function addBenefit(benefits: readonly string[], typed: string): AddBenefitResult {
  const benefit = typed.trim();
  if (benefit === '') return { benefits: [...benefits] };
  if (hasBenefit(benefits, benefit)) return { error: MESSAGES.benefitDuplicate };
  if ([...benefit].length > LIMITS.benefitMax) return { error: MESSAGES.benefitTooLong };
  if (benefits.length >= LIMITS.benefitsMax) return { error: MESSAGES.benefitsTooMany };
  return { benefits: [...benefits, benefit] };
}

export function removeBenefit(benefits: readonly string[], index: number): string[] {
  return benefits.filter((_, i) => i !== index);
}

/** PUT /api/company-profile's body: the form's values, every text trimmed. */
export function saveProfileBody(values: CompanyProfileFormValues): SaveCompanyProfileInput {
  return {
    name: values.name.trim(),
    industry: values.industry,
    targetAudience: values.targetAudience.trim(),
    tone: values.tone,
    companyDescription: values.companyDescription.trim(),
    keyBenefits: values.keyBenefits.map((benefit) => benefit.trim()),
  };
}
