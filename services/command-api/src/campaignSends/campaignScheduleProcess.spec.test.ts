import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { campaignStream, emailAccountStream, templateStream, type RecordedEvent } from '@outreach/domain';
import { smtp } from '@outreach/domain/campaigns/campaignFixtures.ts';
import { migrateReadModels } from '@outreach/projector';
import { migrate } from '@outreach/server-kit';
import { beforeAll, describe, expect, it } from 'vitest';
import { commandApiSpec, SPEC_NOW } from '../commandApiSpec.ts';
import { addressesCheckedBefore } from './sendProcessSpecSupport.ts';

/** A scheduled campaign whose time has come starts on its own, on behalf of the scheduler; one not yet due waits. */
const api = commandApiSpec('campaign_schedule_process');

const DISPATCHER_MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'dispatcher', 'migrations');
const WELCOME = '43000000-0000-4000-8000-0000000000a1';
const SALES = '43000000-0000-4000-8000-0000000000b1';

async function eventsOf(streamId: string): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const e of api.runtime().eventStore.readStream(streamId)) events.push(e);
  return events;
}

async function scheduled(scheduledAt: string, city = 'Austin'): Promise<string> {
  const campaignId = randomUUID();
  await api.given(campaignStream(campaignId), [
    {
      type: 'CampaignCreated',
      data: {
        campaignId,
        createdAt: '2026-01-01T00:00:00.000Z',
        recipientCount: 1,
        name: 'Monday intro',
        type: 'email',
        content: { kind: 'template', templateId: WELCOME },
        sender: { kind: 'mailbox', emailAccountId: SALES },
        recipientFilter: { cities: [city], performanceTiers: [], minListings: null, minExperience: null },
        abTest: null,
        sequence: null,
        sendWindow: null,
        tracking: { opens: false, clicks: false },
      },
    },
    { type: 'CampaignScheduled', data: { campaignId, scheduledAt, previousScheduledAt: null, recipientCount: 1 } },
  ]);
  return campaignId;
}

beforeAll(async () => {
  const pool = api.runtime().pg;
  await migrateReadModels(pool);
  await migrate(pool, 'dispatcher', DISPATCHER_MIGRATIONS);
  await pool.query(`insert into read.contacts (id, first_name, email, city, status, listing_count, created_at, updated_at) values ($1, 'Ann', 'ann@example.com', 'Austin', 'active', 30, now(), now())`, [randomUUID()]);
  await addressesCheckedBefore(pool, ['ann@example.com']);
  await api.given(templateStream(WELCOME), [
    { type: 'TemplateCreated', data: { templateId: WELCOME, createdAt: '2026-01-01T12:00:00.000Z', type: 'email', name: 'Welcome', subjectLines: ['Hi {{firstName}}'], content: 'Hello {{firstName}}.', variables: ['firstName'], targetTier: null, category: 'general', status: 'saved' } },
  ]);
  await api.given(emailAccountStream(SALES), [{ type: 'EmailAccountAdded', data: { accountId: SALES, createdAt: '2026-01-01T00:00:00.000Z', currentDailyLimit: 50, warmupDay: 1, ...smtp('dana@listingpro.example', 'dana@listingpro.example', true) } }]);
});

describe('a scheduled campaign', () => {
  it('starts when its time has come, asked for by the scheduler, and is then sent like any other', async () => {
    const due = await scheduled('2026-01-05T16:00:00.000Z');
    const later = await scheduled('2026-01-08T09:00:00.000Z');
    let events: RecordedEvent[] = [];
    for (let i = 0; i < 1_200 && !events.some((e) => e.type === 'CampaignSendStarted'); i++) {
      events = await eventsOf(campaignStream(due));
      await new Promise((r) => setTimeout(r, 50));
    }
    const requested = events.find((e) => e.type === 'CampaignSendRequested');
    expect(requested?.data).toMatchObject({ trigger: 'schedule', scheduledAt: '2026-01-05T16:00:00.000Z', requestedAt: SPEC_NOW, recipientCount: 1, requestedBy: { kind: 'system', process: 'campaign-scheduler' } });
    expect(requested?.metadata).toMatchObject({ actor: { kind: 'system', process: 'campaign-scheduler' }, reason: 'The campaign’s scheduled time came' });
    expect(events.map((e) => e.type)).toEqual(['CampaignCreated', 'CampaignScheduled', 'CampaignSendRequested', 'CampaignAudienceFixed', 'CampaignSendStarted']);
    expect((await eventsOf(campaignStream(later))).map((e) => e.type)).toEqual(['CampaignCreated', 'CampaignScheduled']);
  }, 90_000);

  it('that cannot start at its time (no one left in its audience) becomes a draft again, saying why, and is not tried again', async () => {
    const nobody = await scheduled('2026-01-05T16:00:00.000Z', 'Nowhere');
    let events: RecordedEvent[] = [];
    for (let i = 0; i < 1_200 && !events.some((e) => e.type === 'CampaignScheduleMissed'); i++) {
      events = await eventsOf(campaignStream(nobody));
      await new Promise((r) => setTimeout(r, 50));
    }
    const reason = 'No recipients: no active contact with an e-mail address matches the recipient filter';
    const missed = events.find((e) => e.type === 'CampaignScheduleMissed');
    expect(missed?.data).toEqual({ campaignId: nobody, scheduledAt: '2026-01-05T16:00:00.000Z', missedAt: SPEC_NOW, reason });
    expect(missed?.metadata).toMatchObject({ actor: { kind: 'system', process: 'campaign-scheduler' }, reason: `The campaign could not start at its scheduled time: ${reason}` });
    const { rows } = await api.runtime().pg.query(`select count(*)::int as n from runner.work where kind = 'campaign-schedule' and key = $1`, [nobody]);
    expect(rows[0].n).toBe(0);
    expect(events.map((e) => e.type)).toEqual(['CampaignCreated', 'CampaignScheduled', 'CampaignScheduleMissed']);
  }, 90_000);
});
