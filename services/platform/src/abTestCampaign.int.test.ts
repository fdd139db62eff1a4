import { REPLY_CHECK_INTERVAL_MS } from '@outreach/dispatcher/replies/replyReader.ts';
import { campaignStream } from '@outreach/domain';
import { testClock, type ReceivedMail } from '@outreach/testing';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignWorld, subjectOf, until, type CampaignWorld } from './campaignWorld.ts';

/**
 * A/B test campaigns over the whole platform: the test share gets its variants through a real
 * SMTP server, agents' replies land in the sending mailbox on a real IMAP server (Debian's
 * dovecot), and once the test clock has passed the wait the winner (or the fallback) goes to the
 * rest of the audience.
 */
const AGENTS = 100;
const HOUR = 3_600_000;
const clock = testClock(new Date());
let world: CampaignWorld;

const reply = (to: ReceivedMail) => world.reply(to, 'Sounds good, call me.');

/** Create and send an A/B test of two subject lines to every agent; answers its id and the e-mails of its test share. */
async function sendAbTest(
  name: string,
  abTest: { testPercent: number; fallback: string; metric?: string },
  subjects: [string, string],
  extra: { content?: string; tracking?: { opens: boolean; clicks: boolean } } = {},
) {
  const created = await world.send('POST', '/api/campaigns', {
    name,
    type: 'ab-test',
    status: 'draft',
    content: extra.content ?? 'Hi {{firstName}}, want a demo of ListingPro?',
    fromEmailAccountId: world.emailAccountId,
    recipientFilter: {},
    ...(extra.tracking ? { tracking: extra.tracking } : {}),
    abTest: { variants: [{ subject: subjects[0] }, { subject: subjects[1] }], testPercent: abTest.testPercent, waitHours: 4, metric: abTest.metric ?? 'replies', fallback: abTest.fallback },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  const before = world.smtp.received.length;
  const sent = await world.send('POST', `/api/campaigns/${id}/send`);
  expect(sent.statusCode, sent.body).toBe(200);
  const testSize = Math.round((AGENTS * abTest.testPercent) / 100);
  const test = await until('the test share at the SMTP server', async () => (world.smtp.received.length - before >= testSize ? world.smtp.received.slice(before) : undefined));
  // Only the test share: the rest waits for the decision.
  expect(test).toHaveLength(testSize);
  return { id, test, before };
}

const repliesRead = async (campaignId: string) =>
  Number((await world.fx.platform.runtime.pg.query<{ n: string }>(`select count(*) as n from read.outbound_emails where campaign_id = $1 and reply_count > 0`, [campaignId])).rows[0]!.n);

const completed = (id: string) =>
  until('the campaign sent', async () => {
    const campaign = (await world.get(`/api/campaigns/${id}`)).json();
    return campaign.status === 'sent' ? campaign : undefined;
  });

beforeAll(async () => {
  world = await campaignWorld('ab_test_campaign', { agents: AGENTS, imap: true, clock });
}, 120_000);
afterAll(async () => {
  await world?.close();
});

describe('an A/B test campaign', () => {
  it('decides the winner from the replies in the sending mailbox after the wait and sends it to the rest', async () => {
    const A = 'Your Austin listings';
    const B = 'A question about your listings';
    const { id, test, before } = await sendAbTest('Subject test', { testPercent: 40, fallback: 'first-variant' }, [A, B]);
    const bySubject = (subject: string) => test.filter((mail) => subjectOf(mail) === subject);
    expect([bySubject(A).length, bySubject(B).length]).toEqual([20, 20]);
    expect(test[0]!.raw).toMatch(/Hi First\d+, want a demo of ListingPro\?/);

    // 12 of B's 20 recipients answer; nobody answers A.
    const repliers = bySubject(B).slice(0, 12);
    for (const mail of repliers) await reply(mail);
    clock.advance(REPLY_CHECK_INTERVAL_MS);
    await until('the replies read', async () => ((await repliesRead(id)) === 12 ? true : undefined));
    expect(world.smtp.received.length - before).toBe(40);

    // While the test waits, the campaign answers each variant's figures so far.
    const testing = await until('the replies counted so far', async () => {
      const campaign = (await world.get(`/api/campaigns/${id}`)).json();
      return campaign.abTestResult?.live?.variants[1]?.conversions === 12 ? campaign : undefined;
    });
    expect(testing).toMatchObject({ status: 'sending', abTestResult: { testRecipients: 40, restRecipients: 60, decision: null, variants: [{ variant: 'A', recipients: 20 }, { variant: 'B', recipients: 20 }] } });
    expect(testing.abTestResult.live).toEqual({
      metric: 'replies',
      variants: [
        { variant: 'A', sent: 20, conversions: 0, rate: 0 },
        { variant: 'B', sent: 20, conversions: 12, rate: 0.6 },
      ],
    });

    // The wait is over: B wins and goes to the other 60.
    clock.advance(4 * HOUR);
    const campaign = await completed(id);
    const all = world.smtp.received.slice(before);
    expect(all).toHaveLength(AGENTS);
    const rest = all.slice(40);
    expect(rest.every((mail) => subjectOf(mail) === B)).toBe(true);
    expect(new Set(all.map((mail) => mail.to[0])).size).toBe(AGENTS);
    expect(campaign).toMatchObject({ sentCount: AGENTS, skippedCount: 0, failedCount: 0, unknownCount: 0 });
    const result = campaign.abTestResult;
    expect(result.decision).toMatchObject({ metric: 'replies', leader: 'B', winner: 'B', significant: true, rule: 'significant-winner', restVariant: 'B', restRecipients: 60, heldBack: 0 });
    expect(result.decision.confidence).toBeGreaterThan(0.99);
    expect(result.variants).toEqual([
      { variant: 'A', recipients: 20, sent: 20, conversions: 0, rate: 0, confidence: result.decision.confidence },
      { variant: 'B', recipients: 20, sent: 20, conversions: 12, rate: 0.6, confidence: null },
    ]);
  }, 240_000);

  it('without a significant winner applies the fallback: the best observed variant goes to the rest', async () => {
    const A = 'Listings in Austin this spring';
    const B = 'Sell your Austin listings faster';
    const { id, test, before } = await sendAbTest('Fallback test', { testPercent: 20, fallback: 'best-observed' }, [A, B]);
    const toB = test.filter((mail) => subjectOf(mail) === B);
    expect(toB).toHaveLength(10);
    await reply(toB[0]!);
    clock.advance(REPLY_CHECK_INTERVAL_MS);
    await until('the reply read', async () => ((await repliesRead(id)) === 1 ? true : undefined));

    clock.advance(4 * HOUR);
    const campaign = await completed(id);
    const all = world.smtp.received.slice(before);
    expect(all).toHaveLength(AGENTS);
    expect(all.slice(20).every((mail) => subjectOf(mail) === B)).toBe(true);
    expect(campaign.abTestResult.decision).toMatchObject({ leader: 'B', winner: null, significant: false, rule: 'best-observed', restVariant: 'B', heldBack: 0 });
    expect(campaign.abTestResult.decision.confidence).toBeLessThan(0.95);
    const { rows } = await world.fx.platform.runtime.pg.query<{ data: { counts: Record<string, unknown> } }>(`select data from es.events where stream_id = $1 and type = 'CampaignSendCompleted'`, [campaignStream(id)]);
    expect(rows[0]!.data.counts).toEqual({ selected: AGENTS, sent: AGENTS, skipped: {}, failed: 0, unknown: 0 });
  }, 240_000);

  it('decided by clicks when click tracking is on, holds the rest back without a significant winner and counts them', async () => {
    const A = 'See the demo';
    const B = 'Book your demo';
    const demo = 'https://listingpro.example/demo';
    const { id, test, before } = await sendAbTest('Click test', { testPercent: 20, fallback: 'hold', metric: 'clicks' }, [A, B], {
      content: `Hi {{firstName}}, book a demo: ${demo}`,
      tracking: { opens: false, clicks: true },
    });
    const click = async (mail: ReceivedMail) => {
      const text = (await simpleParser(mail.raw)).text!;
      const link = /(https:\/\/outreach\.test\/t\/c\/\S+)/.exec(text)![1]!;
      const res = await world.fx.app.inject({ method: 'GET', url: link.slice('https://outreach.test'.length) });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(demo);
    };
    const toA = test.filter((mail) => subjectOf(mail) === A);
    for (const mail of toA.slice(0, 2)) await click(mail);
    await click(test.find((mail) => subjectOf(mail) === B)!);
    await until('the clicks counted', async () => ((await world.get(`/api/campaigns/${id}`)).json().clickCount === 3 ? true : undefined));

    clock.advance(4 * HOUR);
    const campaign = await completed(id);
    // The rest got nothing.
    expect(world.smtp.received.length - before).toBe(20);
    expect(campaign.abTestResult.decision).toMatchObject({ metric: 'clicks', leader: 'A', winner: null, significant: false, rule: 'hold', restVariant: null, restRecipients: 80, heldBack: 80 });
    expect(campaign.abTestResult.variants.map((v: { conversions: number }) => v.conversions)).toEqual([2, 1]);
    expect(campaign).toMatchObject({ recipientCount: AGENTS, sentCount: 20 });
    const { rows } = await world.fx.platform.runtime.pg.query<{ data: { counts: Record<string, unknown> } }>(`select data from es.events where stream_id = $1 and type = 'CampaignSendCompleted'`, [campaignStream(id)]);
    expect(rows[0]!.data.counts).toEqual({ selected: AGENTS, sent: 20, skipped: {}, failed: 0, unknown: 0, heldBack: 80 });
  }, 240_000);
});
