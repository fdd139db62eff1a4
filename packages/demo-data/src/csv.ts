import { DEMO_SEED, generateAgents } from './agents.ts';
import type { DemoAgent } from './agents.ts';
import { Random, WeightedPicker } from './random.ts';

/** The header of generated CSV files (names an importer's column guessing should recognise). */
export const CSV_COLUMNS = [
  'First Name',
  'Last Name',
  'Email',
  'Mobile Phone',
  'Office Phone',
  'Company',
  'City',
  'State',
  'Zip',
  'Listings',
  'Rental Listings',
  'Years Experience',
  'Service Areas',
  'Notes',
] as const;

/**
 * How a bad row is bad; each bad row has exactly this one defect and is otherwise valid.
 * - invalid_email: the e-mail is malformed (no @, nothing after @, @@, a space, or no dot in the
 *   domain); the row's phones are kept.
 * - short_phone: the mobile phone has only 6–9 digits; the office phone is left empty, the e-mail kept.
 * - no_email_or_phone: e-mail, mobile and office phone are all empty.
 * - listings_not_a_number: Listings is text such as 'N/A', 'twelve' or '12 listings'.
 */
export const CSV_BAD_ROW_KINDS = ['invalid_email', 'short_phone', 'no_email_or_phone', 'listings_not_a_number'] as const;
export type CsvBadRowKind = (typeof CSV_BAD_ROW_KINDS)[number];

/**
 * Whether data row `row` (1-based; the header is not counted) is bad: rows badRowEvery,
 * 2·badRowEvery, 3·badRowEvery … are, cycling through CSV_BAD_ROW_KINDS in order.
 */
export function csvBadRowKind(row: number, badRowEvery: number | undefined): CsvBadRowKind | null {
  if (!badRowEvery || row % badRowEvery !== 0) return null;
  return CSV_BAD_ROW_KINDS[(row / badRowEvery - 1) % CSV_BAD_ROW_KINDS.length] as CsvBadRowKind;
}

/** One field, quoted as RFC 4180 asks when it holds a comma, a double quote or a line break. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export interface GenerateCsvOptions {
  /** Data rows (the header is extra). */
  rows: number;
  /** Default DEMO_SEED; the rows hold the same agents generateAgents({ count: rows, seed }) gives. */
  seed?: number;
  /** Every Nth data row is deliberately bad (see CSV_BAD_ROW_KINDS); unset: none. */
  badRowEvery?: number;
  /** Data rows per yielded chunk, default 500. */
  rowsPerChunk?: number;
}

const NEWLINE = '\r\n';

/**
 * Streams a contact CSV for import tests: the header line is the first chunk, then chunks of
 * rows. Records end with CRLF; Notes sometimes hold commas, quotes and line breaks, so a data row
 * is not always one physical line. Phones are written the ways people write them.
 */
export function* generateCsv(options: GenerateCsvOptions): Generator<string> {
  const { rows, seed = DEMO_SEED, badRowEvery, rowsPerChunk = 500 } = options;
  if (!Number.isSafeInteger(rows) || rows < 0) throw new RangeError(`rows must be a whole number ≥ 0, got ${rows}`);
  if (badRowEvery !== undefined && (!Number.isSafeInteger(badRowEvery) || badRowEvery < 1)) throw new RangeError(`badRowEvery must be a whole number ≥ 1, got ${badRowEvery}`);
  if (!Number.isSafeInteger(rowsPerChunk) || rowsPerChunk < 1) throw new RangeError(`rowsPerChunk must be a whole number ≥ 1, got ${rowsPerChunk}`);
  const random = new Random(seed ^ 0x0c5bc5b0);

  yield CSV_COLUMNS.join(',') + NEWLINE;
  let chunk = '';
  let inChunk = 0;
  for (const agent of generateAgents({ count: rows, seed })) {
    const row = agent.index + 1;
    chunk += csvRow(random, agent, csvBadRowKind(row, badRowEvery)).map(csvField).join(',') + NEWLINE;
    if (++inChunk === rowsPerChunk) {
      yield chunk;
      chunk = '';
      inChunk = 0;
    }
  }
  if (chunk) yield chunk;
}

const PHONE_FORMATS = new WeightedPicker<(a: string, b: string, c: string) => string>(
  [(a, b, c) => `(${a}) ${b}-${c}`, (a, b, c) => `${a}-${b}-${c}`, (a, b, c) => `+1${a}${b}${c}`, (a, b, c) => `${a}.${b}.${c}`, (a, b, c) => `1-${a}-${b}-${c}`],
  [40, 30, 12, 10, 8],
);

function formatPhone(random: Random, e164: string | null): string {
  if (!e164) return '';
  const d = e164.slice(2);
  return PHONE_FORMATS.pick(random)(d.slice(0, 3), d.slice(3, 6), d.slice(6));
}

const NOTES = [
  'Prefers texts, not calls',
  'Said "call me after 3pm"',
  'Team lead, 2 buyer agents\nAsk about team pricing',
  'Met at the open house on Elm St.',
  'Referral from "Jane" at the front desk, follow up in spring',
  'Top producer in her ZIP\nUses a competitor, contract ends in March',
  'Spanish-speaking; bilingual listings',
  'Relocation specialist, "luxury only"',
];

const BAD_LISTINGS = ['N/A', 'twelve', 'about 20', '1O', '12 listings', '—'];

function csvRow(random: Random, agent: DemoAgent, bad: CsvBadRowKind | null): string[] {
  let email = agent.email;
  let mobile = formatPhone(random, agent.mobilePhone);
  let office = formatPhone(random, agent.officePhone);
  let listings = String(agent.listingCount);
  const notes = random.chance(0.1) ? random.pick(NOTES) : '';
  switch (bad) {
    case 'invalid_email': {
      const [local, domain] = email.split('@') as [string, string];
      email = random.pick([`${local}.${domain}`, `${local}@`, `${local}@@${domain}`, `${local.replace(/[._]/, ' ')}@${domain}`, `${local}@${domain.replace(/\.[a-z]+$/, '')}`]);
      if (!email.includes(' ') && email === agent.email) email = `${local}@`;
      break;
    }
    case 'short_phone': {
      const digits = (agent.mobilePhone ?? agent.officePhone ?? '+15124480000').slice(2, 2 + random.int(6, 9));
      mobile = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
      office = '';
      break;
    }
    case 'no_email_or_phone':
      email = '';
      mobile = '';
      office = '';
      break;
    case 'listings_not_a_number':
      listings = random.pick(BAD_LISTINGS);
      break;
    case null:
      break;
  }
  return [
    agent.firstName,
    agent.lastName,
    email,
    mobile,
    office,
    agent.company,
    agent.city,
    agent.state,
    agent.zipCode,
    listings,
    String(agent.totalListingsForRent),
    String(agent.yearsExperience),
    agent.serviceAreas,
    notes,
  ];
}
