/** National brokerage brands (with a relative market share and the domain agents' e-mail uses). */
export interface Brand {
  name: string;
  domain: string;
  weight: number;
  /** Agent sites on a brand subdomain, e.g. janesmith.kw.com. */
  agentSubdomains: boolean;
}

export const NATIONAL_BRANDS: readonly Brand[] = [
  { name: 'Keller Williams Realty', domain: 'kw.com', weight: 16, agentSubdomains: true },
  { name: 'eXp Realty', domain: 'exprealty.com', weight: 10, agentSubdomains: false },
  { name: 'RE/MAX', domain: 'remax.net', weight: 10, agentSubdomains: false },
  { name: 'Coldwell Banker', domain: 'coldwellbanker.com', weight: 9, agentSubdomains: false },
  { name: 'Compass', domain: 'compass.com', weight: 8, agentSubdomains: false },
  { name: 'Century 21', domain: 'century21.com', weight: 6, agentSubdomains: false },
  { name: 'Berkshire Hathaway HomeServices', domain: 'bhhs.com', weight: 5, agentSubdomains: false },
  { name: "Sotheby's International Realty", domain: 'sothebysrealty.com', weight: 3, agentSubdomains: false },
  { name: 'Realty ONE Group', domain: 'realtyonegroup.com', weight: 3, agentSubdomains: false },
  { name: 'HomeSmart', domain: 'homesmart.com', weight: 3, agentSubdomains: false },
  { name: 'Redfin', domain: 'redfin.com', weight: 2, agentSubdomains: false },
  { name: 'Weichert, Realtors', domain: 'weichert.com', weight: 2, agentSubdomains: false },
  { name: 'Douglas Elliman', domain: 'elliman.com', weight: 2, agentSubdomains: false },
  { name: 'Howard Hanna', domain: 'howardhanna.com', weight: 2, agentSubdomains: false },
  { name: 'Better Homes and Gardens Real Estate', domain: 'bhgre.com', weight: 2, agentSubdomains: false },
  { name: 'ERA Real Estate', domain: 'era.com', weight: 1, agentSubdomains: false },
  { name: 'Fathom Realty', domain: 'fathomrealty.com', weight: 1, agentSubdomains: false },
  { name: 'LPT Realty', domain: 'lptrealty.com', weight: 1, agentSubdomains: false },
  { name: 'United Real Estate', domain: 'unitedrealestate.com', weight: 1, agentSubdomains: false },
];

/** Share of agents with a national brand; the rest work for local brokerages. */
export const NATIONAL_SHARE = 0.62;

/**
 * Local brokerage name patterns: {S} and {T} are surnames, {C} the city, {L} a landmark word.
 * Some contain commas and apostrophes on purpose (CSV quoting).
 */
export const LOCAL_PATTERNS: readonly string[] = [
  '{S} & Associates Realty',
  '{S} Realty Group',
  '{C} Home Group',
  '{C} Premier Properties',
  '{S} Real Estate',
  'The {S} Group',
  '{S} & {T} Realtors',
  '{C} Realty Partners',
  '{L} Realty',
  '{L} Real Estate Group',
  '{S}, {T} & Co. Real Estate',
  '{L} Properties of {C}',
  '{S} Family Realty',
  '{C} Home Finders',
];

export const LANDMARKS: readonly string[] = [
  'Summit', 'Cornerstone', 'Keystone', 'Harbor', 'Blue Sky', 'Magnolia', 'Evergreen', 'Liberty', 'Pinnacle',
  'Heritage', 'Oak Tree', 'Silver Oak', 'Red Door', 'True North', 'Golden Key', 'Landmark', 'Main Street',
  'Hometown', 'Crossroads', 'Lakeside', 'Riverstone', 'Compass Rose', 'Bellwether', 'Oakmont', 'Redwood',
  'Sunrise', 'Northstar', 'Bay & Bridge', 'Stonegate', 'Willow Creek',
];

/** Personal mailboxes a share of agents use instead of the brokerage's. */
export const PERSONAL_DOMAINS: readonly (readonly [domain: string, weight: number])[] = [
  ['gmail.com', 60],
  ['yahoo.com', 14],
  ['outlook.com', 9],
  ['icloud.com', 9],
  ['hotmail.com', 6],
  ['aol.com', 2],
];
