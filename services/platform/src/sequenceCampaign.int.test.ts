import { REPLY_CHECK_INTERVAL_MS } from '@outreach/dispatcher/replies/replyReader.ts';
import { emailRepliesStream, sequenceMessageId } from '@outreach/domain';
import { testClock } from '@outreach/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignWorld, until, type CampaignWorld } from './campaignWorld.ts';

/**
 * A three-step sequence over the whole platform: every e-mail through a real SMTP server, one
 * agent's reply delivered to the sending mailbox on a real IMAP server (Debian's dovecot). The
 * test's clock moves the days on: the agent who replied gets nothing more, the others get steps 2
 * and 3, as replies in the thread of step 1. A sequence whose first step waits a day shows every
 * recipient waiting for it on the campaign page, and nobody waiting once it is cancelled.
 */
const DAY_MS = 86_400_000;
const clock = testClock(new Date());
let world: CampaignWorld;
const AGENTS = ['agent0@agents.test', 'agent1@agents.test', 'agent2@agents.test'];

const messagesTo = (address: string) => world.smtp.received.filter((m) => m.to.includes(address));
/** A header's value, its folded lines joined. */
const header = (raw: string, name: string) => new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim();

/** A sequence to every agent, created as a draft and sent; its id. */
async function sendSequence(name: string, steps: readonly object[]): Promise<string> {
  const created = await world.send('POST', '/api/campaigns', { name, type: 'sequence', status: 'draft', fromEmailAccountId: world.emailAccountId, recipientFilter: {}, sequence: { steps } });
  expect(created.statusCode, created.body).toBe(201);
  const campaignId = created.json().id as string;
  const sent = await world.send('POST', `/api/campaigns/${campaignId}/send`);
  // 200 with the verified audience, or 202 while the addresses are still being verified.
  expect([200, 202], sent.body).toContain(sent.statusCode);
  return campaignId;
}

beforeAll(async () => {
  world = await campaignWorld('sequence_campaign', { agents: 3, imap: true, clock });
}, 120_000);
afterAll(async () => {
  await world?.close();
});

describe('a three-step sequence', () => {
  it('stops for the agent who replied and goes on for the others, steps 2 and 3 in the thread of step 1', async () => {
    const steps = [
      { subject: 'Your Austin listings', content: 'Hi {{firstName}}, want a demo?', delayDays: 0 },
      { subject: 'Following up', content: 'Hi {{firstName}}, just checking in.', delayDays: 2, sameThread: true },
      { subject: 'Last note', content: 'Hi {{firstName}}, one last note.', delayDays: 3, sameThread: true },
    ];
    const campaignId = await sendSequence('Spring sequence', steps);

    // Step 1 goes to everyone at once.
    await until('step 1 to every agent', async () => (AGENTS.every((a) => messagesTo(a).length === 1) ? true : undefined));
    const firstIds = new Map(AGENTS.map((a) => [a, header(messagesTo(a)[0]!.raw, 'Message-ID')!]));
    expect(messagesTo('agent1@agents.test')[0]!.raw).toContain('Hi First1, want a demo?');

    // Agent 1 answers; the mailbox is read once the reply interval has passed.
    await world.reply(messagesTo('agent0@agents.test')[0]!, 'Not now, thanks.', 'First0 Last0 <agent0@agents.test>');
    clock.advance(REPLY_CHECK_INTERVAL_MS);
    const contactOf = async (email: string) => ((await world.get(`/api/contacts?limit=10&offset=0&search=${email.split('@')[0]}`)).json().contacts as { id: string; email: string }[]).find((c) => c.email === email)!.id;
    const replier = await contactOf('agent0@agents.test');
    const replyStream = emailRepliesStream(sequenceMessageId(campaignId, replier, 1));
    await until('the reply recorded', async () => ((await world.fx.platform.runtime.eventStore.readLastEvents([replyStream])).has(replyStream) ? true : undefined));

    // Two days on: step 2 for the two who did not reply; the one who replied is stopped.
    clock.advance(2 * DAY_MS);
    await until('step 2 to agents 2 and 3', async () => (messagesTo('agent1@agents.test').length === 2 && messagesTo('agent2@agents.test').length === 2 ? true : undefined));
    for (const address of ['agent1@agents.test', 'agent2@agents.test']) {
      const second = messagesTo(address)[1]!.raw;
      expect(header(second, 'In-Reply-To')).toBe(firstIds.get(address));
      expect(header(second, 'References')).toBe(firstIds.get(address));
      expect(header(second, 'Subject')).toBe('Re: Your Austin listings');
      expect(second).toContain('just checking in.');
    }

    // Three days after step 2 was sent: step 3, answering step 2 and naming both earlier messages.
    clock.advance(3 * DAY_MS);
    await until('step 3 to agents 2 and 3', async () => (messagesTo('agent1@agents.test').length === 3 && messagesTo('agent2@agents.test').length === 3 ? true : undefined));
    const third = messagesTo('agent2@agents.test')[2]!.raw;
    const secondId = header(messagesTo('agent2@agents.test')[1]!.raw, 'Message-ID');
    expect(header(third, 'In-Reply-To')).toBe(secondId);
    expect(header(third, 'References')).toBe(`${firstIds.get('agent2@agents.test')} ${secondId}`);

    // The send completes; the one who replied got step 1 only. (Five days on, the session has expired: sign in again.)
    await world.signIn();
    const campaign = await until('the campaign sent', async () => {
      const view = (await world.get(`/api/campaigns/${campaignId}`)).json();
      return view.status === 'sent' && view.sequenceProgress?.[2]?.sent === 2 ? view : undefined;
    });
    expect(campaign).toMatchObject({ recipientCount: 3, sentCount: 7 });
    expect(campaign.sequenceProgress).toEqual([
      { step: 1, delayDays: 0, waiting: 0, sent: 3, replied: 1, stopped: 0, notSent: 0 },
      { step: 2, delayDays: 2, waiting: 0, sent: 2, replied: 0, stopped: 1, notSent: 0 },
      { step: 3, delayDays: 3, waiting: 0, sent: 2, replied: 0, stopped: 0, notSent: 0 },
    ]);
    expect(messagesTo('agent0@agents.test')).toHaveLength(1);
    const stopped = await world.fx.platform.runtime.eventStore.readLastEvents([`sequence-recipient-${campaignId}-${replier}`]);
    expect(stopped.get(`sequence-recipient-${campaignId}-${replier}`)).toMatchObject({ type: 'SequenceRecipientStopped', data: { reason: 'replied', atStep: 2, lastSentStep: 1 } });
  }, 240_000);
});

describe('a sequence whose first step waits a day, cancelled before it', () => {
  it('shows every recipient waiting for step 1 from the start, and once cancelled, nobody waiting: all stopped before step 1', async () => {
    const steps = [
      { subject: 'Tomorrow: your Austin listings', content: 'Hi {{firstName}}, want a demo?', delayDays: 1 },
      { subject: 'Following up', content: 'Hi {{firstName}}, just checking in.', delayDays: 2, sameThread: true },
    ];
    const campaignId = await sendSequence('Tomorrow sequence', steps);
    const before = AGENTS.map((a) => messagesTo(a).length);

    // The send has started and step 1's day has not come: everyone waits for it.
    const started = await until('the send started, every recipient waiting for step 1', async () => {
      const view = (await world.get(`/api/campaigns/${campaignId}`)).json();
      return view.sequenceProgress?.[0]?.waiting === AGENTS.length ? view : undefined;
    });
    expect(started).toMatchObject({ status: 'sending', recipientCount: AGENTS.length });
    expect(started.sequenceProgress).toEqual([
      { step: 1, delayDays: 1, waiting: 3, sent: 0, replied: 0, stopped: 0, notSent: 0 },
      { step: 2, delayDays: 2, waiting: 0, sent: 0, replied: 0, stopped: 0, notSent: 0 },
    ]);

    // Cancelled: the campaign page read right after it shows nobody waiting any more.
    const cancelled = await world.send('POST', `/api/campaigns/${campaignId}/cancel`, { reason: 'Wrong list' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    const view = (await world.get(`/api/campaigns/${campaignId}`)).json();
    expect(view.status).toBe('cancelled');
    expect(view.sequenceProgress).toEqual([
      { step: 1, delayDays: 1, waiting: 0, sent: 0, replied: 0, stopped: 3, notSent: 0 },
      { step: 2, delayDays: 2, waiting: 0, sent: 0, replied: 0, stopped: 0, notSent: 0 },
    ]);
    expect(AGENTS.map((a) => messagesTo(a).length)).toEqual(before);
  }, 120_000);
});
