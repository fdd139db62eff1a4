import { randomUUID } from 'node:crypto';
import { SALES, springFields } from '@outreach/domain/campaigns/campaignFixtures.ts';
import { testEvent } from '@outreach/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryApiFixture } from '../queryApiFixture.ts';

let fx: Awaited<ReturnType<typeof queryApiFixture>>;

const CAMPAIGN = randomUUID();
const OTHER = randomUUID();
const CALM = randomUUID();
const KIM = { kind: 'user', id: 'u-kim', username: 'kim' } as const;
const ENGINE = { kind: 'system', process: 'email-engine' } as const;
const LIMIT = "The mailbox's daily limit of 50 e-mails is reached";
const QUIET = 'Outside the send window in the recipient’s time zone';

/** An e-mail of `campaignId`, queued, then deferred until `until` for `reason` (or skipped when `until` is null). */
async function email(campaignId: string, until: string | null, reason: string) {
  const messageId = randomUUID();
  const queued = testEvent(
    'EmailQueued',
    { messageId, emailAccountId: SALES, to: { email: `${messageId}@agents.test`, name: null }, contactId: randomUUID(), campaignId, source: 'campaign', marketing: true, subject: 'Hi', text: 'Hello', html: null, notBefore: '2026-01-10T09:00:00.000Z' },
    ENGINE,
  );
  const outcome = until ? testEvent('EmailDeferred', { messageId, until, reason, cause: 'daily-limit' }, ENGINE) : testEvent('EmailSkipped', { messageId, reason }, ENGINE);
  await fx.runtime.eventStore.appendToStream(`outbound-email-${messageId}`, [queued, outcome], { expectedRevision: 'no_stream' });
}

beforeAll(async () => {
  fx = await queryApiFixture('campaign_deferrals');
  for (const id of [CAMPAIGN, OTHER, CALM]) {
    await fx.runtime.eventStore.appendToStream(`campaign-${id}`, [testEvent('CampaignCreated', { campaignId: id, createdAt: '2026-01-10T08:00:00.000Z', recipientCount: 6, ...springFields }, KIM)], {
      expectedRevision: 'no_stream',
    });
  }
  for (const until of ['2026-01-11T08:00:00.000Z', '2026-01-11T08:00:00.000Z', '2026-01-12T08:00:00.000Z']) await email(CAMPAIGN, until, LIMIT);
  await email(CAMPAIGN, '2026-01-10T15:00:00.000Z', QUIET);
  await email(CAMPAIGN, null, 'Unsubscribed');
  await email(OTHER, '2026-01-11T08:00:00.000Z', LIMIT);
  await fx.project('campaigns', 3);
  await fx.project('outboundEmails', 12);
});
afterAll(async () => {
  await fx?.close();
});

const get = (url: string) => fx.app.inject({ method: 'GET', url, headers: { cookie: fx.cookie } });

describe('GET /api/campaigns/{id}/deferrals', () => {
  it('counts every e-mail of the campaign that waits, grouped by why, the largest group first, with when the first and last of each go', async () => {
    const res = await get(`/api/campaigns/${CAMPAIGN}/deferrals`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      total: 4,
      groups: [
        { reason: LIMIT, count: 3, firstDueAt: '2026-01-11T08:00:00.000Z', lastDueAt: '2026-01-12T08:00:00.000Z' },
        { reason: QUIET, count: 1, firstDueAt: '2026-01-10T15:00:00.000Z', lastDueAt: '2026-01-10T15:00:00.000Z' },
      ],
    });
  });

  it('answers none for a campaign with nothing waiting, 404 for an unknown one and 400 for an id that is not one', async () => {
    const calm = await get(`/api/campaigns/${CALM}/deferrals`);
    expect(calm.statusCode, calm.body).toBe(200);
    expect(calm.json()).toEqual({ total: 0, groups: [] });
    const unknown = await get(`/api/campaigns/${randomUUID()}/deferrals`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/problem+json');
    expect(unknown.json().message).toBe('Campaign not found');
    expect((await get('/api/campaigns/not-an-id/deferrals')).statusCode).toBe(400);
    expect((await get(`/api/campaigns/${CAMPAIGN}/deferrals?limit=5`)).statusCode).toBe(400);
  });
});
