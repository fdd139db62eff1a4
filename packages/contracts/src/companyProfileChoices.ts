/**
 * The company profile's choices, defaults, limits and messages, free of zod: the web's pages import
 * them without loading the schemas (`companyProfile.ts` re-exports them beside the wire shapes).
 */

/** The Company Profile form's industry choices (spec part 1 §2, part 2 §8). */
export const COMPANY_INDUSTRIES = [
  'Software/Technology',
  'Real Estate Technology',
  'CRM/Sales Tools',
  'Marketing Technology',
  'Financial Services',
  'Consulting',
] as const;
export type CompanyIndustry = (typeof COMPANY_INDUSTRIES)[number];

/** The e-mail tones the generators write in. */
export const COMPANY_TONES = ['professional', 'friendly', 'casual', 'formal'] as const;
export type CompanyTone = (typeof COMPANY_TONES)[number];

/** What the form starts with before a profile is saved (spec part 2 §3). */
export const COMPANY_PROFILE_DEFAULTS = {
  industry: 'Software/Technology',
  targetAudience: 'Real estate agents and brokers',
  tone: 'professional',
  keyBenefits: [] as string[],
} as const satisfies { industry: CompanyIndustry; targetAudience: string; tone: CompanyTone; keyBenefits: string[] };

/** The spec's minimums (part 1 §9) and the longest texts kept. */
export const COMPANY_PROFILE_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  targetAudienceMax: 200,
  descriptionMin: 20,
  descriptionMax: 2000,
  benefitsMin: 1,
  benefitsMax: 20,
  benefitMax: 200,
} as const;

const L = COMPANY_PROFILE_LIMITS;

/** The texts of the profile's validations: the spec's where it gives one, the same voice elsewhere. */
export const COMPANY_PROFILE_MESSAGES = {
  nameRequired: 'Missing Company Name',
  nameTooShort: `Company name must be at least ${L.nameMin} characters`,
  nameTooLong: `Company name must be at most ${L.nameMax} characters`,
  industryUnknown: `Industry must be one of: ${COMPANY_INDUSTRIES.join(', ')}`,
  targetAudienceRequired: 'Please describe your target audience',
  targetAudienceTooLong: `Target audience must be at most ${L.targetAudienceMax} characters`,
  toneUnknown: 'Email tone must be professional, friendly, casual or formal',
  descriptionRequired: 'Please describe your company and what you do',
  descriptionTooShort: `Please provide a more detailed company description (at least ${L.descriptionMin} characters)`,
  descriptionTooLong: `Company description must be at most ${L.descriptionMax} characters`,
  benefitsRequired: 'Please add at least one key benefit or feature',
  benefitsTooMany: `Please keep to at most ${L.benefitsMax} key benefits`,
  benefitBlank: 'A key benefit cannot be blank',
  benefitTooLong: `Each key benefit must be at most ${L.benefitMax} characters`,
  benefitDuplicate: 'This benefit already exists',
} as const;

/** Two benefits are the same when they read the same, whatever the case and spacing. */
export function benefitKey(benefit: string): string {
  return benefit.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');
}

/** The benefit is already in the list (see `benefitKey`). */
export function hasBenefit(benefits: readonly string[], benefit: string): boolean {
  const key = benefitKey(benefit);
  return benefits.some((b) => benefitKey(b) === key);
}
