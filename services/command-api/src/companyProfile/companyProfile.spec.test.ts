import { COMPANY_PROFILE_STREAM } from '@outreach/domain';
import { describe, expect, it } from 'vitest';
import { commandApiSpec, expectProblem, requestMetadata } from '../commandApiSpec.ts';

const api = commandApiSpec('company_profile');

const profile = {
  name: 'ListingPro',
  industry: 'Real Estate Technology',
  targetAudience: 'Real estate agents and brokers',
  tone: 'friendly',
  companyDescription: 'Listing software that puts every agent listing in front of buyers for $49 a month.',
  keyBenefits: ['7-day free trial', 'Listings syndicated everywhere'],
};

const save = (payload: Record<string, unknown>) => api.when({ method: 'PUT', url: '/api/company-profile', payload });

describe('company profile commands', () => {
  it('refuses a profile the spec does not accept, with its message, and records nothing', async () => {
    expectProblem(await save({ ...profile, name: ' ' }), 400, 'Missing Company Name');
    expectProblem(await save({ ...profile, name: 'L' }), 400, 'Company name must be at least 2 characters');
    expectProblem(await save({ ...profile, companyDescription: '' }), 400, 'Please describe your company and what you do');
    expectProblem(await save({ ...profile, companyDescription: 'Listing software' }), 400, 'Please provide a more detailed company description (at least 20 characters)');
    expectProblem(await save({ ...profile, keyBenefits: [] }), 400, 'Please add at least one key benefit or feature');
    expectProblem(await save({ ...profile, keyBenefits: ['Free trial', 'Free trial '] }), 400, 'This benefit already exists');
    expectProblem(await save({ ...profile, industry: 'Retail' }), 400, /^Industry must be one of: Software\/Technology/);
    expectProblem(await save({ ...profile, tone: 'loud' }), 400, 'Email tone must be professional, friendly, casual or formal');
    expectProblem(await save({ ...profile, companyDescription: 'x'.repeat(2001) }), 400, 'Company description must be at most 2000 characters');
  });

  it('refuses a body that is not a profile, naming the field', async () => {
    const { name: _name, ...withoutName } = profile;
    expectProblem(await save(withoutName), 400, 'Missing Company Name');
    expectProblem(await save({ ...profile, keyBenefits: 'Free trial' }), 400, 'Please add at least one key benefit or feature');
    expectProblem(await save({ ...profile, website: 'https://listingpro.example' }), 400, /website/);
  });

  it('names the refused benefit’s place in the answer', async () => {
    const answer = await save({ ...profile, keyBenefits: ['Free trial', 'No setup fee', 'free trial'] });
    expectProblem(answer, 400, 'This benefit already exists');
    expect(answer.body).toMatchObject({ code: 'invalid', errors: [{ path: 'keyBenefits.2', message: 'This benefit already exists' }] });
  });

  it('records the whole profile, trimmed, with who saved it, when and why; the same profile again records nothing', async () => {
    const answer = await save({ ...profile, name: ' ListingPro ', keyBenefits: [' 7-day free trial ', 'Listings syndicated everywhere'], reason: 'Launch of the spring offer' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ...profile, position: expect.any(String) });
    expect(answer.headers['x-event-position']).toBe(answer.body?.position);
    expect(answer.events).toEqual([
      { streamId: COMPANY_PROFILE_STREAM, type: 'CompanyProfileSaved', data: profile, metadata: requestMetadata(api.actor(), { reason: 'Launch of the spring offer' }) },
    ]);

    const again = await save(profile);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(profile);
    expect(again.events).toEqual([]);
  });

  it('replaces the saved profile with a changed one', async () => {
    const answer = await save({ ...profile, tone: 'formal', keyBenefits: ['No setup fee'] });
    expect(answer.status).toBe(200);
    expect(answer.events).toEqual([
      { streamId: COMPANY_PROFILE_STREAM, type: 'CompanyProfileSaved', data: { ...profile, tone: 'formal', keyBenefits: ['No setup fee'] }, metadata: requestMetadata(api.actor()) },
    ]);
  });
});
