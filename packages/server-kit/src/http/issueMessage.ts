import { z } from 'zod';

/** A zod issue as the error handler sees it: its code, the path of the field it is about, its message. */
export interface IssueLike {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** An issue with the details zod adds for its code (`expected`, `maximum`, `format`, `values`…). */
type Detailed = IssueLike & Readonly<Record<string, unknown>>;

const englishDefault = z.locales.en().localeError;

/** Zod's generic wording of an issue (`Too big: expected string to have <=500 characters`). */
function defaultMessageOf(issue: Detailed): string | undefined {
  const generated = englishDefault({ ...issue, input: undefined } as unknown as Parameters<typeof englishDefault>[0]);
  return typeof generated === 'string' ? generated : (generated?.message ?? undefined);
}

/**
 * Whether zod worded the issue itself, rather than the contract that gave the field its own
 * text. The type message also says what was received, which the finished issue no longer holds.
 */
function isZodDefault(issue: Detailed): boolean {
  if (issue.code === 'invalid_type') return /^Invalid input: expected \S+, received \S+$/.test(issue.message);
  return defaultMessageOf(issue) === issue.message;
}

/** How a field is named in a message: its dotted path, or `The input` for the whole of it. */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.length === 0 ? 'The input' : path.map(String).join('.');
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  record: 'an object',
  map: 'an object',
  array: 'a list',
  tuple: 'a list',
  set: 'a list',
  date: 'a date',
  file: 'a file',
  null: 'null',
};

const FORMAT_WORDS: Record<string, string> = {
  email: 'a valid email address',
  url: 'a valid URL',
  uuid: 'a UUID',
  uuidv4: 'a UUID',
  uuidv6: 'a UUID',
  uuidv7: 'a UUID',
  guid: 'a UUID',
  datetime: 'a date and time in ISO 8601 form (such as 2030-01-31T09:00:00Z)',
  date: 'a date in the form YYYY-MM-DD',
  time: 'a time of day in the form HH:MM',
  duration: 'an ISO 8601 duration',
  ipv4: 'an IPv4 address',
  ipv6: 'an IPv6 address',
  cidrv4: 'an IPv4 range',
  cidrv6: 'an IPv6 range',
  hostname: 'a host name',
  base64: 'base64-encoded text',
  base64url: 'base64url-encoded text',
  e164: 'a phone number in international form (such as +15125550142)',
  json_string: 'JSON text',
  jwt: 'a JWT',
};

const UNITS: Record<string, [string, string]> = {
  string: ['character', 'characters'],
  array: ['item', 'items'],
  set: ['item', 'items'],
  map: ['entry', 'entries'],
  file: ['byte', 'bytes'],
};

const typeWords = (expected: unknown) => TYPE_WORDS[String(expected)] ?? `of type ${String(expected)}`;
const shown = (value: unknown) => (typeof value === 'string' ? value : String(value));

function bound(value: unknown, origin: string): string {
  if (origin === 'date') return new Date(Number(value)).toISOString();
  const unit = UNITS[origin];
  if (!unit) return String(value);
  return `${String(value)} ${Number(value) === 1 ? unit[0] : unit[1]}`;
}

/** `must be at most 500 characters`, `must have at least 1 item`, `must be greater than 0`… */
function sizeMessage(field: string, issue: Detailed, side: 'max' | 'min'): string {
  const origin = String(issue.origin ?? 'value');
  const limit = side === 'max' ? issue.maximum : issue.minimum;
  const amount = bound(limit, origin);
  const counted = origin === 'array' || origin === 'set' || origin === 'map';
  const verb = counted ? 'must have' : 'must be';
  if (issue.exact) return `${field} ${verb} exactly ${amount}`;
  if (origin === 'string' && side === 'min' && issue.inclusive && Number(limit) === 1) return `${field} cannot be empty`;
  if (origin === 'date') {
    if (side === 'max') return `${field} must be ${issue.inclusive ? 'on or before' : 'before'} ${amount}`;
    return `${field} must be ${issue.inclusive ? 'on or after' : 'after'} ${amount}`;
  }
  const sized = UNITS[origin] !== undefined;
  if (side === 'max') return `${field} ${verb} ${issue.inclusive ? 'at most' : sized ? 'fewer than' : 'less than'} ${amount}`;
  return `${field} ${verb} ${issue.inclusive ? 'at least' : sized ? 'more than' : 'greater than'} ${amount}`;
}

/** A value of none of a union's types: which types were wanted, when every branch says so. */
function unionMessage(field: string, issue: Detailed): string {
  if (Array.isArray(issue.options) && issue.options.length > 0) return `${field} must be one of ${issue.options.map(shown).join(', ')}`;
  const branches = Array.isArray(issue.errors) ? (issue.errors as Detailed[][]) : [];
  const typed = branches.map((b) => (b.length === 1 && b[0]!.code === 'invalid_type' && b[0]!.path.length === 0 ? b[0] : undefined));
  if (branches.length > 0 && typed.every((t) => t !== undefined)) {
    if (typed.every((t) => /received undefined$/.test(t!.message))) return `${field} is required`;
    return `${field} must be ${[...new Set(typed.map((t) => typeWords(t!.expected)))].join(' or ')}`;
  }
  return `${field} is not valid`;
}

function formatMessage(field: string, issue: Detailed): string {
  switch (issue.format) {
    case 'starts_with':
      return `${field} must start with "${shown(issue.prefix)}"`;
    case 'ends_with':
      return `${field} must end with "${shown(issue.suffix)}"`;
    case 'includes':
      return `${field} must include "${shown(issue.includes)}"`;
    case 'regex':
      return `${field} is not in the expected format`;
    default: {
      const words = FORMAT_WORDS[String(issue.format)] ?? `a valid ${issue.message.replace(/^Invalid /, '')}`;
      return `${field} must be ${words}`;
    }
  }
}

/** The issue in words that name its field, for an issue zod worded generically. */
function namedMessage(issue: Detailed): string {
  const field = fieldName(issue.path);
  switch (issue.code) {
    case 'invalid_type': {
      const received = /received (\S+)$/.exec(issue.message)?.[1];
      if (received === 'undefined') return `${field} is required`;
      const wanted = typeWords(issue.expected);
      return received === 'null' ? `${field} must be ${wanted}, not null` : `${field} must be ${wanted}`;
    }
    case 'too_big':
      return sizeMessage(field, issue, 'max');
    case 'too_small':
      return sizeMessage(field, issue, 'min');
    case 'invalid_format':
      return formatMessage(field, issue);
    case 'invalid_value': {
      const values = Array.isArray(issue.values) ? issue.values : [];
      return values.length === 1 ? `${field} must be ${shown(values[0])}` : `${field} must be one of ${values.map(shown).join(', ')}`;
    }
    case 'not_multiple_of':
      return `${field} must be a multiple of ${shown(issue.divisor)}`;
    case 'unrecognized_keys': {
      const keys = (Array.isArray(issue.keys) ? issue.keys : []).map((key) => fieldName([...issue.path, String(key)]));
      return `Unknown ${keys.length === 1 ? 'field' : 'fields'}: ${keys.join(', ')}`;
    }
    case 'invalid_key':
      return `${field} has a key that is not valid`;
    case 'invalid_element':
      return `${field} holds a value that is not valid`;
    case 'invalid_union':
      return unionMessage(field, issue);
    default:
      return `${field} is not valid`;
  }
}

/**
 * What a user reads for a zod issue. A contract's own text (`Account SID starts with AC…`,
 * `name must be text`) is kept as it is; zod's generic wording (`Invalid input: expected string,
 * received undefined`) becomes one that names the field (`accountSid is required`).
 */
export function issueMessage(issue: IssueLike): string {
  const detailed = issue as Detailed;
  return isZodDefault(detailed) ? namedMessage(detailed) : issue.message;
}
