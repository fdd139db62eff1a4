/**
 * The fixed choices, labels and limits the web app shows, free of zod: the web's pages import them
 * without loading the schemas (the schema modules re-export them, so every other import is unchanged).
 */

/** The five performance tiers, by number of listings. */
export const TIERS = ['elite', 'high-performer', 'active', 'moderate', 'entry'] as const;
type TierName = (typeof TIERS)[number];

export const TIER_LABELS: Record<TierName, string> = {
  elite: 'Elite',
  'high-performer': 'High Performer',
  active: 'Active',
  moderate: 'Moderate',
  entry: 'Entry Level',
};

export const TIER_CRITERIA: Record<TierName, string> = {
  elite: '50+ listings',
  'high-performer': '20-49 listings',
  active: '10-19 listings',
  moderate: '5-9 listings',
  entry: '0-4 listings',
};

export const CONTACT_STATUSES = ['active', 'inactive', 'unsubscribed'] as const;

/** The rental agents list's minimum rental listings. */
export const RENTAL_MINIMUMS = [1, 3, 5, 10, 15, 20] as const;

export const CALL_STATUSES = ['connected', 'voicemail', 'no_answer', 'busy', 'wrong_number'] as const;
export const CALL_STATUS_LABELS: Record<(typeof CALL_STATUSES)[number], string> = {
  connected: 'Connected',
  voicemail: 'Left Voicemail',
  no_answer: 'No Answer',
  busy: 'Busy',
  wrong_number: 'Wrong Number',
};
export const CALL_OUTCOMES = ['trial', 'subscribe', 'callback', 'not_interested', 'other'] as const;
export const CALL_OUTCOME_LABELS: Record<(typeof CALL_OUTCOMES)[number], string> = {
  trial: 'Wants to try (free trial)',
  subscribe: 'Ready to buy',
  callback: 'Call back later',
  not_interested: 'Not interested',
  other: 'Other',
};

/** The longest text message accepted, in characters. */
export const SMS_DIRECT_MAX = 320;

/** Contact fields a CSV column can be mapped to. */
export const IMPORT_FIELDS = [
  'firstName',
  'lastName',
  'agentName',
  'email',
  'phone',
  'mobilePhone',
  'officePhone',
  'company',
  'city',
  'state',
  'zipCode',
  'listingCount',
  'totalListingsForRent',
  'yearsExperience',
  'serviceAreas',
  'notes',
] as const;
