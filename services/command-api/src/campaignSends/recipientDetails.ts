import { TIER_LABELS, TIERS } from '@outreach/contracts';
import type { TemplateData } from '@outreach/domain';
import type pg from 'pg';

/** What a send needs to know of one recipient: the values of the template variables and where the recipient is. */
export interface RecipientDetails {
  contactId: string;
  values: TemplateData;
  name: string;
  email: string;
  company: string | null;
  city: string | null;
  performanceTier: string | null;
  location: { zipCode: string | null; state: string | null; phone: string | null };
}

interface ContactRow {
  id: string;
  first_name: string | null;
  last_name: string | null;
  agent_name: string | null;
  email: string | null;
  phone: string | null;
  office_phone: string | null;
  company: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  tier: string | null;
  listing_count: number | null;
  years_experience: number | null;
  service_areas: string | null;
  license_number: string | null;
  website: string | null;
}

const tierLabel = (tier: string | null) => ((TIERS as readonly string[]).includes(tier ?? '') ? TIER_LABELS[tier as (typeof TIERS)[number]] : null);

/** The template variables a contact fills in (the catalogue's names and the older aliases); a variable the contact has no value for is left empty. */
function detailsOf(row: ContactRow): RecipientDetails {
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ').trim() || row.agent_name?.trim() || row.email || '';
  const performanceTier = tierLabel(row.tier);
  const values: TemplateData = {
    firstName: row.first_name,
    lastName: row.last_name,
    agentName: row.agent_name ?? (name || null),
    email: row.email,
    phone: row.phone,
    officePhone: row.office_phone,
    company: row.company,
    licenseNumber: row.license_number,
    yearsExperience: row.years_experience,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
    serviceAreas: row.service_areas,
    areasServiced: row.service_areas,
    performanceTier,
    listingCount: row.listing_count,
    currentListings: row.listing_count,
    website: row.website,
    first_name: row.first_name,
    last_name: row.last_name,
    location: [row.city, row.state].filter(Boolean).join(', ') || null,
  };
  return {
    contactId: row.id,
    values,
    name,
    email: row.email ?? '',
    company: row.company,
    city: row.city,
    performanceTier,
    location: { zipCode: row.zip_code, state: row.state, phone: row.phone },
  };
}

/** The details of the given contacts as the contacts read model has them now (a contact no longer there is missing from the map). */
export async function readRecipientDetails(pool: pg.Pool, contactIds: readonly string[]): Promise<Map<string, RecipientDetails>> {
  if (contactIds.length === 0) return new Map();
  const { rows } = await pool.query<ContactRow>(
    `select id::text, first_name, last_name, agent_name, email, phone, office_phone, company, city, state, zip_code, tier,
            listing_count, years_experience, service_areas, license_number, website
       from read.contacts where id = any($1::uuid[])`,
    [contactIds],
  );
  return new Map(rows.map((row) => [row.id, detailsOf(row)]));
}
