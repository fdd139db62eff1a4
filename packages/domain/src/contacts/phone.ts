import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** Numbers written without a country code are read as North American ones. */
const DEFAULT_COUNTRY = 'US';

/**
 * A phone number in E.164 (`+15125550142`), read with libphonenumber-js: North American numbers
 * written any common way ("(512) 555-0142", "512.555.0142", "1-512-555-0142", an extension
 * dropped), others with a leading + and their country code. Undefined when the text is not a
 * valid number of its country's numbering plan.
 */
export function normalizePhone(raw: string | null | undefined): string | undefined {
  if (!raw?.trim()) return undefined;
  const parsed = parsePhoneNumberFromString(raw, DEFAULT_COUNTRY);
  return parsed?.isValid() ? parsed.number : undefined;
}

/**
 * The address a provider reported a text from or to, as it is kept: E.164 when it has the shape of
 * a phone number (a valid one, or one whose ranges the numbering plan does not list yet, such as
 * +1 555 1xx xxxx or a drama range), otherwise exactly as the provider wrote it (a short code like
 * `89890`, an alphanumeric sender). A provider's message is a fact: it is never refused for its sender.
 */
export function messagingAddress(raw: string): string {
  const text = raw.trim();
  const parsed = parsePhoneNumberFromString(text, DEFAULT_COUNTRY);
  if (parsed && (parsed.isValid() || (text.startsWith('+') && parsed.isPossible()))) return parsed.number;
  return text;
}
