/**
 * The e-mail campaigns' fixed choices, defaults, limits and messages, free of zod: the domain
 * checks with them and the web's screens show them without loading the schemas.
 */

/** One-time e-mail, A/B test, automated sequence (Advanced Setup), and SMS campaigns (stored here, sent by the SMS tools). */
export const CAMPAIGN_TYPES = ['email', 'ab-test', 'sequence', 'sms'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

export const CAMPAIGN_TYPE_LABELS: Record<CampaignType, string> = {
  email: 'One-time email',
  'ab-test': 'A/B test campaign',
  sequence: 'Automated sequence',
  sms: 'SMS campaign',
};

/** draft → scheduled → sending → sent; paused and cancelled beside them. */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** What decides an A/B test's winner: replies by default; clicks or opens only with that tracking on. */
export const AB_TEST_METRICS = ['replies', 'clicks', 'opens'] as const;
export type AbTestMetric = (typeof AB_TEST_METRICS)[number];

/**
 * What the rest of the audience gets when no variant wins significantly: the first variant (A),
 * the variant with the best observed rate anyway, or nothing (the test recipients only).
 */
export const AB_TEST_FALLBACKS = ['first-variant', 'best-observed', 'hold'] as const;
export type AbTestFallback = (typeof AB_TEST_FALLBACKS)[number];

export const AB_VARIANT_KEYS = ['A', 'B', 'C', 'D'] as const;
export type AbVariantKey = (typeof AB_VARIANT_KEYS)[number];

/** Days of a send window, in the recipient's time zone. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const CAMPAIGN_DEFAULTS = {
  abTest: { testPercent: 20, waitHours: 4, metric: 'replies' as AbTestMetric, fallback: 'first-variant' as AbTestFallback },
  tracking: { opens: false, clicks: false },
} as const;

export const CAMPAIGN_LIMITS = {
  name: 200,
  subject: 200,
  content: 100_000,
  /** An SMS campaign's own text (spec part 2 §9: direct sends at most 320). */
  smsContent: 320,
  cities: 500,
  city: 100,
  /** The state of a city choice ('Portland, ME'). */
  state: 50,
  variants: { min: 2, max: 4 },
  testPercent: { min: 1, max: 90 },
  waitHours: { min: 1, max: 168 },
  steps: { min: 1, max: 10 },
  delayDays: { min: 0, max: 365 },
  minListings: 100_000,
  minExperience: 100,
  /** How far ahead a campaign may be scheduled. */
  scheduleDays: 366,
  /** Recipients per CampaignAudienceFixed event: a large audience is recorded in chunks. */
  audienceChunk: 1_000,
} as const;

/** A city a recipient filter chooses: its name, and its state when the choice names one (null: the city in any state). */
export interface CityChoice {
  city: string;
  state: string | null;
}

/**
 * A city entry of a recipient filter read: 'Portland, ME' is Portland in the state ME (the text
 * after the last comma), 'Portland' is Portland in any state. Both parts trimmed.
 */
export function parseCityEntry(entry: string): CityChoice {
  const comma = entry.lastIndexOf(',');
  if (comma < 0) return { city: entry.trim(), state: null };
  const state = entry.slice(comma + 1).trim();
  return { city: entry.slice(0, comma).trim(), state: state === '' ? null : state };
}

/** The entry of a city choice as a recipient filter records it: 'Portland, ME', or 'Portland' for the city in any state. */
export const cityEntry = (choice: CityChoice): string => (choice.state ? `${choice.city}, ${choice.state}` : choice.city);

export const CAMPAIGN_MESSAGES = {
  nameRequired: 'Campaign name is required',
  emailAccountRequired: 'Email account is required',
  subjectRequired: 'Subject line is required',
  contentRequired: 'Email content is required',
  campaignNotFound: 'Campaign not found',
  emptyAudience: 'No recipients: no active contact with an e-mail address matches the recipient filter',
  emailAccountDeleted: 'The email account was deleted: choose another one to send from',
  scheduleInPast: 'The schedule time must be in the future',
} as const;

/** What became of one recipient's e-mail (read.campaign_messages.status). */
export const CAMPAIGN_MESSAGE_STATUSES = ['queued', 'sent', 'skipped', 'failed', 'bounced', 'unknown'] as const;
export type CampaignMessageStatus = (typeof CAMPAIGN_MESSAGE_STATUSES)[number];
