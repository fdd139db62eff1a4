import { invalid } from '@outreach/domain';

/** C0 controls other than tab, newline and carriage return; DEL; the C1 controls. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** In a `u` regex a surrogate only matches when it is not half of a pair. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

export interface UnsafeText {
  path: string;
  message: string;
}

/** Why a string cannot be stored as text, or undefined when it can. */
export function unsafeTextReason(value: string): string | undefined {
  if (CONTROL.test(value)) return 'contains a control character';
  if (LONE_SURROGATE.test(value)) return 'contains an invalid character (a lone surrogate)';
  return undefined;
}

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/**
 * Every string in a parsed input (JSON body, query, path parameters) that is not safe text,
 * with its field path. Keys are checked too: a field name is text that reaches the log and
 * error messages.
 */
export function findUnsafeText(value: unknown, path = '', found: UnsafeText[] = [], depth = 0): UnsafeText[] {
  if (typeof value === 'string') {
    const reason = unsafeTextReason(value);
    if (reason) found.push({ path, message: `${path || 'The request body'} ${reason}` });
  } else if (Array.isArray(value)) {
    if (depth < 32) value.forEach((item, index) => findUnsafeText(item, join(path, index), found, depth + 1));
  } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value) && typeof (value as { pipe?: unknown }).pipe !== 'function') {
    if (depth >= 32) return found;
    for (const [key, item] of Object.entries(value)) {
      const keyReason = unsafeTextReason(key);
      if (keyReason) {
        found.push({ path, message: `A field name in ${path || 'the request'} ${keyReason}` });
        continue;
      }
      findUnsafeText(item, join(path, key), found, depth + 1);
    }
  }
  return found;
}

/**
 * Refuse with 400 problem+json, naming the field, when any string in the inputs is not safe
 * text: PostgreSQL refuses NUL in text and a lone surrogate in JSON, and terminal escapes
 * stored verbatim end up in exports and logs.
 */
export function assertSafeText(inputs: Record<string, unknown>): void {
  const found: UnsafeText[] = [];
  for (const value of Object.values(inputs)) findUnsafeText(value, '', found);
  if (found.length > 0) throw invalid(found[0]!.message, { errors: found });
}

/**
 * A percent-encoded header value (such as X-File-Name) decoded, or a 400 naming the header when
 * it is malformed or decodes to unsafe text. Blank is undefined.
 */
export function decodeHeaderText(value: string | string[] | undefined, header: string): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined || !raw.trim()) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    throw invalid(`${header} is not valid percent-encoded UTF-8`, { errors: [{ path: header, message: `${header} is not valid percent-encoded UTF-8` }] });
  }
  const reason = unsafeTextReason(decoded);
  if (reason) throw invalid(`${header} ${reason}`, { errors: [{ path: header, message: `${header} ${reason}` }] });
  return decoded;
}

/**
 * A provider's text with what cannot be stored (control characters, lone surrogates) replaced by
 * U+FFFD: a signed provider message is kept, never refused for its characters.
 */
export function withoutUnsafeText(value: string): string {
  return value.toWellFormed().replace(new RegExp(CONTROL.source, 'g'), '\uFFFD');
}
