import { describe, expect, it } from 'vitest';
import { COMPANY_PROFILE_STORAGE_KEY, readStoredProfile, storeProfile, validStoredProfile, type ProfileStorage } from './companyProfileStorage.ts';

function memoryStorage(initial: Record<string, string> = {}): ProfileStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const profile = {
  name: 'ListingPro',
  industry: 'Real Estate Technology',
  targetAudience: 'Real estate agents and brokers',
  tone: 'friendly',
  companyDescription: 'Listing software that puts every agent listing in front of buyers.',
  keyBenefits: ['7-day free trial'],
};

describe('the browser’s copy of the profile', () => {
  it('keeps the saved profile’s fields and reads them back', () => {
    const storage = memoryStorage();
    storeProfile({ ...profile, createdAt: '2026-01-05T15:00:00.000Z', position: '1/1' } as typeof profile, storage);
    expect(JSON.parse(storage.items.get(COMPANY_PROFILE_STORAGE_KEY)!)).toEqual(profile);
    expect(readStoredProfile(storage)).toEqual(profile);
  });

  it('is removed when the server has no profile', () => {
    const storage = memoryStorage({ [COMPANY_PROFILE_STORAGE_KEY]: JSON.stringify(profile) });
    storeProfile(null, storage);
    expect(storage.items.has(COMPANY_PROFILE_STORAGE_KEY)).toBe(false);
    expect(readStoredProfile(storage)).toBeNull();
  });

  it('counts only when name, industry and target audience exist', () => {
    expect(validStoredProfile(profile)).toEqual(profile);
    expect(validStoredProfile({ ...profile, name: '' })).toBeNull();
    expect(validStoredProfile({ ...profile, industry: undefined })).toBeNull();
    expect(validStoredProfile({ ...profile, targetAudience: ' ' })).toBeNull();
    expect(validStoredProfile({ name: 'LP', industry: 'Consulting', targetAudience: 'Agents', keyBenefits: ['a', 3] })).toEqual({
      name: 'LP',
      industry: 'Consulting',
      targetAudience: 'Agents',
      tone: '',
      companyDescription: '',
      keyBenefits: ['a'],
    });
    expect(validStoredProfile('ListingPro')).toBeNull();
  });

  it('reads text that is not JSON as no copy', () => {
    expect(readStoredProfile(memoryStorage({ [COMPANY_PROFILE_STORAGE_KEY]: '{not json' }))).toBeNull();
    expect(readStoredProfile(null)).toBeNull();
  });
});
