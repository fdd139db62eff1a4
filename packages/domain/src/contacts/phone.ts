/**
 * Phone numbers are stored in E.164. North American numbers may be written any common way
 * ("(512) 555-0142", "512.555.0142", "1-512-555-0142"); others need a leading + and a country code.
 * Returns undefined when the text is not a dialable number.
 */
export function normalizePhone(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  const text = raw.trim().replace(/\s*(?:x|ext\.?|extension)\s*\d+$/i, '');
  if (text === '') return undefined;
  const digits = text.replace(/\D/g, '');
  if (text.startsWith('+')) {
    if (digits.startsWith('1')) return nanp(digits.slice(1));
    return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : undefined;
  }
  if (digits.length === 10) return nanp(digits);
  if (digits.length === 11 && digits.startsWith('1')) return nanp(digits.slice(1));
  return undefined;
}

/** A NANP number: area code and exchange start with 2–9. */
function nanp(ten: string): string | undefined {
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(ten)) return undefined;
  return `+1${ten}`;
}
