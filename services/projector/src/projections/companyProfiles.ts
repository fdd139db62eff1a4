import { liveUpdateNotification } from '@outreach/contracts';
import type { CompanyProfileEvent, RecordedEvent } from '@outreach/domain';
import type { Projection } from '../projection.ts';

/** read.company_profiles: the one row GET /api/company-profile reads; a save is pushed as company_profile_saved. */
export const companyProfiles: Projection = {
  name: 'companyProfiles',
  version: 1,
  tables: ['company_profiles'],
  handles: ['CompanyProfileSaved'],
  async apply({ tx, table }, events) {
    // Each save holds the whole profile: only the batch's last one counts, its first time is kept as created_at.
    const saves = events.filter((e): e is RecordedEvent<CompanyProfileEvent> => e.type === 'CompanyProfileSaved');
    const last = saves.at(-1);
    if (!last) return [];
    const first = saves[0] ?? last;
    const { name, industry, targetAudience, tone, companyDescription, keyBenefits } = last.data;
    await tx.query(
      `insert into ${table('company_profiles')} (id, name, industry, target_audience, tone, company_description, key_benefits, created_at, updated_at)
       values (true, $1, $2, $3, $4, $5, $6, $7, $8)
       on conflict (id) do update set name = excluded.name, industry = excluded.industry, target_audience = excluded.target_audience,
         tone = excluded.tone, company_description = excluded.company_description, key_benefits = excluded.key_benefits, updated_at = excluded.updated_at`,
      [name, industry, targetAudience, tone, companyDescription, keyBenefits, first.metadata.occurredAt, last.metadata.occurredAt],
    );
    return [liveUpdateNotification('company_profile_saved', {})];
  },
};
