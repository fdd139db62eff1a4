import type { ContactFields } from '@outreach/domain';

/** Contact field → read-model column, shared by the contacts and staged-agents projections. */
export const CONTACT_COLUMNS: Record<keyof ContactFields, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  agentName: 'agent_name',
  email: 'email',
  phone: 'phone',
  officePhone: 'office_phone',
  company: 'company',
  city: 'city',
  state: 'state',
  zipCode: 'zip_code',
  listingCount: 'listing_count',
  totalListingsForRent: 'total_listings_for_rent',
  yearsExperience: 'years_experience',
  serviceAreas: 'service_areas',
  licenseNumber: 'license_number',
  website: 'website',
  dataSource: 'data_source',
  notes: 'notes',
};

const NUMERIC_FIELDS = new Set<keyof ContactFields>(['listingCount', 'totalListingsForRent', 'yearsExperience']);

/** `name type` pairs for jsonb_to_recordset over rows keyed by column name. */
export function recordsetColumns(fields: readonly (keyof ContactFields)[]): string {
  return fields.map((f) => `${CONTACT_COLUMNS[f]} ${NUMERIC_FIELDS.has(f) ? 'integer' : 'text'}`).join(', ');
}

export function fieldRow(fields: ContactFields, only: readonly (keyof ContactFields)[]): Record<string, string | number | null> {
  const row: Record<string, string | number | null> = {};
  for (const f of only) row[CONTACT_COLUMNS[f]] = fields[f];
  return row;
}
