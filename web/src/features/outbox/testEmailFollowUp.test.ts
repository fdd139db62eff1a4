import { describe, expect, it } from 'vitest';
import { followTestEmail, queuedTestToast, testOutcomeToast, type FollowedTest } from './testEmailFollowUp.ts';

type Email = NonNullable<FollowedTest['email']>;
const email = (status: Email['status'], reason: string | null = null): Email => ({ status, reason, dueAt: '2026-03-11T00:00:00.000Z' });

/** A clock that moves only when the follower sleeps. */
function clock() {
  let at = 0;
  const slept: number[] = [];
  return { now: () => at, sleep: async (ms: number) => void (slept.push(ms), (at += ms)), slept };
}

describe('following a test e-mail', () => {
  it('reads it again while it is not recorded, queued or sending, until it has its outcome', async () => {
    const answers = [null, email('queued'), email('sending'), email('skipped', 'Invalid address: no such domain')];
    const time = clock();
    const followed = await followTestEmail(async () => answers.shift() ?? null, { intervalMs: 1_000, timeoutMs: 60_000, ...time });
    expect(followed).toEqual({ email: email('skipped', 'Invalid address: no such domain'), settled: true });
    expect(time.slept).toEqual([1_000, 1_000, 1_000]);
  });

  it('stops at a deferral (an outcome to tell) and when the time is up', async () => {
    const deferred = await followTestEmail(async () => email('deferred', 'The mailbox is at its daily limit'), { intervalMs: 1_000, timeoutMs: 60_000, ...clock() });
    expect(deferred.settled).toBe(true);
    const time = clock();
    const late = await followTestEmail(async () => email('queued'), { intervalMs: 1_000, timeoutMs: 3_000, ...time });
    expect(late).toEqual({ email: email('queued'), settled: false });
    expect(time.slept).toHaveLength(3);
  });
});

describe('what the user is told', () => {
  const queued = { testEmail: 'me@listingpro.example', simulation: false };

  it('says the test is on its way, not sent, when the server takes it', () => {
    expect(queuedTestToast(queued)).toEqual({
      title: 'Sending Test Email',
      description: 'The test email is on its way to me@listingpro.example: you will be told when it has gone out.',
    });
  });

  it("says 'Test Email Sent' only once it was sent (or simulated)", () => {
    expect(testOutcomeToast(queued, { email: email('sent', '250 OK'), settled: true })).toEqual({
      title: 'Test Email Sent',
      description: 'The test email to me@listingpro.example was accepted by the mail server.',
      outboxHelps: false,
    });
    expect(testOutcomeToast({ ...queued, simulation: true }, { email: email('sent'), settled: true }).description).toBe('Test email simulated successfully');
  });

  it('says why it was not sent, as a failure', () => {
    expect(testOutcomeToast(queued, { email: email('skipped', 'Invalid address: listingpro.example has no mail server'), settled: true })).toEqual({
      title: 'Test Email Not Sent',
      description: 'The test email to me@listingpro.example was skipped: Invalid address: listingpro.example has no mail server',
      variant: 'destructive',
      outboxHelps: true,
    });
    expect(testOutcomeToast(queued, { email: email('failed', '550 No such user'), settled: true })).toMatchObject({ title: 'Failed to Send Test Email', variant: 'destructive' });
    expect(testOutcomeToast(queued, { email: email('unknown', null), settled: true }).description).toBe('Whether the test email to me@listingpro.example went out is not known: no reason was given');
  });

  it('says when a deferred test goes, and when it has not gone out yet', () => {
    const delayed = testOutcomeToast(queued, { email: email('deferred', "The mailbox's daily limit of 50 e-mails is reached"), settled: true });
    expect(delayed.title).toBe('Test Email Delayed');
    expect(delayed.description).toMatch(/^The test email to me@listingpro\.example waits until .+: The mailbox's daily limit of 50 e-mails is reached$/);
    expect(testOutcomeToast(queued, { email: email('queued'), settled: false })).toMatchObject({ title: 'Test Email Not Sent Yet', outboxHelps: true });
  });
});
