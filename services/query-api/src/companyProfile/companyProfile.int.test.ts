import { randomUUID } from 'node:crypto';
import { companyProfileHandler, testContext } from '@outreach/domain';
import { projections, rebuildProjection } from '@outreach/projector';
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

/** Saves through the domain as the command API does, and folds the read model until it has the save. */
async function save(at: string, changes: Partial<typeof profile> = {}) {
  const context = testContext({ now: at, newId: randomUUID });
  await companyProfileHandler.run(fx.runtime.eventStore, '', { type: 'SaveCompanyProfile', ...profile, ...changes }, context);
  const projection = projections.find((p) => p.name === 'companyProfiles')!;
  // The event store answers only events older than every running transaction of the server: rebuild until the save was read.
  for (let attempt = 0; ; attempt++) {
    await rebuildProjection(fx.runtime.pg, fx.runtime.eventStore, projection);
    if ((await get()).json<{ updatedAt?: string }>().updatedAt === at) return;
    if (attempt > 100) throw new Error('the saved profile never became readable');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('GET /api/company-profile', () => {
  it('answers null before the first save: not set up yet is an answer, not an error', async () => {
    const answer = await get();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toBeNull();
  });

  it('answers the saved profile with when it was first and last saved', async () => {
    await save('2026-01-05T15:00:00.000Z');
    await save('2026-01-06T09:30:00.000Z', { tone: 'formal' });
    const answer = await get();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ...profile, tone: 'formal', createdAt: '2026-01-05T15:00:00.000Z', updatedAt: '2026-01-06T09:30:00.000Z' });
  });
});
