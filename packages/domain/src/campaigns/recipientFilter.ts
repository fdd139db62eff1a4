import { CAMPAIGN_LIMITS, cityEntry, parseCityEntry } from '@outreach/contracts/campaignChoices.ts';
import { TIERS } from '@outreach/contracts/choices.ts';
import { DomainError, invalid } from '../kit/errors.ts';

type TierName = (typeof TIERS)[number];

export { cityEntry, parseCityEntry, type CityChoice } from '@outreach/contracts/campaignChoices.ts';

/**
 * Who a campaign goes to (spec part 2 §5): contacts with an e-mail address that match any chosen
 * city and any chosen tier, with at least `minListings` listings and `minExperience` years when
 * those are set. An empty list chooses every city (or tier).
 */
export interface RecipientFilter {
  /** Each 'City, State' (that city in that state) or 'City' (that city in any state), matched without regard to case. */
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

/** Where the field errors of a filter point: the body's `recipientFilter.…`, or a query's own parameters. */
export interface RecipientFilterPaths {
  /** Put before each field's name (default `recipientFilter.`; '' for GET /api/campaigns/audience-count). */
  prefix?: string;
}

function checkCities(raw: readonly string[], path: string): string[] {
  const cities: string[] = [];
  const seen = new Set<string>();
  for (const given of raw) {
    if (given.trim() === '') continue;
    const choice = parseCityEntry(given);
    if (choice.city === '') throw campaignFieldError(path, `"${given.trim()}" names no city: give a city, or a city and its state ('Portland, ME')`);
    if (choice.city.length > CAMPAIGN_LIMITS.city) throw campaignFieldError(path, `A city name must be at most ${CAMPAIGN_LIMITS.city} characters`);
    if (choice.state !== null && choice.state.length > CAMPAIGN_LIMITS.state) throw campaignFieldError(path, `A state must be at most ${CAMPAIGN_LIMITS.state} characters`);
    const entry = cityEntry(choice);
    const key = entry.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    cities.push(entry);
  }
  if (cities.length > CAMPAIGN_LIMITS.cities) throw campaignFieldError(path, `At most ${CAMPAIGN_LIMITS.cities} cities`);
  return cities;
}

function minimum(value: number | null | undefined, path: string, label: string, max: number): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value) || value < 0 || value > max) throw campaignFieldError(path, `${label} must be a whole number from 0 to ${max}`);
  return value;
}

/**
 * Check and tidy a recipient filter: cities trimmed ('Portland , ME' as 'Portland, ME'), blank ones
 * dropped and each kept once whatever its case (the first spelling, in the order given); tiers
 * known, each once, in the tiers' own order; minimums whole and not negative. Field errors name
 * `recipientFilter.…`, or the fields with the `prefix` given.
 */
export function checkRecipientFilter(input: RecipientFilterInput = {}, paths: RecipientFilterPaths = {}): RecipientFilter {
  const prefix = paths.prefix ?? 'recipientFilter.';
  const cities = checkCities(input.cities ?? [], `${prefix}cities`);
  const tiers = new Set(input.performanceTiers ?? []);
  const unknown = [...tiers].find((tier) => !(TIERS as readonly string[]).includes(tier));
  if (unknown !== undefined) throw campaignFieldError(`${prefix}performanceTiers`, `Unknown performance tier "${unknown}" (one of ${TIERS.join(', ')})`);
  return {
    cities,
    performanceTiers: TIERS.filter((tier) => tiers.has(tier)),
    minListings: minimum(input.minListings, `${prefix}minListings`, 'The minimum number of listings', CAMPAIGN_LIMITS.minListings),
    minExperience: minimum(input.minExperience, `${prefix}minExperience`, 'The minimum years of experience', CAMPAIGN_LIMITS.minExperience),
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
  /** The contacts the filter selects that the count leaves out, and why (when the counter tells). */
  leftOut?: { suppressed: number; invalid: number };
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
