import type { DomainEvent } from '../kit/events.ts';
import { checkCompanyProfile, type CompanyProfile, type CompanyProfileInput } from './companyProfileRules.ts';

export type SaveCompanyProfile = { type: 'SaveCompanyProfile' } & CompanyProfileInput;

/**
 * The whole profile as saved. Other readers (the AI generators) fold these events: the data holds
 * exactly the profile's fields, and who saved it, when and why is in the event's metadata.
 */
export type CompanyProfileSaved = DomainEvent<'CompanyProfileSaved', CompanyProfile>;

const sameProfile = (a: CompanyProfile, b: CompanyProfile) =>
  a.name === b.name &&
  a.industry === b.industry &&
  a.targetAudience === b.targetAudience &&
  a.tone === b.tone &&
  a.companyDescription === b.companyDescription &&
  a.keyBenefits.length === b.keyBenefits.length &&
  a.keyBenefits.every((benefit, i) => benefit === b.keyBenefits[i]);

/** A valid profile replaces the saved one; saving the same profile again records nothing. */
export function saveCompanyProfile(command: SaveCompanyProfile, current: CompanyProfile | null): CompanyProfileSaved[] {
  const profile = checkCompanyProfile(command);
  if (current && sameProfile(current, profile)) return [];
  return [{ type: 'CompanyProfileSaved', data: profile }];
}
