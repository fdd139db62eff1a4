import { describe, expect, it } from 'vitest';
import { given } from '../kit/given.ts';
import { companyProfile } from './companyProfile.ts';
import { listingProProfile, listingProSaved } from './companyProfileFixtures.ts';

const refusal = (overrides: Parameters<typeof listingProProfile>[0]) => given(companyProfile, []).when(listingProProfile(overrides)).error();

describe('SaveCompanyProfile', () => {
  it('starts with no profile', () => {
    expect(given(companyProfile, []).state).toEqual({ profile: null });
  });

  it('records the whole profile, every text trimmed', () => {
    const command = listingProProfile({
      name: '  ListingPro ',
      targetAudience: ' Real estate agents and brokers ',
      companyDescription: '\nListing software that puts every agent listing in front of buyers for $49 a month.  ',
      keyBenefits: [' 7-day free trial', 'Listings syndicated everywhere  '],
    });
    expect(given(companyProfile, []).when(command).run()).toEqual([listingProSaved]);
  });

  it('replaces a saved profile with the new one', () => {
    const changed = listingProProfile({ tone: 'formal', keyBenefits: ['No setup fee'] });
    const events = given(companyProfile, [listingProSaved]).when(changed).run();
    expect(events).toEqual([{ type: 'CompanyProfileSaved', data: { ...listingProSaved.data, tone: 'formal', keyBenefits: ['No setup fee'] } }]);
    expect(given(companyProfile, [listingProSaved, ...events]).state.profile).toMatchObject({ tone: 'formal', keyBenefits: ['No setup fee'] });
  });

  it('records nothing when the same profile is saved again', () => {
    expect(given(companyProfile, [listingProSaved]).when(listingProProfile({ name: ' ListingPro' })).run()).toEqual([]);
  });

  it('records a change of the benefits’ order', () => {
    const reordered = listingProProfile({ keyBenefits: ['Listings syndicated everywhere', '7-day free trial'] });
    expect(given(companyProfile, [listingProSaved]).when(reordered).run()).toHaveLength(1);
  });

  it('asks for the company name, at least 2 characters', () => {
    expect(refusal({ name: '   ' })).toMatchObject({ code: 'invalid', message: 'Missing Company Name', details: { errors: [{ path: 'name', message: 'Missing Company Name' }] } });
    expect(refusal({ name: ' L ' })).toMatchObject({ code: 'invalid', message: 'Company name must be at least 2 characters' });
    expect(refusal({ name: 'x'.repeat(101) }).message).toBe('Company name must be at most 100 characters');
  });

  it('asks for a description of at least 20 characters', () => {
    expect(refusal({ companyDescription: '' }).message).toBe('Please describe your company and what you do');
    expect(refusal({ companyDescription: '  Listing software.  ' }).message).toBe('Please provide a more detailed company description (at least 20 characters)');
    expect(refusal({ companyDescription: 'x'.repeat(2001) }).message).toBe('Company description must be at most 2000 characters');
  });

  it('asks for at least one key benefit, none blank, none said twice', () => {
    expect(refusal({ keyBenefits: [] }).message).toBe('Please add at least one key benefit or feature');
    expect(refusal({ keyBenefits: ['Free trial', '  '] })).toMatchObject({ message: 'A key benefit cannot be blank', details: { errors: [{ path: 'keyBenefits.1' }] } });
    expect(refusal({ keyBenefits: ['Free trial', ' free  TRIAL '] })).toMatchObject({
      message: 'This benefit already exists',
      details: { errors: [{ path: 'keyBenefits.1', message: 'This benefit already exists' }] },
    });
    expect(refusal({ keyBenefits: ['x'.repeat(201)] }).message).toBe('Each key benefit must be at most 200 characters');
    expect(refusal({ keyBenefits: Array.from({ length: 21 }, (_, i) => `Benefit ${i}`) }).message).toBe('Please keep to at most 20 key benefits');
  });

  it('takes only the listed industries and tones', () => {
    expect(refusal({ industry: 'Retail' }).message).toBe(
      'Industry must be one of: Software/Technology, Real Estate Technology, CRM/Sales Tools, Marketing Technology, Financial Services, Consulting',
    );
    expect(refusal({ tone: 'Professional' }).message).toBe('Email tone must be professional, friendly, casual or formal');
  });

  it('asks for a target audience', () => {
    expect(refusal({ targetAudience: ' ' }).message).toBe('Please describe your target audience');
    expect(refusal({ targetAudience: 'x'.repeat(201) }).message).toBe('Target audience must be at most 200 characters');
  });

  it('names the first problem in the form’s order', () => {
    expect(refusal({ name: '', companyDescription: '', keyBenefits: [] }).message).toBe('Missing Company Name');
    expect(refusal({ companyDescription: 'short', keyBenefits: [] }).message).toBe('Please provide a more detailed company description (at least 20 characters)');
  });
});
