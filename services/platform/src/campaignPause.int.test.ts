import { campaignMessageId, outboundEmailStream, type RecordedEvent } from '@outreach/domain';
import { testClock } from '@outreach/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignWorld, until, type CampaignWorld } from './campaignWorld.ts';

/**
 * Pausing a campaign whose e-mails are already queued: they wait for its send window, come due
 * while it is paused and are held back (nothing goes out); resumed, they go out at once, each
 * once, and the send completes with counts that add up.
 */
const AGENTS = 30;
/** Tuesday 03:00 UTC: Monday 21:00 in Austin, outside the 09:00–17:00 window. */
const clock = testClock('2026-01-06T03:00:00.000Z');
const HOUR = 3_600_000;
let world: CampaignWorld;

beforeAll(async () => {
  world = await campaignWorld('campaign_pause', { agents: AGENTS, clock, agent: () => ({ city: 'Austin', zipCode: '78701' }) });
}, 120_000);
afterAll(async () => {
  await world?.close();
});

async function lastEvents(ids: string[]): Promise<RecordedEvent[]> {
  const store = world.fx.platform.runtime.eventStore;
  const last = await store.readLastEvents(ids.map(outboundEmailStream));
  return ids.map((id) => last.get(outboundEmailStream(id))!).filter(Boolean);
}

describe('pausing a campaign that is being sent', () => {
  it('holds back its queued e-mails while paused; resumed, each goes out once and the send completes', { timeout: 180_000 }, async () => {
    const template = await world.send('POST', '/api/templates', { name: 'Evening', subjectLines: ['{{firstName}}, tomorrow in {{city}}'], content: 'Hi {{firstName}},\nListingPro lists while you sleep.', variables: ['firstName', 'city'] });
    expect(template.statusCode, template.body).toBe(201);
    const sendWindow = { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], start: '09:00', end: '17:00' };
    const created = await world.send('POST', '/api/campaigns', { name: 'Morning intro', type: 'email', status: 'draft', templateId: template.json().id, fromEmailAccountId: world.emailAccountId, recipientFilter: {}, sendWindow });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const sent = await world.send('POST', `/api/campaigns/${id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);

    // Every e-mail is queued for 09:00 in Austin; then the campaign is paused.
    const recipients = await until('every recipient listed', async () => {
      const listed = (await world.get(`/api/campaigns/${id}/recipients?limit=100`)).json().recipients as { contactId: string }[];
      return listed.length === AGENTS ? listed : undefined;
    });
    const ids = recipients.map((r) => campaignMessageId(id, r.contactId));
    await until('every e-mail queued', async () => ((await lastEvents(ids)).length === AGENTS ? true : undefined));
    const paused = await world.send('POST', `/api/campaigns/${id}/pause`, { reason: 'Checking the template once more' });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ status: 'paused' });
    // The dispatcher has learnt of the pause before the e-mails come due (one that came due before would go out).
    const holds = async () => (await world.fx.platform.runtime.pg.query(`select status from dispatcher.campaign_holds where campaign_id = $1`, [id])).rows[0]?.status as string | undefined;
    await until('the dispatcher holds the campaign', async () => ((await holds()) === 'paused' ? true : undefined));

    // 09:00 in Austin: the e-mails come due and are held back, with the reason; nothing goes out.
    clock.advance(12 * HOUR);
    await world.signIn();
    const held = await until('every e-mail held back', async () => {
      const last = await lastEvents(ids);
      return last.every((e) => e.type === 'EmailDeferred' && (e.data as { cause: string }).cause === 'campaign-paused') ? last : undefined;
    });
    expect(held[0]!.data).toMatchObject({ reason: 'The campaign is paused: it goes when the campaign is resumed' });
    expect(world.smtp.received).toHaveLength(0);

    // Resumed: they go out at once, each once.
    const resumed = await world.send('POST', `/api/campaigns/${id}/resume`);
    expect(resumed.statusCode, resumed.body).toBe(200);
    await until('every e-mail at the SMTP server', async () => (world.smtp.received.length >= AGENTS ? true : undefined));
    const arrived = new Map<string, number>();
    for (const mail of world.smtp.received) for (const to of mail.to) arrived.set(to, (arrived.get(to) ?? 0) + 1);
    expect(arrived.size).toBe(AGENTS);
    expect([...arrived.values()].every((n) => n === 1)).toBe(true);

    // The send looks again a minute on and completes with the true counts.
    clock.advance(61_000);
    const campaign = await until('the send completed', async () => {
      const now = (await world.get(`/api/campaigns/${id}`)).json();
      return now.status === 'sent' ? now : undefined;
    });
    expect(campaign).toMatchObject({ recipientCount: AGENTS, sentCount: AGENTS, skippedCount: 0, failedCount: 0, unknownCount: 0 });
  });
});
