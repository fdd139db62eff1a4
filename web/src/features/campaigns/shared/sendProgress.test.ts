import { describe, expect, it } from 'vitest';
import type { Campaign, CampaignSendProgress } from './campaignTypes.ts';
import { campaignSentToast, isNewerProgress, progressOfCampaign, sendNotStarted, sendSteps } from './sendProgress.ts';

const progress = (over: Partial<CampaignSendProgress> = {}): CampaignSendProgress => ({
  campaignId: 'c1',
  status: 'sending',
  phase: 'sending',
  recipientCount: 10,
  verificationStats: { validEmails: 10, invalidEmails: 2 },
  sentCount: 0,
  skippedCount: 0,
  failedCount: 0,
  unknownCount: 0,
  ...over,
});

const campaign = (over: Partial<Campaign>): Campaign =>
  ({ id: 'c1', status: 'sending', sentAt: null, recipientCount: 10, sentCount: 0, skippedCount: 0, failedCount: 0, unknownCount: 0, ...over }) as Campaign;

describe('progressOfCampaign', () => {
  it('reads the phase from the campaign: asked to send, started, sent', () => {
    expect(progressOfCampaign(campaign({})).phase).toBe('verifying');
    expect(progressOfCampaign(campaign({})).recipientCount).toBe(0);
    expect(progressOfCampaign(campaign({ sentAt: '2026-01-10T09:00:00.000Z', sentCount: 4 }))).toMatchObject({ phase: 'sending', recipientCount: 10, sentCount: 4 });
    expect(progressOfCampaign(campaign({ status: 'sent', sentAt: '2026-01-10T09:00:00.000Z' })).phase).toBe('completed');
    const notStarted = { requestedAt: '2026-01-10T09:00:00.000Z', stoppedAt: '2026-01-10T09:00:02.000Z', reason: 'No one left to send to' };
    expect(progressOfCampaign(campaign({ status: 'draft', sendNotStarted: notStarted, excludedCount: 4 }))).toMatchObject({ phase: 'verifying', verificationStats: { validEmails: 0, invalidEmails: 4 } });
  });
});

describe('isNewerProgress', () => {
  it('takes a later phase or more outcomes, never an older push', () => {
    expect(isNewerProgress(undefined, progress())).toBe(true);
    expect(isNewerProgress(progress({ phase: 'verifying' }), progress())).toBe(true);
    expect(isNewerProgress(progress(), progress({ phase: 'verifying' }))).toBe(false);
    expect(isNewerProgress(progress({ sentCount: 3 }), progress({ sentCount: 2, skippedCount: 2 }))).toBe(true);
    expect(isNewerProgress(progress({ sentCount: 3 }), progress({ sentCount: 2 }))).toBe(false);
    expect(isNewerProgress(progress({ phase: 'completed', sentCount: 10 }), progress({ sentCount: 9 }))).toBe(false);
  });

  it('takes the verification figures when the same progress brings them', () => {
    expect(isNewerProgress(progress({ verificationStats: null }), progress())).toBe(true);
    expect(isNewerProgress(progress(), progress())).toBe(false);
  });
});

describe('sendSteps', () => {
  const states = (input: Parameters<typeof sendSteps>[0]) => sendSteps(input).map((step) => step.state);

  it('shows a send that found no one left as not sent, the campaign a draft again', () => {
    const notStarted = progress({ status: 'draft', phase: 'verifying', recipientCount: 0, verificationStats: { validEmails: 0, invalidEmails: 4 } });
    expect(sendNotStarted(notStarted)).toBe(true);
    expect(sendNotStarted(progress({ status: 'draft', phase: 'verifying', verificationStats: null }))).toBe(false);
    const steps = sendSteps({ progress: notStarted, verificationStats: null, failed: false });
    expect(steps.map((s) => s.state)).toEqual(['finish', 'error', 'finish']);
    expect(steps[0]!.description).toBe('0 valid emails, 4 invalid emails skipped');
    expect(steps[1]!.description).toBe('Not sent: no one was left to send to. The campaign is a draft again.');
  });

  it('verifies first while the send is asked for', () => {
    expect(states({ progress: undefined, verificationStats: null, failed: false })).toEqual(['process', 'wait', 'wait']);
    expect(sendSteps({ progress: undefined, verificationStats: null, failed: false }).map((s) => s.title)).toEqual([
      'Verifying email addresses',
      'Sending to verified recipients',
      'Updating contact verification status',
    ]);
  });

  it('sends once verified, with the counts so far, and finishes every step when done', () => {
    const steps = sendSteps({ progress: progress({ sentCount: 6, skippedCount: 1, failedCount: 1 }), verificationStats: null, failed: false });
    expect(steps.map((s) => s.state)).toEqual(['finish', 'process', 'process']);
    expect(steps[0]!.description).toBe('10 valid emails, 2 invalid emails skipped');
    expect(steps[1]!.description).toBe('8 of 10 processed: 6 sent, 1 skipped, 1 failed');
    expect(states({ progress: progress({ phase: 'completed', status: 'sent', sentCount: 10 }), verificationStats: null, failed: false })).toEqual(['finish', 'finish', 'finish']);
  });

  it('counts the deferred e-mails while the send goes on', () => {
    const steps = sendSteps({ progress: progress({ recipientCount: 182, sentCount: 42 }), verificationStats: null, failed: false, deferred: 140 });
    expect(steps[1]!.description).toBe('42 of 182 processed: 42 sent, 0 skipped, 0 failed, 140 deferred');
  });

  it('marks the step under way as failed when the send was refused', () => {
    expect(states({ progress: undefined, verificationStats: null, failed: true })).toEqual(['error', 'wait', 'wait']);
  });
});

describe('campaignSentToast', () => {
  it("says 'Campaign Sent' with the verification's figures when the server gave them", () => {
    expect(campaignSentToast({ validEmails: 98, invalidEmails: 2 })).toEqual({ title: 'Campaign Sent', description: 'Campaign sent successfully! Email verification: 98 valid, 2 invalid emails' });
    expect(campaignSentToast(null)).toEqual({ title: 'Campaign Sent', description: 'Campaign sent successfully!' });
  });

  it("says 'Campaign Not Sent' when the verification left no one to send to", () => {
    expect(campaignSentToast({ validEmails: 0, invalidEmails: 1206 })).toEqual({
      title: 'Campaign Not Sent',
      description: 'No e-mail went out: all 1,206 addresses were invalid or unsubscribed, and were skipped to protect your sender reputation.',
      variant: 'destructive',
    });
  });
});
