import { geocoder, timezones } from 'libphonenumber-geo-carrier';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { usCityZone, usStateCode, usStateZone } from './usStates.ts';

/**
 * Where a phone number's area code (and exchange) is, from libphonenumber's geocoding and time-zone
 * data (libphonenumber-geo-carrier). A US number gives its state; its zone is that of the exchange's
 * city when the data names one ("Pensacola, FL" → America/Chicago), else the state's most populous
 * zone (see usStateZone). A number of another North American country (Canada, the Caribbean) gives
 * the zone libphonenumber lists for it when it lists exactly one.
 */
export interface AreaCodeLocation {
  /** USPS code, for US numbers. */
  state: string | undefined;
  zone: string | undefined;
}

/** Numbers written without a country code are read as North American ones, as contacts' phones are. */
const DEFAULT_COUNTRY = 'US';

/**
 * The geocoding data is read from disk on every call of the package (tens of milliseconds), and
 * no entry is longer than an area code, exchange and one more digit: answers are kept by that prefix.
 */
const PREFIX_DIGITS = 7;
const MAX_KEPT = 20_000;
const kept = new Map<string, AreaCodeLocation | undefined>();

async function lookUp(phone: NonNullable<ReturnType<typeof parsePhoneNumberFromString>>): Promise<AreaCodeLocation | undefined> {
  if (phone.country === 'US') {
    const place = await geocoder(phone);
    if (!place) return undefined;
    // "Pensacola, FL" for an exchange, "Florida" for a whole area code.
    const city = /^(.+),\s*([A-Z]{2})$/.exec(place);
    const state = city ? await usStateCode(city[2]) : await usStateCode(place);
    if (!state) return undefined;
    const zone = (city?.[1] ? await usCityZone(city[1], state) : undefined) ?? (await usStateZone(state));
    return { state, zone };
  }
  const zones = await timezones(phone);
  return zones?.length === 1 ? { state: undefined, zone: zones[0] } : undefined;
}

/** The state and zone a North American phone number's area code points to; undefined when unknown. */
export async function areaCodeLocation(raw: string | null | undefined): Promise<AreaCodeLocation | undefined> {
  if (!raw?.trim()) return undefined;
  const phone = parsePhoneNumberFromString(raw, DEFAULT_COUNTRY);
  if (!phone?.isValid() || phone.countryCallingCode !== '1') return undefined;
  const key = phone.nationalNumber.slice(0, PREFIX_DIGITS);
  if (kept.has(key)) return kept.get(key);
  const location = await lookUp(phone);
  if (kept.size >= MAX_KEPT) kept.clear();
  kept.set(key, location);
  return location;
}
