import { isHostNameOrIpAddress } from '@outreach/contracts/hostAddress.ts';
import { normalizeEmail } from '../contacts/contactFields.ts';
import { invalidField } from './fieldProblems.ts';

/**
 * Line breaks, tabs and other control characters, and the Unicode line and paragraph separators:
 * none belongs in a one-line field (a name, a from name, a host, a user name), where a line break
 * could start a new mail header or protocol command.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_ONE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

/** A one-line field as given, or a 400 naming it when it holds a line break or another control character. */
export function singleLine<T extends string | null>(path: string, value: T): T {
  if (value !== null && NOT_ONE_LINE.test(value)) throw invalidField(path, `${path} must be a single line of text (no line breaks, tabs or other control characters)`);
  return value;
}

/** A mail server's address as given, or a 400 naming the field when it is not a host name or an IP address. */
export function serverHost<T extends string | null>(path: string, value: T): T {
  singleLine(path, value);
  if (value !== null && !isHostNameOrIpAddress(value)) {
    throw invalidField(path, `${path} must be a host name (such as smtp.example.com) or an IP address`);
  }
  return value;
}

/** A from address, lower case, or a 400 naming the field (blank: null, for the caller's required check). */
export function fromAddress(path: string, label: string, raw: string | null): string | null {
  try {
    return normalizeEmail(raw);
  } catch {
    throw invalidField(path, `The ${label} is not a valid email address: ${raw?.trim()}`);
  }
}

/** A port from 1 to 65535, or a 400 naming the field. */
export function serverPort(path: string, label: string, port: number): number {
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw invalidField(path, `The ${label} must be a number from 1 to 65535`);
  return port;
}
