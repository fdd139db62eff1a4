import { areaCodeLocation } from './areaCodeLocation.ts';
import { usStateCode, usStateZone } from './usStates.ts';
import { zipCodeLocation } from './zipCodeLocation.ts';

/** Where a recipient's zone was learnt, most precise first. */
export type RecipientTimeZoneSource = 'zip' | 'state' | 'area-code';

export interface RecipientTimeZone {
  /** IANA zone, e.g. America/Chicago. */
  zone: string;
  source: RecipientTimeZoneSource;
  /** USPS code of the recipient's state when known: from the ZIP code, else the state given, else the area code. */
  state?: string;
  /**
   * USPS code of the state the phone's area code belongs to, whatever the address says. Florida's
   * telephone solicitation law presumes that a number with a Florida area code is a Florida
   * resident's, so its rules apply when either state is FL.
   */
  areaCodeState?: string;
}

/** What a contact record says about where the recipient is. */
export interface RecipientLocation {
  zipCode?: string | null;
  /** USPS code or name, any case. */
  state?: string | null;
  /** Any common writing; numbers without a country code are read as North American. */
  phone?: string | null;
}

/**
 * The recipient's local time zone for quiet hours: from the contact's ZIP code, else its state
 * (the state's most populous zone when it spans several), else the phone's area code. Undefined
 * when none of them is known to the data (then the recipient's local time cannot be told).
 */
export async function recipientTimeZone(location: RecipientLocation): Promise<RecipientTimeZone | undefined> {
  const [byZip, givenState, byPhone] = await Promise.all([
    zipCodeLocation(location.zipCode),
    usStateCode(location.state),
    areaCodeLocation(location.phone),
  ]);
  const areaCodeState = byPhone?.state;
  const state = byZip?.state ?? givenState ?? areaCodeState;
  const withStates = (zone: string, source: RecipientTimeZoneSource): RecipientTimeZone => ({
    zone,
    source,
    ...(state ? { state } : {}),
    ...(areaCodeState ? { areaCodeState } : {}),
  });

  if (byZip?.zone) return withStates(byZip.zone, 'zip');
  // A ZIP code's own state comes before the state field when the ZIP code's point had no zone.
  const stateForZone = byZip?.state ?? givenState;
  const stateZone = stateForZone ? await usStateZone(stateForZone) : undefined;
  if (stateZone) return withStates(stateZone, 'state');
  if (byPhone?.zone) return withStates(byPhone.zone, 'area-code');
  return undefined;
}
