import { describe, expect, it } from 'vitest';
import { iso, projectionSpec, specTime, type GivenEvent } from '../projectionSpec.ts';
import { companyProfiles } from './companyProfiles.ts';

const spec = projectionSpec(companyProfiles);

const profile = {
  name: 'ListingPro',
  industry: 'Real Estate Technology',
  targetAudience: 'Real estate agents and brokers',
  tone: 'friendly',
  companyDescription: 'Listing software that puts every agent listing in front of buyers for $49 a month.',
  keyBenefits: ['7-day free trial', 'Listings syndicated everywhere'],
};
const saved = (data: Partial<typeof profile> = {}): GivenEvent => ({ type: 'CompanyProfileSaved', streamId: 'company-profile', data: { ...profile, ...data } });

const query = `select name, industry, target_audience, tone, company_description, key_benefits,
                      ${iso('created_at')} as created_at, ${iso('updated_at')} as updated_at
                 from read.company_profiles`;
const row = {
  name: 'ListingPro',
  industry: 'Real Estate Technology',
  target_audience: 'Real estate agents and brokers',
  tone: 'friendly',
  company_description: 'Listing software that puts every agent listing in front of buyers for $49 a month.',
  key_benefits: ['7-day free trial', 'Listings syndicated everywhere'],
};

describe('companyProfiles projection', () => {
  it('has no row until the profile is first saved', async () => {
    await spec.given([]).then(query, []);
  });

  it('keeps one row: the latest profile, first saved at its first save, updated at its last', async () => {
    const notifications = await spec
      .given([saved(), saved({ tone: 'formal', keyBenefits: ['No setup fee', 'Cancel any time'] })])
      .then(query, [{ ...row, tone: 'formal', key_benefits: ['No setup fee', 'Cancel any time'], created_at: specTime(0), updated_at: specTime(1) }]);
    expect(notifications).toEqual([{ subject: 'push.company_profile_saved', data: {} }]);
  });

  it('keeps benefits with quotes, commas and braces as they were typed', async () => {
    const benefits = ['Say "hello", get {listed}', 'Agents’ favourite 🏡'];
    await spec.given([saved({ keyBenefits: benefits })]).then(`select key_benefits from read.company_profiles`, [{ key_benefits: benefits }]);
  });

  it('comments every table and column', async () => {
    const missing = await spec.query(
      `select c.table_name, c.column_name from information_schema.columns c
        where c.table_schema = 'read' and c.table_name = any($1)
          and (col_description(format('read.%I', c.table_name)::regclass, c.ordinal_position) is null
               or obj_description(format('read.%I', c.table_name)::regclass, 'pg_class') is null)`,
      [companyProfiles.tables],
    );
    expect(missing).toEqual([]);
  });
});
