import type { CompanyProfileFormValues } from '../companyProfile/companyProfileForm.ts';

/** The template page's profile save: name, description and a key benefit are needed (spec part 2 §5). */
export const PROFILE_VALIDATION_ERROR = { title: 'Validation Error', description: 'Please fill in all required fields' };

/** Whether the profile typed on the template page has what a save needs. */
export function hasRequiredProfileFields(values: Pick<CompanyProfileFormValues, 'name' | 'companyDescription' | 'keyBenefits'>): boolean {
  return values.name.trim() !== '' && values.companyDescription.trim() !== '' && values.keyBenefits.length > 0;
}
