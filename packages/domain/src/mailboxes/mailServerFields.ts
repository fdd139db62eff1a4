import { isHostNameOrIpAddress } from '@outreach/contracts/hostAddress.ts';
import { normalizeEmail } from '../contacts/contactFields.ts';
import { blankFields, invalidField, missingFields } from './fieldProblems.ts';

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

/** An SMTP server as given on a form: its host, port and user name, with the password known to be stored. */
export interface SmtpServerInput {
  smtpHost: string | null;
  smtpPort: number | null;
  smtpUsername: string | null;
  smtpSecurity: 'tls' | 'starttls' | 'none' | null;
}

/**
 * The SMTP server of an account or of the e-mail settings, checked alike: the blank fields named
 * together (under the form's `missingMessage`), then the host, the port and the one-line user
 * name, and the password, which must be stored; security TLS on 465, else STARTTLS, unless chosen.
 */
export function checkedSmtpServer(
  settings: SmtpServerInput,
  missingMessage: string,
  passwordKnown: boolean,
): { smtpHost: string; smtpPort: number; smtpUsername: string; smtpSecurity: 'tls' | 'starttls' | 'none' } {
  const smtpHost = settings.smtpHost?.trim() || null;
  const smtpUsername = settings.smtpUsername?.trim() || null;
  const missing = blankFields([
    { path: 'smtpHost', label: 'SMTP host', value: smtpHost },
    { path: 'smtpPort', label: 'SMTP port', value: settings.smtpPort },
    { path: 'smtpUsername', label: 'SMTP username', value: smtpUsername },
  ]);
  if (missing.length > 0) throw missingFields(missingMessage, missing);
  serverHost('smtpHost', smtpHost);
  const smtpPort = serverPort('smtpPort', 'SMTP port', settings.smtpPort!);
  singleLine('smtpUsername', smtpUsername);
  if (!passwordKnown) throw invalidField('smtpPassword', 'The SMTP password is required');
  return { smtpHost: smtpHost!, smtpPort, smtpUsername: smtpUsername!, smtpSecurity: settings.smtpSecurity ?? (smtpPort === 465 ? 'tls' : 'starttls') };
}
