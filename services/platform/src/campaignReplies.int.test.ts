import { REPLY_CHECK_INTERVAL_MS } from '@outreach/dispatcher/replies/replyReader.ts';
import { testClock } from '@outreach/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignWorld, until, type CampaignWorld } from './campaignWorld.ts';

/**
 * A campaign e-mail answered: sent through a real SMTP server, the agent's reply delivered to the
 * sending mailbox on a real IMAP server (Debian's dovecot), read from there and shown on the
 * agent's history beside the e-mail it answers.
 */
const clock = testClock(new Date());
let world: CampaignWorld;

beforeAll(async () => {
  world = await campaignWorld('campaign_replies', { agents: 2, imap: true, clock });
}, 120_000);
afterAll(async () => {
  await world?.close();
});

const contactId = async (email: string) =>
  ((await world.get(`/api/contacts?limit=10&offset=0&search=${encodeURIComponent(email)}`)).json().contacts as { id: string; email: string }[]).find((c) => c.email === email)!.id;
const historyOf = async (id: string) => (await world.get(`/api/contacts/${id}/history`)).json() as { type: string; summary: string }[];

describe('replies to a campaign', () => {
  it('are read from the sending mailbox and shown on the agent’s history with the e-mail they answer', async () => {
    const created = await world.send('POST', '/api/campaigns', {
      name: 'Spring intro',
      type: 'email',
      status: 'draft',
      subject: 'Your Austin listings',
      content: 'Hi {{firstName}}, want a demo?',
      fromEmailAccountId: world.emailAccountId,
      recipientFilter: {},
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await world.send('POST', `/api/campaigns/${created.json().id}/send`)).statusCode).toBe(200);

    const toFirst = await until('the e-mail to agent0', async () => world.smtp.received.find((m) => m.to.includes('agent0@agents.test')));
    await world.reply(toFirst, 'Yes please, Tuesday works.\r\n\r\n> Hi First0, want a demo?', 'First0 Last0 <agent0@agents.test>');
    clock.advance(REPLY_CHECK_INTERVAL_MS);

    const replied = await contactId('agent0@agents.test');
    const history = await until('the reply on the history', async () => {
      const entries = await historyOf(replied);
      return entries.some((e) => e.type === 'EmailReplied') ? entries : undefined;
    });
    expect(history.filter((e) => e.type.startsWith('Email')).map((e) => [e.type, e.summary])).toEqual([
      ['EmailReplied', 'Replied to "Your Austin listings": Yes please, Tuesday works.'],
      ['EmailSent', 'Email "Your Austin listings" (campaign Spring intro) sent'],
    ]);
    // The other agent did not reply.
    const other = (await historyOf(await contactId('agent1@agents.test'))).map((e) => e.type);
    expect(other).toContain('EmailSent');
    expect(other).not.toContain('EmailReplied');
  });
});
