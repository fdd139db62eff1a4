import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryApiFixture } from '../queryApiFixture.ts';

let fx: Awaited<ReturnType<typeof queryApiFixture>>;

const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/** A campaign whose send started `startedDaysAgo`, with its e-mails: when each was sent (null: not yet), opened and clicked. */
async function campaign(
  name: string,
  tracking: { opens: boolean; clicks: boolean },
  startedDaysAgo: number,
  emails: { sentDaysAgo: number | null; opened?: boolean; clicked?: boolean }[],
  completedDaysAgo: number | null = null,
) {
  const id = randomUUID();
  await fx.insert('campaigns', {
    id,
    name,
    type: 'email',
    status: completedDaysAgo === null ? 'sending' : 'sent',
    recipient_filter: { cities: [], performanceTiers: [], minListings: null, minExperience: null },
    recipient_count: emails.length,
    tracking,
    sent_at: ago(startedDaysAgo),
    completed_at: completedDaysAgo === null ? null : ago(completedDaysAgo),
    created_at: ago(startedDaysAgo + 1),
    updated_at: ago(startedDaysAgo),
    created_by: 'kim',
    updated_by: 'kim',
  });
  for (const [i, email] of emails.entries()) {
    const sentAt = email.sentDaysAgo === null ? null : ago(email.sentDaysAgo);
    await fx.insert('campaign_messages', {
      message_id: randomUUID(),
      campaign_id: id,
      contact_id: randomUUID(),
      email: `agent${i}@${name.toLowerCase().replace(/\W/g, '')}.example`,
      status: sentAt ? 'sent' : 'queued',
      queued_at: ago(startedDaysAgo),
      sent_at: sentAt,
      opened_at: email.opened ? sentAt : null,
      clicked_at: email.clicked ? sentAt : null,
      updated_at: sentAt ?? ago(startedDaysAgo),
    });
  }
}

beforeAll(async () => {
  fx = await queryApiFixture('overview_stats');
});
afterAll(async () => {
  await fx?.close();
});

const stats = async () => {
  const answer = await fx.app.inject({ method: 'GET', url: '/api/overview/stats', headers: { cookie: fx.cookie } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ avgOpenRate: number; avgClickRate: number }>();
};

describe('GET /api/overview/stats: average open and click rates', () => {
  it('are 0 before any campaign has sent with tracking on', async () => {
    expect(await stats()).toMatchObject({ avgOpenRate: 0, avgClickRate: 0 });
    await campaign('Untracked', { opens: false, clicks: false }, 2, [{ sentDaysAgo: 2, opened: true, clicked: true }]);
    expect(await stats()).toMatchObject({ avgOpenRate: 0, avgClickRate: 0 });
  });

  it('average the rates of the campaigns that track them, over their e-mails sent in the last 30 days', async () => {
    // 2 of 4 sent opened, 1 clicked; an e-mail not yet sent does not count.
    await campaign('Spring', { opens: true, clicks: true }, 3, [
      { sentDaysAgo: 3, opened: true, clicked: true },
      { sentDaysAgo: 3, opened: true },
      { sentDaysAgo: 2 },
      { sentDaysAgo: 1 },
      { sentDaysAgo: null },
    ]);
    // Opens only: 1 of 3 opened, 2 of them sent in the window (a sequence that began 40 days ago).
    await campaign('Follow-up', { opens: true, clicks: false }, 40, [{ sentDaysAgo: 40, opened: true }, { sentDaysAgo: 10, opened: true }, { sentDaysAgo: 5 }]);
    // Finished 35 days ago: outside the window altogether.
    await campaign('Winter', { opens: true, clicks: true }, 45, [{ sentDaysAgo: 45 }, { sentDaysAgo: 44 }], 35);
    // Opens: (50 + 50) / 2; clicks: Spring's 25 alone.
    expect(await stats()).toMatchObject({ avgOpenRate: 50, avgClickRate: 25 });
  });
});
