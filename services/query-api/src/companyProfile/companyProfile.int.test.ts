import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryApiFixture } from '../queryApiFixture.ts';

let fx: Awaited<ReturnType<typeof queryApiFixture>>;

beforeAll(async () => {
  fx = await queryApiFixture('company_profile');
});
afterAll(async () => {
  await fx?.close();
});

const profile = {
  name: 'ListingPro',
  industry: 'Real Estate Technology',
  targetAudience: 'Real estate agents and brokers',
  tone: 'friendly',
  companyDescription: 'Listing software that puts every agent listing in front of buyers for $49 a month.',
  keyBenefits: ['7-day free trial', 'Say "hello", get {listed}'],
};

const get = () => fx.app.inject({ method: 'GET', url: '/api/company-profile', headers: { cookie: fx.cookie } });

/** The profile as the projection keeps it (one row, first and last save); the route only reads it. */
const saved = (createdAt: string, updatedAt: string, changes: Partial<typeof profile> = {}) => {
  const p = { ...profile, ...changes };
  return fx.insert('company_profiles', {
    name: p.name,
    industry: p.industry,
    target_audience: p.targetAudience,
    tone: p.tone,
    company_description: p.companyDescription,
    key_benefits: p.keyBenefits,
    created_at: createdAt,
    updated_at: updatedAt,
  });
};

describe('GET /api/company-profile', () => {
  it('answers null before the first save: not set up yet is an answer, not an error', async () => {
    const answer = await get();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toBeNull();
  });

  it('answers the saved profile with when it was first and last saved', async () => {
    await saved('2026-01-05T15:00:00.000Z', '2026-01-06T09:30:00.000Z', { tone: 'formal' });
    const answer = await get();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ...profile, tone: 'formal', createdAt: '2026-01-05T15:00:00.000Z', updatedAt: '2026-01-06T09:30:00.000Z' });
  });
});
