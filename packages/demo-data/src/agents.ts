import { TIERS, tierForListings } from '@outreach/contracts';
import type { CALL_OUTCOMES, CALL_STATUSES, ContactStatus, Tier, TierCounts } from '@outreach/contracts';
import { LANDMARKS, LOCAL_PATTERNS, NATIONAL_BRANDS, NATIONAL_SHARE, PERSONAL_DOMAINS } from './data/brokerages.ts';
import type { Brand } from './data/brokerages.ts';
import { ALL_AREA_CODES, CITIES } from './data/cities.ts';
import type { City } from './data/cities.ts';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from './data/names.ts';
import { QuotaSampler, Random, WeightedPicker, apportion, rankWeights } from './random.ts';

/** The advertised size of the agent database. */
export const DEMO_AGENT_COUNT = 95_836;
/** The seed of the demo data set every installation loads. */
export const DEMO_SEED = 20_250_601;
export const DEMO_DATA_SOURCE = 'Demo Data';

/** The advertised share of agents with a mobile phone; the generator hits it exactly (rounded). */
export const MOBILE_COVERAGE = 0.865;
/** Share of agents with an office phone (drawn per agent, so about this). */
export const OFFICE_PHONE_SHARE = 0.6;
/** Every 4th agent of each tier × rental-bucket group becomes a contact at first start. */
export const CONTACT_EVERY = 4;
/** Share of contacts that come with a call history. */
export const CALLED_CONTACT_SHARE = 0.08;
/** The rental-listing minimums the calling list filters by (as in @outreach/contracts). */
export const RENTAL_BUCKETS = [1, 3, 5, 10, 15, 20] as const;

/**
 * The advertised tier counts. They sum to 91,739, not 95,836: the generator keeps elite,
 * high-performer and active as advertised and splits the remaining agents between moderate and
 * entry in the advertised 56,996 : 15,229 ratio (see DEMO_TIER_TARGETS).
 */
export const ADVERTISED_TIER_COUNTS: TierCounts = { elite: 1_005, 'high-performer': 4_988, active: 13_521, moderate: 56_996, entry: 15_229 };

const REST = DEMO_AGENT_COUNT - ADVERTISED_TIER_COUNTS.elite - ADVERTISED_TIER_COUNTS['high-performer'] - ADVERTISED_TIER_COUNTS.active;
const MODERATE_ENTRY = ADVERTISED_TIER_COUNTS.moderate + ADVERTISED_TIER_COUNTS.entry;
const TIER_WEIGHTS: Record<Tier, number> = {
  elite: ADVERTISED_TIER_COUNTS.elite,
  'high-performer': ADVERTISED_TIER_COUNTS['high-performer'],
  active: ADVERTISED_TIER_COUNTS.active,
  moderate: (REST * ADVERTISED_TIER_COUNTS.moderate) / MODERATE_ENTRY,
  entry: (REST * ADVERTISED_TIER_COUNTS.entry) / MODERATE_ENTRY,
};

/** How many agents of each tier `count` agents have (exact; proportional for other counts). */
export function tierTargets(count: number): TierCounts {
  const parts = apportion(count, TIERS.map((t) => TIER_WEIGHTS[t]));
  return Object.fromEntries(TIERS.map((t, i) => [t, parts[i] as number])) as TierCounts;
}

/** The generator's tier counts for the default 95,836 agents. */
export const DEMO_TIER_TARGETS: TierCounts = tierTargets(DEMO_AGENT_COUNT);

export type CallStatus = (typeof CALL_STATUSES)[number];
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export interface DemoCall {
  /** Days before the moment the platform loads the record. */
  daysAgo: number;
  callStatus: CallStatus;
  /** Only for connected calls. */
  outcome: CallOutcome | null;
  followUpRequired: boolean;
  /** Days from the load moment (negative: overdue); null unless followUpRequired. */
  followUpInDays: number | null;
  notes: string | null;
}

export type DemoRole = 'contact' | 'staged';

export interface DemoAgent {
  /** 0-based position in the stream. */
  index: number;
  /** Stable id: 'demo-000001' … 'demo-095836'. */
  sourceId: string;
  firstName: string;
  lastName: string;
  agentName: string;
  /** Lower-case, unique across all records. */
  email: string;
  /** E.164, unique across all records; null for 13.5% of agents. */
  mobilePhone: string | null;
  /** E.164; shared by agents of the same office; null for about 40%. */
  officePhone: string | null;
  company: string;
  city: string;
  state: string;
  zipCode: string;
  yearsExperience: number;
  listingCount: number;
  performanceTier: Tier;
  /** Closed sales in the last 12 months. */
  soldCount: number;
  totalListingsForRent: number;
  /** Comma-separated nearby places; '' when the agent lists none. */
  serviceAreas: string;
  licenseNumber: string;
  website: string | null;
  dataSource: typeof DEMO_DATA_SOURCE;
  /** 'contact': a contact from the first start; 'staged': waits for Import to Production. */
  role: DemoRole;
  /** For contacts: mostly 'active'; staged agents are always 'active'. */
  status: ContactStatus;
  /** Calls already made (oldest first); empty except for ~8% of contacts. */
  callHistory: DemoCall[];
}

export interface GenerateAgentsOptions {
  /** Default DEMO_AGENT_COUNT. */
  count?: number;
  /** Default DEMO_SEED. */
  seed?: number;
}

/**
 * Streams `count` demo agents, one at a time. Pure and deterministic: the same options always give
 * the same records. Holds only the e-mails and phone numbers already given out (for uniqueness).
 */
export function* generateAgents(options: GenerateAgentsOptions = {}): Generator<DemoAgent> {
  const count = options.count ?? DEMO_AGENT_COUNT;
  const seed = options.seed ?? DEMO_SEED;
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`count must be a whole number ≥ 0, got ${count}`);
  const random = new Random(seed);
  const world = buildWorld(new Random(seed ^ 0x5eed5eed));
  const tierSampler = new QuotaSampler(TIERS.map((t) => tierTargets(count)[t]));
  const withMobile = Math.round(count * MOBILE_COVERAGE);
  const mobileSampler = new QuotaSampler([withMobile, count - withMobile]);
  const emails = new Set<string>();
  const phones = new Set<number>();
  const officePhones = new Map<string, string>();
  const strata = new Array<number>(TIERS.length * (RENTAL_BUCKETS.length + 1)).fill(0);

  for (let index = 0; index < count; index++) {
    const tierIndex = tierSampler.draw(random);
    const tier = TIERS[tierIndex] as Tier;
    const listingCount = drawListings(random, tier);
    const cityIndex = world.cityPicker.pick(random);
    const city = CITIES[cityIndex] as City;

    const female = random.chance(0.64);
    const firstName = (female ? world.femalePicker : world.malePicker).pick(random);
    const lastName = world.lastPicker.pick(random);

    let company: string;
    let domain: string;
    let brand: Brand | null = null;
    let officeKey: string;
    if (random.chance(NATIONAL_SHARE)) {
      brand = world.brandPicker.pick(random);
      company = brand.name;
      domain = brand.domain;
      officeKey = `${brand.name}|${cityIndex}|${random.int(0, Math.floor(city.weight / 3))}`;
    } else {
      const local = (world.localPickers[cityIndex] as WeightedPicker<LocalBrokerage>).pick(random);
      company = local.name;
      domain = local.domain;
      officeKey = `${local.name}|${cityIndex}`;
    }

    const email = uniqueEmail(random, emails, firstName, lastName, city, domain, brand === null, world);

    const hasMobile = mobileSampler.draw(random) === 0;
    const mobilePhone = hasMobile ? e164(newPhone(random, phones, random.chance(0.85) ? random.pick(city.areaCodes) : random.pick(ALL_AREA_CODES))) : null;
    let officePhone: string | null = null;
    if (random.chance(OFFICE_PHONE_SHARE)) {
      officePhone = officePhones.get(officeKey) ?? null;
      if (officePhone === null) {
        officePhone = e164(newPhone(random, phones, random.pick(city.areaCodes)));
        officePhones.set(officeKey, officePhone);
      }
    }

    const zipCode = random.pick(city.zips);
    const yearsExperience = drawYears(random, tier);
    const soldCount = listingCount === 0 ? random.int(0, 2) : Math.round(listingCount * (0.4 + 1.1 * random.next())) + random.int(0, 3);
    const totalListingsForRent = random.chance(RENTAL_SHARE[tier]) ? drawRentals(random) : 0;
    const serviceAreas = drawServiceAreas(random, city);
    const licenseNumber = drawLicense(random, city.state);
    const website = drawWebsite(random, firstName, lastName, brand, domain);

    const stratum = tierIndex * (RENTAL_BUCKETS.length + 1) + rentalBucket(totalListingsForRent);
    const seen = strata[stratum] as number;
    strata[stratum] = seen + 1;
    const role: DemoRole = seen % CONTACT_EVERY === 0 ? 'contact' : 'staged';
    const status: ContactStatus = role === 'staged' ? 'active' : drawStatus(random);
    const callHistory = role === 'contact' && random.chance(CALLED_CONTACT_SHARE) ? drawCalls(random, status) : [];

    yield {
      index,
      sourceId: `demo-${String(index + 1).padStart(6, '0')}`,
      firstName,
      lastName,
      agentName: `${firstName} ${lastName}`,
      email,
      mobilePhone,
      officePhone,
      company,
      city: city.name,
      state: city.state,
      zipCode,
      yearsExperience,
      listingCount,
      performanceTier: tierForListings(listingCount),
      soldCount,
      totalListingsForRent,
      serviceAreas,
      licenseNumber,
      website,
      dataSource: DEMO_DATA_SOURCE,
      role,
      status,
      callHistory,
    };
  }
}

/** 0 for no rentals, else 1 + the index of the highest rental minimum the count reaches. */
export function rentalBucket(rentals: number): number {
  let bucket = 0;
  for (const min of RENTAL_BUCKETS) if (rentals >= min) bucket++;
  return bucket;
}

// ---------------------------------------------------------------------------------------------
// The world: pickers and the local brokerages of every city (fixed per seed).

interface LocalBrokerage {
  name: string;
  domain: string;
}

interface World {
  cityPicker: WeightedPicker<number>;
  femalePicker: WeightedPicker<string>;
  malePicker: WeightedPicker<string>;
  lastPicker: WeightedPicker<string>;
  brandPicker: WeightedPicker<Brand>;
  localPickers: WeightedPicker<LocalBrokerage>[];
  personalDomainPicker: WeightedPicker<string>;
}

function buildWorld(random: Random): World {
  const lastPicker = new WeightedPicker(LAST_NAMES, rankWeights(LAST_NAMES.length, 6, 0.85));
  const localPickers = CITIES.map((city) => {
    const names = new Set<string>();
    const target = 3 + 2 * city.weight;
    for (let attempt = 0; names.size < target && attempt < target * 10; attempt++) {
      const surname = lastPicker.pick(random);
      let other = lastPicker.pick(random);
      if (other === surname) other = random.pick(LAST_NAMES);
      names.add(
        random
          .pick(LOCAL_PATTERNS)
          .replace('{S}', surname)
          .replace('{T}', other)
          .replace('{C}', city.name)
          .replace('{L}', random.pick(LANDMARKS)),
      );
    }
    const brokerages = [...names].map((name) => ({ name, domain: `${slug(name.replace(/\b(The|Co|of)\b/g, ''))}.com` }));
    return new WeightedPicker(brokerages, rankWeights(brokerages.length, 2, 1));
  });
  return {
    cityPicker: new WeightedPicker(
      CITIES.map((_, i) => i),
      CITIES.map((c) => c.weight),
    ),
    femalePicker: new WeightedPicker(FEMALE_FIRST_NAMES, rankWeights(FEMALE_FIRST_NAMES.length)),
    malePicker: new WeightedPicker(MALE_FIRST_NAMES, rankWeights(MALE_FIRST_NAMES.length)),
    lastPicker,
    brandPicker: new WeightedPicker(
      NATIONAL_BRANDS,
      NATIONAL_BRANDS.map((b) => b.weight),
    ),
    localPickers,
    personalDomainPicker: new WeightedPicker(
      PERSONAL_DOMAINS.map(([d]) => d),
      PERSONAL_DOMAINS.map(([, w]) => w),
    ),
  };
}

/** Lower-case ASCII letters and digits only ("O'Brien" → "obrien", "Muñoz" → "munoz"). */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

// ---------------------------------------------------------------------------------------------
// E-mail and phones.

const BROKERAGE_PATTERNS = new WeightedPicker(['{f}.{l}', '{i}{l}', '{f}{l}', '{f}_{l}', '{f}{j}', '{f}'], [50, 20, 14, 5, 5, 6]);
const PERSONAL_PATTERNS = new WeightedPicker(
  ['{f}.{l}', '{f}{l}', '{f}{l}realtor', '{f}.{l}.realtor', '{f}sells{c}', '{i}{l}homes', '{f}{l}homes'],
  [25, 20, 15, 10, 8, 10, 12],
);
const PERSONAL_EMAIL_SHARE = { brand: 0.28, local: 0.22 };

function uniqueEmail(random: Random, taken: Set<string>, first: string, last: string, city: City, domain: string, local: boolean, world: World): string {
  const personal = random.chance(local ? PERSONAL_EMAIL_SHARE.local : PERSONAL_EMAIL_SHARE.brand);
  const mailDomain = personal ? world.personalDomainPicker.pick(random) : domain;
  let pattern = (personal ? PERSONAL_PATTERNS : BROKERAGE_PATTERNS).pick(random);
  // A first name alone is a small local office's habit, never a brand's or a webmail address.
  if (pattern === '{f}' && (personal || !local)) pattern = '{f}.{l}';
  const f = slug(first);
  const l = slug(last);
  const base = pattern
    .replace('{f}', f)
    .replace('{l}', l)
    .replace('{i}', f.charAt(0))
    .replace('{j}', l.charAt(0))
    .replace('{c}', slug(city.name));
  let email = `${base}@${mailDomain}`;
  for (let n = 2; taken.has(email); n++) email = `${base}${n}@${mailDomain}`;
  taken.add(email);
  return email;
}

/** NANP exchanges that are dialable and not reserved: 2–9 first, not N11, not 555, 950, 958, 959, 976. */
const EXCHANGES: readonly number[] = Array.from({ length: 800 }, (_, i) => 200 + i).filter(
  (x) => x % 100 !== 11 && x !== 555 && x !== 950 && x !== 958 && x !== 959 && x !== 976,
);

function newPhone(random: Random, taken: Set<number>, areaCode: number): number {
  for (;;) {
    const number = areaCode * 10_000_000 + (random.pick(EXCHANGES) as number) * 10_000 + random.int(0, 9_999);
    if (!taken.has(number)) {
      taken.add(number);
      return number;
    }
  }
}

function e164(tenDigits: number): string {
  return `+1${tenDigits}`;
}

// ---------------------------------------------------------------------------------------------
// Figures.

const ENTRY_LISTINGS = new WeightedPicker([0, 1, 2, 3, 4], [12, 18, 22, 24, 24]);
const MODERATE_LISTINGS = new WeightedPicker([5, 6, 7, 8, 9], [26, 22, 19, 17, 16]);
const ACTIVE_LISTINGS = new WeightedPicker(
  Array.from({ length: 10 }, (_, k) => 10 + k),
  Array.from({ length: 10 }, (_, k) => Math.pow(0.88, k)),
);
const HIGH_LISTINGS = new WeightedPicker(
  Array.from({ length: 30 }, (_, k) => 20 + k),
  Array.from({ length: 30 }, (_, k) => Math.pow(0.93, k)),
);

function drawListings(random: Random, tier: Tier): number {
  switch (tier) {
    case 'entry':
      return ENTRY_LISTINGS.pick(random);
    case 'moderate':
      return MODERATE_LISTINGS.pick(random);
    case 'active':
      return ACTIVE_LISTINGS.pick(random);
    case 'high-performer':
      return HIGH_LISTINGS.pick(random);
    case 'elite':
      // Pareto tail from 50 (α = 2.5), at most 450.
      for (;;) {
        const n = Math.floor(50 * Math.pow(1 - random.next(), -1 / 2.5));
        if (n <= 450) return n;
      }
  }
}

const YEARS: Record<Tier, { min: number; skew: number }> = {
  elite: { min: 4, skew: 1.2 },
  'high-performer': { min: 3, skew: 1.4 },
  active: { min: 2, skew: 1.7 },
  moderate: { min: 1, skew: 2.0 },
  entry: { min: 1, skew: 2.6 },
};

function drawYears(random: Random, tier: Tier): number {
  const { min, skew } = YEARS[tier];
  return Math.min(40, min + Math.floor((41 - min) * Math.pow(random.next(), skew)));
}

/** Share of each tier with rental listings (about 20% overall). */
const RENTAL_SHARE: Record<Tier, number> = { elite: 0.35, 'high-performer': 0.3, active: 0.25, moderate: 0.19, entry: 0.17 };

/** 1–40, skewed low (1 + exponential with mean 5.5, redrawn above 40). */
function drawRentals(random: Random): number {
  for (;;) {
    const n = 1 + Math.floor(-Math.log(1 - random.next()) * 5.5);
    if (n <= 40) return n;
  }
}

function drawServiceAreas(random: Random, city: City): string {
  if (!random.chance(0.78)) return '';
  const areas = random.sample(city.nearby, random.int(1, Math.min(4, city.nearby.length)));
  if (random.chance(0.4)) areas.unshift(city.name);
  return areas.join(', ');
}

function drawLicense(random: Random, state: string): string {
  switch (state) {
    case 'CA':
      return `0${random.int(1, 2)}${random.digits(6)}`;
    case 'TX':
      return `0${random.int(4, 7)}${random.digits(5)}`;
    case 'FL':
      return `${random.chance(0.85) ? 'SL' : 'BK'}3${random.digits(6)}`;
    case 'NY':
      return `10401${random.digits(6)}`;
    case 'IL':
      return `475.${random.int(1, 2)}${random.digits(5)}`;
    case 'NV':
      return `S.${random.digits(7)}`;
    case 'OH':
      return `SAL.${random.int(2000, 2024)}${random.digits(6)}`;
    case 'PA':
      return `RS${random.int(2, 3)}${random.digits(5)}L`;
    case 'AZ':
      return `SA${random.int(5, 7)}${random.digits(8)}`;
    case 'CO':
      return `FA.100${random.digits(6)}`;
    case 'VA':
      return `0225${random.int(1, 2)}${random.digits(5)}`;
    default:
      return `${random.int(1, 9)}${random.digits(5 + random.int(0, 2))}`;
  }
}

function drawWebsite(random: Random, first: string, last: string, brand: Brand | null, domain: string): string | null {
  if (!random.chance(0.42)) return null;
  const f = slug(first);
  const l = slug(last);
  const u = random.next();
  if (brand?.agentSubdomains && u < 0.5) return `https://${f}${l}.${brand.domain}`;
  if (brand && u < 0.7) return `https://www.${brand.domain}/agents/${f}-${l}`;
  if (!brand && u < 0.5) return `https://www.${domain}`;
  return random.pick([`https://www.${f}${l}homes.com`, `https://www.${f}${l}realtor.com`, `https://www.${f}${l}.com`, `https://www.homeswith${f}.com`]);
}

// ---------------------------------------------------------------------------------------------
// Contacts: status and calls.

function drawStatus(random: Random): ContactStatus {
  const u = random.next();
  if (u < 0.93) return 'active';
  if (u < 0.97) return 'inactive';
  return 'unsubscribed';
}

const CALL_COUNT = new WeightedPicker([1, 2, 3], [55, 30, 15]);
const CALL_STATUS = new WeightedPicker<CallStatus>(['connected', 'voicemail', 'no_answer', 'busy', 'wrong_number'], [35, 28, 25, 6, 6]);
const CALL_OUTCOME = new WeightedPicker<CallOutcome>(['trial', 'subscribe', 'callback', 'not_interested', 'other'], [20, 8, 30, 30, 12]);

const CALL_NOTES: Record<CallStatus | CallOutcome, readonly string[]> = {
  voicemail: ['Left voicemail about the listing software', 'Left VM, mentioned the 7-day free trial', 'Voicemail full, try again'],
  no_answer: ['No answer', 'Rang out, no voicemail set up'],
  busy: ['Line busy'],
  wrong_number: ['Wrong number, agent moved brokerages', 'Number belongs to the office front desk'],
  connected: ['Spoke briefly'],
  trial: ['Wants to try it, sent the free-trial link', 'Interested in the free trial, asked about MLS sync', 'Starting the trial this week, "loves the listing pages"'],
  subscribe: ['Ready to buy, sent the $49/month plan', 'Signing up for the team, 3 seats'],
  callback: ['Asked to call back next week', 'Busy with a closing, call back Friday', 'Call back after 3pm, prefers texts'],
  not_interested: ['Not interested, uses another service', 'Not interested right now; retiring next year', 'Said "too many tools already"'],
  other: ['Asked for pricing by e-mail', 'Wants a demo for the whole office'],
};

function drawCalls(random: Random, status: ContactStatus): DemoCall[] {
  const n = CALL_COUNT.pick(random);
  const days: number[] = [random.int(0, 45)];
  for (let i = 1; i < n; i++) days.push((days[i - 1] as number) + random.int(2, 30));
  days.reverse();
  return days.map((daysAgo, i) => {
    const last = i === n - 1;
    const callStatus = CALL_STATUS.pick(random);
    const outcome = callStatus === 'connected' ? CALL_OUTCOME.pick(random) : null;
    let followUpRequired = false;
    if (last && status === 'active') {
      if (outcome === 'callback') followUpRequired = true;
      else if (outcome === 'trial') followUpRequired = random.chance(0.6);
      else if (callStatus === 'voicemail' || callStatus === 'no_answer') followUpRequired = random.chance(0.25);
    }
    const followUpInDays = followUpRequired ? random.int(1, 14) - daysAgo : null;
    const notes = random.chance(0.7) ? random.pick(CALL_NOTES[outcome ?? callStatus]) : null;
    return { daysAgo, callStatus, outcome, followUpRequired, followUpInDays, notes };
  });
}
