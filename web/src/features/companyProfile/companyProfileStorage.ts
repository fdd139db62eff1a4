import type { CompanyProfileFields } from './companyProfileTypes.ts';

/** The browser's copy of the saved profile (spec part 2 §3), for screens that read it at once. */
export const COMPANY_PROFILE_STORAGE_KEY = 'companyProfile';

/** A key-value store like `window.localStorage` (tests pass their own). */
export type ProfileStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isText = (value: unknown): value is string => typeof value === 'string';
const filled = (value: unknown) => isText(value) && value.trim() !== '';

/**
 * A stored profile counts only if name, industry and targetAudience exist (spec part 2 §3); the
 * other fields fall back to empty ones when they are missing or of the wrong kind.
 */
export function validStoredProfile(value: unknown): CompanyProfileFields | null {
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Record<string, unknown>;
  if (!filled(stored.name) || !filled(stored.industry) || !filled(stored.targetAudience)) return null;
  return {
    name: stored.name as string,
    industry: stored.industry as string,
    targetAudience: stored.targetAudience as string,
    tone: isText(stored.tone) ? stored.tone : '',
    companyDescription: isText(stored.companyDescription) ? stored.companyDescription : '',
    keyBenefits: Array.isArray(stored.keyBenefits) ? stored.keyBenefits.filter(isText) : [],
  };
}

function browserStorage(): ProfileStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

/** The copy kept in the browser, when there is a valid one. */
export function readStoredProfile(storage: ProfileStorage | null = browserStorage()): CompanyProfileFields | null {
  const text = storage?.getItem(COMPANY_PROFILE_STORAGE_KEY);
  if (!text) return null;
  try {
    return validStoredProfile(JSON.parse(text));
  } catch {
    return null;
  }
}

/** Keeps the browser's copy equal to the server's profile (removed when there is none). */
export function storeProfile(profile: CompanyProfileFields | null, storage: ProfileStorage | null = browserStorage()): void {
  try {
    if (!profile) {
      storage?.removeItem(COMPANY_PROFILE_STORAGE_KEY);
      return;
    }
    const { name, industry, targetAudience, tone, companyDescription, keyBenefits } = profile;
    storage?.setItem(COMPANY_PROFILE_STORAGE_KEY, JSON.stringify({ name, industry, targetAudience, tone, companyDescription, keyBenefits }));
  } catch {
    // a full or disabled storage: the server keeps the profile
  }
}
