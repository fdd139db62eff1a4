import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryApiFixture } from '../queryApiFixture.ts';

let fx: Awaited<ReturnType<typeof queryApiFixture>>;

const CAMPAIGN = randomUUID();
const OTHER = randomUUID();
const CALM = randomUUID();
const LIMIT = "The mailbox's daily limit of 50 e-mails is reached";
const QUIET = 'Outside the send window in the recipient’s time zone';

/** A row of read.campaigns as the projector writes it for a campaign being sent. */
async function campaign(id: string) {
  await fx.runtime.pg.query(
    `insert into read.campaigns (id, name, type, status, recipient_filter, tracking, created_at, updated_at, created_by, updated_by)
     values ($1, 'Spring listings', 'email', 'sending', '{}', '{"opens": false, "clicks": false}', now(), now(), 'kim', 'kim')`,
    [id],
  );
}

/** A row of read.outbound_emails: an e-mail of the campaign in `status`, due at `dueAt`, for `reason`. */
async function email(campaignId: string, status: string, dueAt: string, reason: string | null) {
  const id = randomUUID();
  await fx.runtime.pg.query(
    `insert into read.outbound_emails (id, to_email, subject, body_text, status, reason, source, campaign_id, queued_at, due_at, updated_at)
     values ($1, $2, 'Hi', 'Hello', $3, $4, 'campaign', $5, '2026-01-10T09:00:00Z', $6, now())`,
    [id, `${id}@agents.test`, status, reason, campaignId, dueAt],
  );
}

beforeAll(async () => {
  fx = await queryApiFixture('campaign_deferrals');
  for (const id of [CAMPAIGN, OTHER, CALM]) await campaign(id);
  for (const due of ['2026-01-11T08:00:00.000Z', '2026-01-11T08:00:00.000Z', '2026-01-12T08:00:00.000Z']) await email(CAMPAIGN, 'deferred', due, LIMIT);
  await email(CAMPAIGN, 'deferred', '2026-01-10T15:00:00.000Z', QUIET);
  await email(CAMPAIGN, 'deferred', '2026-01-10T16:00:00.000Z', null);
  await email(CAMPAIGN, 'skipped', '2026-01-10T09:00:00.000Z', 'Unsubscribed');
  await email(OTHER, 'deferred', '2026-01-11T08:00:00.000Z', LIMIT);
  await email(CALM, 'sent', '2026-01-10T09:00:00.000Z', '250 OK');
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
      total: 5,
      groups: [
        { reason: LIMIT, count: 3, firstDueAt: '2026-01-11T08:00:00.000Z', lastDueAt: '2026-01-12T08:00:00.000Z' },
        { reason: 'Deferred by the sending engine', count: 1, firstDueAt: '2026-01-10T16:00:00.000Z', lastDueAt: '2026-01-10T16:00:00.000Z' },
        { reason: QUIET, count: 1, firstDueAt: '2026-01-10T15:00:00.000Z', lastDueAt: '2026-01-10T15:00:00.000Z' },
      ],
    });
  });

  it('answers none for a campaign with nothing waiting, 404 for an unknown one and 400 for an id that is not one or a parameter it does not take', async () => {
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
