import { describe, expect, it } from 'vitest';
import { aiBlocker, CONTENT_REQUIRED, SETUP_REQUIRED } from './aiRequirements.ts';

const profile = {
  name: 'ListingPro',
  industry: 'Real Estate Technology',
  targetAudience: 'Agents',
  tone: 'friendly',
  companyDescription: 'Listing software for agents.',
  keyBenefits: ['7-day free trial'],
};

describe('AI requirements', () => {
  it('needs a company profile for every generator', () => {
    expect(aiBlocker(null, null)).toEqual({ title: 'Setup Required', description: 'Please setup your company profile first' });
    expect(aiBlocker({ ...profile, name: ' ' }, 'Hello')).toBe(SETUP_REQUIRED);
    expect(aiBlocker(profile, null)).toBeNull();
  });

  it('needs content for subject lines and improvements, the profile first', () => {
    expect(aiBlocker(profile, '  ')).toEqual({ title: 'Content Required', description: 'Please add email content first' });
    expect(aiBlocker(null, '')).toBe(SETUP_REQUIRED);
    expect(aiBlocker(profile, 'Hello')).toBeNull();
    expect(CONTENT_REQUIRED.description).toBe('Please add email content first');
  });
});
