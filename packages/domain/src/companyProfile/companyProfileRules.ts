import {
  benefitKey,
  COMPANY_INDUSTRIES,
  COMPANY_PROFILE_LIMITS as LIMITS,
  COMPANY_PROFILE_MESSAGES as MESSAGES,
  COMPANY_TONES,
  type CompanyIndustry,
  type CompanyTone,
} from '@outreach/contracts';
import { invalid } from '../kit/errors.ts';

/** The team's company profile as the generators read it: every text trimmed. */
export interface CompanyProfile {
  name: string;
  industry: CompanyIndustry;
  targetAudience: string;
  tone: CompanyTone;
  companyDescription: string;
  keyBenefits: string[];
}

/** A profile as someone typed it, before it is checked. */
export interface CompanyProfileInput {
  name: string;
  industry: string;
  targetAudience: string;
  tone: string;
  companyDescription: string;
  keyBenefits: readonly string[];
}

/** A refusal naming the field, so that a form can show it there. */
const refuse = (path: string, message: string) => invalid(message, { errors: [{ path, message }] });

const isIndustry = (value: string): value is CompanyIndustry => (COMPANY_INDUSTRIES as readonly string[]).includes(value);
const isTone = (value: string): value is CompanyTone => (COMPANY_TONES as readonly string[]).includes(value);

function checkName(raw: string): string {
  const name = raw.trim();
  if (name === '') throw refuse('name', MESSAGES.nameRequired);
  if ([...name].length < LIMITS.nameMin) throw refuse('name', MESSAGES.nameTooShort);
  if ([...name].length > LIMITS.nameMax) throw refuse('name', MESSAGES.nameTooLong);
  return name;
}

function checkDescription(raw: string): string {
  const description = raw.trim();
  if (description === '') throw refuse('companyDescription', MESSAGES.descriptionRequired);
  if ([...description].length < LIMITS.descriptionMin) throw refuse('companyDescription', MESSAGES.descriptionTooShort);
  if ([...description].length > LIMITS.descriptionMax) throw refuse('companyDescription', MESSAGES.descriptionTooLong);
  return description;
}

function checkTargetAudience(raw: string): string {
  const audience = raw.trim();
  if (audience === '') throw refuse('targetAudience', MESSAGES.targetAudienceRequired);
  if ([...audience].length > LIMITS.targetAudienceMax) throw refuse('targetAudience', MESSAGES.targetAudienceTooLong);
  return audience;
}

/** Each benefit trimmed; none blank, over-long or said twice (whatever the case); one to twenty of them. */
export function checkKeyBenefits(raw: readonly string[]): string[] {
  const benefits: string[] = [];
  const seen = new Set<string>();
  for (const [index, text] of raw.entries()) {
    const benefit = text.trim();
    const path = `keyBenefits.${index}`;
    if (benefit === '') throw refuse(path, MESSAGES.benefitBlank);
    if ([...benefit].length > LIMITS.benefitMax) throw refuse(path, MESSAGES.benefitTooLong);
    const key = benefitKey(benefit);
    if (seen.has(key)) throw refuse(path, MESSAGES.benefitDuplicate);
    seen.add(key);
    benefits.push(benefit);
  }
  if (benefits.length < LIMITS.benefitsMin) throw refuse('keyBenefits', MESSAGES.benefitsRequired);
  if (benefits.length > LIMITS.benefitsMax) throw refuse('keyBenefits', MESSAGES.benefitsTooMany);
  return benefits;
}

/**
 * A valid profile from what was typed, or a refusal with the first problem in the form's order
 * (the spec's: name, description, benefits; then the choices and the audience).
 */
export function checkCompanyProfile(input: CompanyProfileInput): CompanyProfile {
  const name = checkName(input.name);
  const companyDescription = checkDescription(input.companyDescription);
  const keyBenefits = checkKeyBenefits(input.keyBenefits);
  if (!isIndustry(input.industry)) throw refuse('industry', MESSAGES.industryUnknown);
  const targetAudience = checkTargetAudience(input.targetAudience);
  if (!isTone(input.tone)) throw refuse('tone', MESSAGES.toneUnknown);
  return { name, industry: input.industry, targetAudience, tone: input.tone, companyDescription, keyBenefits };
}
