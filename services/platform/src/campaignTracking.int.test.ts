import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignWorld, until, WORLD_PUBLIC_URL as PUBLIC, type CampaignWorld } from './campaignWorld.ts';

/**
 * Open and click tracking of a campaign that turns it on: its e-mails (sent through a real SMTP
 * server) carry a pixel and links through the signed redirect; loading and clicking them counts
 * once per e-mail on the campaign; a campaign that leaves tracking off sends plain links.
 */
const DEMO = 'https://listingpro.example/demo?ref=spring';
let world: CampaignWorld;

/** A recipient's mail client: no session, just the address in the e-mail. */
const visit = (url: string) => world.fx.app.inject({ method: 'GET', url: url.slice(PUBLIC.length) });

async function sendCampaign(name: string, tracking: { opens: boolean; clicks: boolean }): Promise<string> {
  const created = await world.send('POST', '/api/campaigns', {
    name,
    type: 'email',
    status: 'draft',
    subject: 'Your Austin listings',
    content: `Hi {{firstName}}, book a demo: ${DEMO}`,
    fromEmailAccountId: world.emailAccountId,
    recipientFilter: {},
    tracking,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  const sent = await world.send('POST', `/api/campaigns/${id}/send`);
  expect(sent.statusCode, sent.body).toBe(200);
  await until(`${name} sent`, async () => ((await world.get(`/api/campaigns/${id}`)).json().status === 'sent' ? true : undefined));
  return id;
}

beforeAll(async () => {
  world = await campaignWorld('campaign_tracking', { agents: 2 });
}, 120_000);
afterAll(async () => {
  await world?.close();
});

describe('open and click tracking', () => {
  it('counts each e-mail’s first open and first click on its campaign, and sends the reader on to the very link', async () => {
    const id = await sendCampaign('Tracked', { opens: true, clicks: true });
    const mail = await simpleParser(world.smtp.received.find((m) => m.to.includes('agent0@agents.test') && m.raw.includes('/t/o/'))!.raw);
    const pixel = /<img src="(https:\/\/outreach\.test\/t\/o\/[^"]+)"/.exec(String(mail.html))![1]!;
    const click = new RegExp(`(${PUBLIC.replaceAll('.', '\\.')}/t/c/\\S+)`).exec(mail.text!)![1]!;
    expect(mail.text).not.toContain(DEMO);
    // The footer's unsubscribe link is never sent through the redirect.
    expect(mail.text).toMatch(/https:\/\/outreach\.test\/unsubscribe\//);

    const opened = await visit(pixel);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/gif');
    expect((await visit(pixel)).statusCode).toBe(200);
    const clicked = await visit(click);
    expect(clicked.statusCode).toBe(302);
    expect(clicked.headers.location).toBe(DEMO);
    expect((await visit(click)).statusCode).toBe(302);

    const campaign = await until('the open and the click counted', async () => {
      const c = (await world.get(`/api/campaigns/${id}`)).json();
      return c.openCount === 1 && c.clickCount === 1 ? c : undefined;
    });
    expect(campaign).toMatchObject({ recipientCount: 2, sentCount: 2, openCount: 1, clickCount: 1 });
    const recipients = (await world.get(`/api/campaigns/${id}/recipients?limit=10&offset=0`)).json();
    expect(recipients.total).toBe(2);
  });

  it('refuses a forged or altered link with a 404 problem and records nothing', async () => {
    const id = await sendCampaign('Tracked again', { opens: false, clicks: true });
    const mail = await simpleParser(world.smtp.received.filter((m) => m.to.includes('agent1@agents.test')).at(-1)!.raw);
    expect(mail.html).toBeFalsy();
    const click = new RegExp(`(${PUBLIC.replaceAll('.', '\\.')}/t/c/\\S+)`).exec(mail.text!)![1]!;
    const elsewhere = click.replace(encodeURIComponent(DEMO), encodeURIComponent('https://evil.example/'));
    for (const url of [elsewhere, `${PUBLIC}/t/c/not-a-token?u=${encodeURIComponent(DEMO)}`, `${PUBLIC}/t/o/AAAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA.gif`]) {
      const res = await visit(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().message).toBe('This tracking link is not valid');
    }
    expect((await world.get(`/api/campaigns/${id}`)).json()).toMatchObject({ openCount: 0, clickCount: 0 });
  });

  it('leaves the links of a campaign without tracking as they are', async () => {
    await sendCampaign('Untracked', { opens: false, clicks: false });
    const mail = await simpleParser(world.smtp.received.filter((m) => m.to.includes('agent0@agents.test')).at(-1)!.raw);
    expect(mail.text).toContain(DEMO);
    expect(mail.text).not.toContain('/t/c/');
    expect(mail.html).toBeFalsy();
  });
});
