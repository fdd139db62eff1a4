import { CAMPAIGN_LIMITS } from '@outreach/contracts/campaignChoices.ts';
import { TIERS } from '@outreach/contracts/choices.ts';
import { DomainError, invalid } from '../kit/errors.ts';

type TierName = (typeof TIERS)[number];

/**
 * Who a campaign goes to (spec part 2 §5): contacts with an e-mail address that match any chosen
 * city and any chosen tier, with at least `minListings` listings and `minExperience` years when
 * those are set. An empty list chooses every city (or tier).
 */
export interface RecipientFilter {
  cities: string[];
  performanceTiers: TierName[];
  minListings: number | null;
  minExperience: number | null;
}

/** A recipient filter as the screens send it: any part may be missing. */
export interface RecipientFilterInput {
  cities?: readonly string[] | undefined;
  performanceTiers?: readonly string[] | undefined;
  minListings?: number | null | undefined;
  minExperience?: number | null | undefined;
}

export const ALL_CONTACTS_FILTER: RecipientFilter = { cities: [], performanceTiers: [], minListings: null, minExperience: null };

const campaignFieldError = (path: string, message: string) => invalid(message, { errors: [{ path, message }] });

function minimum(value: number | null | undefined, path: string, label: string, max: number): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value) || value < 0 || value > max) throw campaignFieldError(path, `${label} must be a whole number from 0 to ${max}`);
  return value;
}

/**
 * Check and tidy a recipient filter: cities trimmed, blank ones dropped and each kept once (in the
 * order given); tiers known, each once, in the tiers' own order; minimums whole and not negative.
 */
export function checkRecipientFilter(input: RecipientFilterInput = {}): RecipientFilter {
  const cities = [...new Set((input.cities ?? []).map((city) => city.trim()).filter((city) => city !== ''))];
  if (cities.length > CAMPAIGN_LIMITS.cities) throw campaignFieldError('recipientFilter.cities', `At most ${CAMPAIGN_LIMITS.cities} cities`);
  const long = cities.find((city) => city.length > CAMPAIGN_LIMITS.city);
  if (long !== undefined) throw campaignFieldError('recipientFilter.cities', `A city name must be at most ${CAMPAIGN_LIMITS.city} characters`);
  const tiers = new Set(input.performanceTiers ?? []);
  const unknown = [...tiers].find((tier) => !(TIERS as readonly string[]).includes(tier));
  if (unknown !== undefined) throw campaignFieldError('recipientFilter.performanceTiers', `Unknown performance tier "${unknown}" (one of ${TIERS.join(', ')})`);
  return {
    cities,
    performanceTiers: TIERS.filter((tier) => tiers.has(tier)),
    minListings: minimum(input.minListings, 'recipientFilter.minListings', 'The minimum number of listings', CAMPAIGN_LIMITS.minListings),
    minExperience: minimum(input.minExperience, 'recipientFilter.minExperience', 'The minimum years of experience', CAMPAIGN_LIMITS.minExperience),
  };
}

/**
 * JSON with every object's keys sorted: two values read back from different places (a stored
 * event's jsonb reorders keys) compare equal when they hold the same.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

export const sameRecipientFilter = (a: RecipientFilter, b: RecipientFilter) => canonicalJson(a) === canonicalJson(b);

/** The audience of a filter as counted on the read side just before a decision (the domain cannot count). */
export interface AudienceCount {
  filter: RecipientFilter;
  /** Contacts the filter selects, less suppressed addresses and addresses verified invalid. */
  count: number;
}

/**
 * The count of the audience a decision records: the one counted for exactly this filter. A
 * different filter means the campaign changed after it was counted: the caller tries again.
 */
export function audienceOf(filter: RecipientFilter, audience: AudienceCount): number {
  if (!sameRecipientFilter(filter, audience.filter)) {
    throw new DomainError('revision_conflict', 'The campaign changed while its audience was being counted. Please try again.');
  }
  return audience.count;
}
