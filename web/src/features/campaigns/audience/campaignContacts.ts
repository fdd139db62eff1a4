import type { contactList } from '@outreach/contracts';
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

/** The distinct cities of the contacts, in the order they first appear (at most `limit`), each with its state and how many. */
export function distinctCities(contacts: readonly ContactRow[], limit = Number.POSITIVE_INFINITY): CityChoice[] {
  const byCity = new Map<string, CityChoice>();
  for (const contact of contacts) {
    const city = contact.city?.trim();
    if (!city) continue;
    const known = byCity.get(city);
    if (known) known.contacts += 1;
    else if (byCity.size < limit) byCity.set(city, { city, state: contact.state?.trim() || null, contacts: 1 });
  }
  return [...byCity.values()];
}

/** The same cities, most contacts first (then by name): the creator's list. */
export function citiesByContacts(cities: readonly CityChoice[]): CityChoice[] {
  return [...cities].sort((a, b) => b.contacts - a.contacts || a.city.localeCompare(b.city));
}

const CALIFORNIA = new Set(['ca', 'california']);

/** The cities of those in California (state CA or California). */
export function californiaCities(cities: readonly CityChoice[]): string[] {
  return cities.filter((choice) => choice.state !== null && CALIFORNIA.has(choice.state.toLowerCase())).map((choice) => choice.city);
}
