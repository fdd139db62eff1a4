import { describe, expect, it } from 'vitest';
import { aiProfileOf } from './aiCompanyProfile.ts';

const profile = {
  name: 'ListingPro',
  industry: 'Real Estate Technology',
  targetAudience: 'Residential agents',
  tone: 'friendly',
  companyDescription: 'Listing software for agents, $49 a month.',
  keyBenefits: ['7-day free trial'],
};

describe('aiProfileOf', () => {
  it("gives the generators the profile's six fields", () => {
    expect(aiProfileOf(profile)).toEqual(profile);
  });

  it('leaves out a tone the generators do not know', () => {
    expect(aiProfileOf({ ...profile, tone: '' })).not.toHaveProperty('tone');
  });

  it('is null without a profile or without a name', () => {
    expect(aiProfileOf(null)).toBeNull();
    expect(aiProfileOf({ ...profile, name: '  ' })).toBeNull();
  });
});
