import { describe, expect, it } from 'vitest';
import { hasRequiredProfileFields, PROFILE_VALIDATION_ERROR } from './quickProfile.ts';

describe('the template page profile save', () => {
  it('needs a name, a description and one key benefit', () => {
    const filled = { name: 'ListingPro', companyDescription: 'Listing software for agents', keyBenefits: ['Free trial'] };
    expect(hasRequiredProfileFields(filled)).toBe(true);
    expect(hasRequiredProfileFields({ ...filled, name: '  ' })).toBe(false);
    expect(hasRequiredProfileFields({ ...filled, companyDescription: '' })).toBe(false);
    expect(hasRequiredProfileFields({ ...filled, keyBenefits: [] })).toBe(false);
    expect(PROFILE_VALIDATION_ERROR).toEqual({ title: 'Validation Error', description: 'Please fill in all required fields' });
  });
});
