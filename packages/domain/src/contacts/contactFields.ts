import { invalid } from '../kit/errors.ts';
import { normalizePhone } from './phone.ts';

/** What an import or an edit may say about an agent. */
export interface ContactFields {
  firstName: string | null;
  lastName: string | null;
  agentName: string | null;
  email: string | null;
  /** Mobile phone, E.164: the number calls and texts go to. */
  phone: string | null;
  officePhone: string | null;
  company: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  listingCount: number | null;
  totalListingsForRent: number | null;
  yearsExperience: number | null;
  serviceAreas: string | null;
  licenseNumber: string | null;
  website: string | null;
  dataSource: string | null;
  notes: string | null;
}

export const EMPTY_FIELDS: ContactFields = {
  firstName: null,
  lastName: null,
  agentName: null,
  email: null,
  phone: null,
  officePhone: null,
  company: null,
  city: null,
  state: null,
  zipCode: null,
  listingCount: null,
  totalListingsForRent: null,
  yearsExperience: null,
  serviceAreas: null,
  licenseNumber: null,
  website: null,
  dataSource: null,
  notes: null,
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function normalizeEmail(raw: string | null | undefined): string | null {
  const email = raw?.trim();
  if (!email) return null;
  if (!EMAIL.test(email) || email.length > 254) throw invalid(`Invalid email address: ${email}`);
  return email.toLowerCase();
}

function text(raw: string | null | undefined, max: number): string | null {
  const value = raw?.trim();
  return value ? value.slice(0, max) : null;
}

function count(raw: number | string | null | undefined, label: string, max = 100_000): number | null {
  if (raw === null || raw === undefined || raw === '') return null;
  const value = typeof raw === 'number' ? raw : Number(String(raw).replace(/,/g, '').trim());
  if (!Number.isInteger(value) || value < 0 || value > max) throw invalid(`${label} must be a whole number from 0 to ${max}`);
  return value;
}

export type RawContactFields = Partial<Record<keyof ContactFields, string | number | null | undefined>>;

/**
 * Validate and normalise what an import row or an edit says: trimmed text, lower-case e-mail,
 * E.164 phones, whole-number counts. An import needs an e-mail or a mobile phone to identify the
 * agent. Throws DomainError('invalid') with a reason a person can act on.
 */
export function normalizeContactFields(raw: RawContactFields, options: { requireIdentity: boolean }): ContactFields {
  const str = (k: keyof ContactFields) => (raw[k] === undefined || raw[k] === null ? null : String(raw[k]));
  const phoneText = str('phone');
  const phone = phoneText ? normalizePhone(phoneText) : undefined;
  if (phoneText && phoneText.trim() && !phone) throw invalid(`Invalid phone number: ${phoneText.trim()}`);
  const officeText = str('officePhone');
  const officePhone = officeText ? normalizePhone(officeText) : undefined;
  if (officeText && officeText.trim() && !officePhone) throw invalid(`Invalid office phone number: ${officeText.trim()}`);
  const email = normalizeEmail(str('email'));
  if (options.requireIdentity && !email && !phone) throw invalid('An email address or a mobile phone is required');
  const firstName = text(str('firstName'), 100);
  const lastName = text(str('lastName'), 100);
  const state = text(str('state'), 50);
  return {
    firstName,
    lastName,
    agentName: text(str('agentName'), 200) ?? ([firstName, lastName].filter(Boolean).join(' ') || null),
    email,
    phone: phone ?? null,
    officePhone: officePhone ?? null,
    company: text(str('company'), 200),
    city: text(str('city'), 100),
    state: state && state.length === 2 ? state.toUpperCase() : state,
    zipCode: text(str('zipCode'), 20),
    listingCount: count(raw.listingCount, 'Listings'),
    totalListingsForRent: count(raw.totalListingsForRent, 'Rental listings'),
    yearsExperience: count(raw.yearsExperience, 'Years of experience', 80),
    serviceAreas: text(str('serviceAreas'), 2000),
    licenseNumber: text(str('licenseNumber'), 100),
    website: text(str('website'), 500),
    dataSource: text(str('dataSource'), 100),
    notes: text(str('notes'), 5000),
  };
}

/**
 * How what an import brings meets what is known, field by field: `newer` takes the imported
 * figure, `fill` only fills a blank. A blank in the import never blanks anything. The one place
 * of the rule: `mergeFields` folds by it here, and the contacts projection builds its SQL from it.
 */
export type FieldMerge = 'newer' | 'fill';
export const FIELD_MERGE: Readonly<Record<keyof ContactFields, FieldMerge>> = {
  firstName: 'fill',
  lastName: 'fill',
  agentName: 'fill',
  email: 'fill',
  phone: 'fill',
  officePhone: 'fill',
  company: 'fill',
  city: 'fill',
  state: 'fill',
  zipCode: 'fill',
  listingCount: 'newer',
  totalListingsForRent: 'newer',
  yearsExperience: 'newer',
  serviceAreas: 'fill',
  licenseNumber: 'fill',
  website: 'fill',
  dataSource: 'fill',
  notes: 'fill',
};

/**
 * Combine what is known with what an import brings (FIELD_MERGE): empty fields are filled, counts
 * take the newer figure, nothing known is blanked, and the e-mail and phone that identify the
 * contact stay.
 */
export function mergeFields(known: ContactFields, incoming: ContactFields): ContactFields {
  const merged = { ...known };
  for (const key of Object.keys(incoming) as (keyof ContactFields)[]) {
    const value = incoming[key];
    if (value === null) continue;
    if (FIELD_MERGE[key] === 'newer' || known[key] === null) (merged as Record<string, unknown>)[key] = value;
  }
  return merged;
}
