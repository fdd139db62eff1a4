import type { contactList } from '@outreach/contracts';
import { cityEntry } from '@outreach/contracts/campaignChoices.ts';
import type { WireType } from '../../../shared/api/wireType.ts';

type ContactRow = Pick<WireType<typeof contactList>['contacts'][number], 'city' | 'state'>;

/** The campaign screens read the first 1,000 contacts for their city choices (spec part 2 §7, §9). */
export const CAMPAIGN_CONTACTS_URL = '/api/contacts?limit=1000&offset=0';
/** The edit dialog offers at most this many cities. */
export const EDIT_DIALOG_CITY_LIMIT = 20;

export interface CityChoice {
  city: string;
  state: string | null;
  /** Contacts of the page read that live there. */
  contacts: number;
}

/** What a choice puts in the recipient filter: 'Portland, ME' (that city in that state), or the city alone when no state is known. */
export const cityFilterEntry = (choice: Pick<CityChoice, 'city' | 'state'>): string => cityEntry(choice);

/** Two entries choose the same place whatever their case (as the server matches them). */
export const sameCityEntry = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The distinct cities of the contacts, each in its state (Portland, ME and Portland, OR are two;
 * spellings that differ only in case are one), in the order they first appear (at most `limit`),
 * with how many live there.
 */
export function distinctCities(contacts: readonly ContactRow[], limit = Number.POSITIVE_INFINITY): CityChoice[] {
  const byPlace = new Map<string, CityChoice>();
  for (const contact of contacts) {
    const city = contact.city?.trim();
    if (!city) continue;
    const state = contact.state?.trim() || null;
    const key = cityFilterEntry({ city, state }).toLowerCase();
    const known = byPlace.get(key);
    if (known) known.contacts += 1;
    else if (byPlace.size < limit) byPlace.set(key, { city, state, contacts: 1 });
  }
  return [...byPlace.values()];
}

/** The same cities, most contacts first (then by name): the creator's list. */
export function citiesByContacts(cities: readonly CityChoice[]): CityChoice[] {
  return [...cities].sort((a, b) => b.contacts - a.contacts || a.city.localeCompare(b.city));
}

const CALIFORNIA = new Set(['ca', 'california']);

/** The recipient filter's entries of the cities in California (state CA or California): 'Fresno, CA'. */
export function californiaCities(cities: readonly CityChoice[]): string[] {
  return cities.filter((choice) => choice.state !== null && CALIFORNIA.has(choice.state.toLowerCase())).map(cityFilterEntry);
}

/** One city checkbox: the filter entry it stands for, its label, and whether the filter has it. */
export interface CityCheckboxOption {
  value: string;
  label: string;
  checked: boolean;
}

/**
 * The city checkboxes of a screen: each choice once (its entry 'Austin, TX'), then the filter's
 * entries no choice stands for (a campaign saved with a city alone shows it as 'Austin (any
 * state)'), so that none is lost when the boxes change. Entries compare without regard to case.
 */
export function cityCheckboxOptions(cities: readonly CityChoice[], value: readonly string[]): CityCheckboxOption[] {
  const chosen = (entry: string) => value.some((v) => sameCityEntry(v, entry));
  const options: CityCheckboxOption[] = [];
  const has = (entry: string) => options.some((option) => sameCityEntry(option.value, entry));
  for (const choice of cities) {
    const entry = cityFilterEntry(choice);
    if (!has(entry)) options.push({ value: entry, label: entry, checked: chosen(entry) });
  }
  for (const entry of value) {
    if (has(entry)) continue;
    options.push({ value: entry, label: entry.includes(',') ? entry : `${entry} (any state)`, checked: true });
  }
  return options;
}
