import { IMPORT_FIELDS, type ImportField } from '@outreach/contracts';

const SYNONYMS: Record<ImportField, string[]> = {
  firstName: ['first name', 'firstname', 'first', 'given name'],
  lastName: ['last name', 'lastname', 'last', 'surname', 'family name'],
  agentName: ['agent name', 'full name', 'name', 'agent'],
  email: ['email', 'e-mail', 'email address', 'mail'],
  phone: ['phone', 'mobile', 'mobile phone', 'cell', 'cell phone', 'phone number'],
  mobilePhone: ['mobile number', 'cell number'],
  officePhone: ['office phone', 'office', 'work phone', 'business phone'],
  company: ['company', 'brokerage', 'office name', 'broker', 'agency'],
  city: ['city', 'town'],
  state: ['state', 'st', 'province'],
  zipCode: ['zip', 'zip code', 'zipcode', 'postal code', 'postcode'],
  listingCount: ['listings', 'listing count', 'active listings', 'listings count'],
  totalListingsForRent: ['rental listings', 'rentals', 'listings for rent', 'rental count'],
  yearsExperience: ['years', 'years experience', 'experience', 'years of experience'],
  serviceAreas: ['service areas', 'areas', 'areas served'],
  notes: ['notes', 'note', 'comments'],
};

const canonical = (text: string) => text.toLowerCase().replace(/[_\-.]+/g, ' ').replace(/\s+/g, ' ').trim();

/** A first guess of which contact field each CSV column holds; each field at most once. */
export function suggestMapping(columns: readonly string[]): Record<string, ImportField | null> {
  const taken = new Set<ImportField>();
  const mapping: Record<string, ImportField | null> = {};
  for (const column of columns) {
    const name = canonical(column);
    const field = IMPORT_FIELDS.find((f) => !taken.has(f) && (canonical(f) === name || SYNONYMS[f].some((s) => canonical(s) === name)));
    mapping[column] = field ?? null;
    if (field) taken.add(field);
  }
  return mapping;
}
