import { describe, expect, it } from 'vitest';
import { addBenefit, fieldErrors, INDUSTRY_OPTIONS, profileFormValues, removeBenefit, saveProfileBody, TONE_OPTIONS } from './companyProfileForm.ts';

const saved = {
  name: 'ListingPro',
  industry: 'Real Estate Technology',
  targetAudience: 'Real estate agents and brokers',
  tone: 'friendly',
  companyDescription: 'Listing software that puts every agent listing in front of buyers.',
  keyBenefits: ['7-day free trial'],
};

describe('profileFormValues', () => {
  it('starts with the spec’s defaults before the first save', () => {
    expect(profileFormValues(null)).toEqual({
      name: '',
      industry: 'Software/Technology',
      targetAudience: 'Real estate agents and brokers',
      tone: 'professional',
      companyDescription: '',
      keyBenefits: [],
    });
  });

  it('takes the saved profile, its benefits as a list of its own', () => {
    const values = profileFormValues(saved);
    expect(values).toEqual(saved);
    expect(values.keyBenefits).not.toBe(saved.keyBenefits);
  });
});

describe('the options', () => {
  it('are the spec’s industries and tones, in its order', () => {
    expect(INDUSTRY_OPTIONS.map((o) => o.value)).toEqual([
      'Software/Technology',
      'Real Estate Technology',
      'CRM/Sales Tools',
      'Marketing Technology',
      'Financial Services',
      'Consulting',
    ]);
    expect(TONE_OPTIONS).toEqual([
      { value: 'professional', label: 'Professional' },
      { value: 'friendly', label: 'Friendly' },
      { value: 'casual', label: 'Casual' },
      { value: 'formal', label: 'Formal' },
    ]);
  });
});

describe('fieldErrors', () => {
  it('asks for a company name of at least 2 characters', () => {
    expect(fieldErrors.name('  ')).toBe('Missing Company Name');
    expect(fieldErrors.name(' L ')).toBe('Company name must be at least 2 characters');
    expect(fieldErrors.name('LP')).toBeUndefined();
  });

  it('asks for a description of at least 20 characters', () => {
    expect(fieldErrors.companyDescription('')).toBe('Please describe your company and what you do');
    expect(fieldErrors.companyDescription(' Listing software   ')).toBe('Please provide a more detailed company description (at least 20 characters)');
    expect(fieldErrors.companyDescription('Listing software for agents')).toBeUndefined();
  });

  it('asks for at least one benefit and a target audience', () => {
    expect(fieldErrors.keyBenefits([])).toBe('Please add at least one key benefit or feature');
    expect(fieldErrors.keyBenefits(['Free trial'])).toBeUndefined();
    expect(fieldErrors.targetAudience(' ')).toBe('Please describe your target audience');
  });
});

describe('addBenefit', () => {
  it('adds the typed benefit, trimmed, at the end', () => {
    expect(addBenefit(['Free trial'], '  No setup fee ')).toEqual({ benefits: ['Free trial', 'No setup fee'] });
  });

  it('adds nothing for a blank one', () => {
    expect(addBenefit(['Free trial'], '   ')).toEqual({ benefits: ['Free trial'] });
  });

  it('refuses one already in the list, whatever its case and spacing', () => {
    expect(addBenefit(['Free trial'], 'Free trial ')).toEqual({ error: 'This benefit already exists' });
    expect(addBenefit(['Free trial'], 'free   TRIAL')).toEqual({ error: 'This benefit already exists' });
  });

  it('refuses a twenty-first', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `Benefit ${i}`);
    expect(addBenefit(twenty, 'One more')).toEqual({ error: 'Please keep to at most 20 key benefits' });
  });
});

describe('removeBenefit and saveProfileBody', () => {
  it('removes one benefit by its place', () => {
    expect(removeBenefit(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });

  it('sends every text trimmed', () => {
    expect(saveProfileBody({ ...saved, name: ' ListingPro ', targetAudience: ' Agents ', companyDescription: ' Listing software for agents\n' })).toEqual({
      ...saved,
      targetAudience: 'Agents',
      companyDescription: 'Listing software for agents',
    });
  });
});
