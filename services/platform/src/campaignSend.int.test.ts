import { campaignStream } from '@outreach/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignWorld, type CampaignWorld } from './campaignWorld.ts';

/**
 * A one-time campaign to 1,000 agents over the whole platform: sent through a real SMTP server,
 * every recipient's e-mail personalised and arriving once, the addresses whose domain does not
 * exist skipped, and the campaign's counts adding up to its fixed audience.
 */
const AGENTS = 1_000;
/** Agents whose domain does not exist: verified invalid at the send and skipped. */
const NO_DOMAIN = 4;
let world: CampaignWorld;

const address = (n: number) => (n < NO_DOMAIN ? `agent${n}@gone.test` : `agent${n}@agents.test`);

beforeAll(async () => {
  world = await campaignWorld('campaign_send', { agents: AGENTS, agent: (n) => ({ email: address(n), city: n % 2 ? 'Dallas' : 'Austin', zipCode: n % 2 ? '75201' : '78701', listingCount: 10 + (n % 40) }) });
}, 120_000);
afterAll(async () => {
  await world?.close();
});

describe('sending a one-time campaign', () => {
  it('sends 1,000 personalised e-mails through the SMTP server, each recipient once, and completes with counts that add up', async () => {
    const template = await world.send('POST', '/api/templates', { name: 'Intro', subjectLines: ['{{firstName}}, your {{city}} listings'], content: 'Hi {{firstName}},\nAgents in {{city}} list faster with ListingPro.', variables: ['firstName', 'city'] });
    expect(template.statusCode, template.body).toBe(201);
    const created = await world.send('POST', '/api/campaigns', { name: 'Spring intro', type: 'email', status: 'draft', templateId: template.json().id, fromEmailAccountId: world.emailAccountId, recipientFilter: {} });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;

    const simulated = await world.send('POST', `/api/campaigns/${id}/simulate`);
    expect(simulated.statusCode, simulated.body).toBe(200);
    expect(simulated.json().summary).toMatchObject({ finalEligibleCount: AGENTS });
    expect(world.smtp.received).toHaveLength(0);

    const sent = await world.send('POST', `/api/campaigns/${id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    // The addresses are checked before the audience is fixed: those whose domain takes no mail are left out, and said so.
    expect(sent.json()).toMatchObject({ verificationStats: { validEmails: AGENTS - NO_DOMAIN, invalidEmails: NO_DOMAIN }, progress: { phase: 'sending', recipientCount: AGENTS - NO_DOMAIN } });

    let campaign: Record<string, unknown> = {};
    for (let i = 0; i < 1_200 && campaign.status !== 'sent'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      campaign = (await world.get(`/api/campaigns/${id}`)).json();
    }
    expect(campaign).toMatchObject({ status: 'sent', recipientCount: AGENTS - NO_DOMAIN, sentCount: AGENTS - NO_DOMAIN, skippedCount: 0, failedCount: 0, unknownCount: 0 });

    const arrived = new Map<string, number>();
    for (const mail of world.smtp.received) for (const to of mail.to) arrived.set(to, (arrived.get(to) ?? 0) + 1);
    expect(arrived.size).toBe(AGENTS - NO_DOMAIN);
    expect([...arrived.values()].every((n) => n === 1)).toBe(true);
    for (let n = 0; n < NO_DOMAIN; n++) expect(arrived.has(address(n))).toBe(false);
    const to7 = world.smtp.received.find((mail) => mail.to.includes(address(7)))!;
    expect(to7.raw).toContain('Subject: First7, your Dallas listings');
    expect(to7.raw).toContain('Hi First7,');
    expect(to7.raw).toMatch(/List-Unsubscribe:\s+<https:\/\/outreach\.test\/unsubscribe\//);

    // The send's own record: selected = sent + skipped (by reason) + failed + unknown.
    const { rows } = await world.fx.platform.runtime.pg.query<{ data: { counts: { selected: number; sent: number; skipped: Record<string, number>; failed: number; unknown: number } } }>(
      `select data from es.events where stream_id = $1 and type = 'CampaignSendCompleted'`,
      [campaignStream(id)],
    );
    expect(rows).toHaveLength(1);
    const counts = rows[0]!.data.counts;
    const skipped = Object.values(counts.skipped).reduce((a, b) => a + b, 0);
    expect(counts).toMatchObject({ selected: AGENTS - NO_DOMAIN, sent: AGENTS - NO_DOMAIN, failed: 0, unknown: 0 });
    expect(skipped).toBe(0);
    expect(counts.sent + skipped + counts.failed + counts.unknown).toBe(counts.selected);

    const again = await world.send('POST', `/api/campaigns/${id}/send`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Cannot send: the campaign was sent. Only a draft or a scheduled campaign can be sent.');
  }, 240_000);
});
