import { describe, expect, it } from 'vitest';
import { given, testContext } from '../kit/given.ts';
import { campaign, type CampaignEvent } from './campaign.ts';
import type { CampaignReferences } from './campaignContent.ts';
import { counted, OFF, references, SALES, SPRING, springCreated, springFields, springScheduled, springSendRequested } from './campaignFixtures.ts';

const schedule = (past: CampaignEvent[], scheduledAt: string, options: { count?: number; references?: CampaignReferences } = {}) =>
  given(campaign, past).when({ type: 'ScheduleCampaign', campaignId: SPRING, scheduledAt, references: options.references ?? references, audience: counted(springFields.recipientFilter, options.count ?? 1200) });

const paused = (from: 'scheduled' | 'sending'): CampaignEvent => ({ type: 'CampaignPaused', data: { campaignId: SPRING, pausedAt: '2026-01-05T16:00:00.000Z', from } });
const cancelled: CampaignEvent = { type: 'CampaignCancelled', data: { campaignId: SPRING, cancelledAt: '2026-01-05T16:00:00.000Z', from: 'draft' } };
const completed: CampaignEvent[] = [
  springSendRequested,
  { type: 'CampaignSendStarted', data: { campaignId: SPRING, startedAt: '2026-01-05T15:01:00.000Z', recipientCount: 0, chunkCount: 0, excluded: { suppressed: 0, invalid: 0 }, emailAccountIds: ['a'] } },
  { type: 'CampaignSendCompleted', data: { campaignId: SPRING, completedAt: '2026-01-05T15:02:00.000Z', counts: { selected: 0, sent: 0, skipped: {}, failed: 0, unknown: 0 } } },
];

describe('ScheduleCampaign', () => {
  it('schedules a draft for a future moment, recording the audience counted then', () => {
    expect(schedule([springCreated], '2026-01-10T09:00:00Z').run()).toEqual([springScheduled]);
    expect(given(campaign, [springCreated, springScheduled]).state).toMatchObject({ status: 'scheduled', scheduledAt: '2026-01-10T09:00:00.000Z' });
  });

  it('moves a scheduled campaign to another time, remembering the one before; the same time records nothing', () => {
    expect(schedule([springCreated, springScheduled], '2026-01-11T09:00:00.000Z', { count: 1300 }).run()).toEqual([
      { type: 'CampaignScheduled', data: { campaignId: SPRING, scheduledAt: '2026-01-11T09:00:00.000Z', previousScheduledAt: '2026-01-10T09:00:00.000Z', recipientCount: 1300 } },
    ]);
    expect(schedule([springCreated, springScheduled], '2026-01-10T10:00:00+01:00').run()).toEqual([]);
  });

  it.each([
    ['2026-01-05T15:04:00.000Z', 'The schedule time must be in the future'],
    ['2025-12-31T09:00:00.000Z', 'The schedule time must be in the future'],
    ['2027-02-01T00:00:00.000Z', 'A campaign can be scheduled at most 366 days ahead'],
    ['next tuesday', 'scheduledAt must be a date and time with its offset from UTC (ISO 8601, such as 2026-12-01T09:00:00Z)'],
    ['2026-02-30T09:00:00Z', 'scheduledAt must be a date and time with its offset from UTC (ISO 8601, such as 2026-12-01T09:00:00Z)'],
    ['2026-01-12', 'scheduledAt must be a date and time with its offset from UTC (ISO 8601, such as 2026-12-01T09:00:00Z)'],
    ['2026-01-12T09:00:00', 'scheduledAt must be a date and time with its offset from UTC (ISO 8601, such as 2026-12-01T09:00:00Z)'],
    ['Jan 12 2026 09:00 GMT', 'scheduledAt must be a date and time with its offset from UTC (ISO 8601, such as 2026-12-01T09:00:00Z)'],
  ])('refuses %s: %s', (when, message) => {
    expect(schedule([springCreated], when).error()).toMatchObject({ code: 'invalid', message });
  });

  it('refuses an empty audience, a mailbox turned off and a template deleted since the campaign was saved', () => {
    expect(schedule([springCreated], '2026-01-10T09:00:00Z', { count: 0 }).error()).toMatchObject({
      code: 'invalid',
      message: 'No recipients: no active contact with an e-mail address matches the recipient filter',
    });
    const leftOut = (suppressed: number, invalid: number) =>
      given(campaign, [springCreated]).when({ type: 'ScheduleCampaign', campaignId: SPRING, scheduledAt: '2026-01-10T09:00:00Z', references, audience: { ...counted(springFields.recipientFilter, 0), leftOut: { suppressed, invalid } } });
    expect(leftOut(2, 4).error()).toMatchObject({
      code: 'invalid',
      message: 'No recipients: all 6 contacts the recipient filter matches are left out (2 unsubscribed, bounced or complained; 4 with an invalid address)',
    });
    expect(leftOut(0, 1).error().message).toBe('No recipients: the one contact the recipient filter matches is left out (0 unsubscribed, bounced or complained; 1 with an invalid address)');
    expect(leftOut(0, 0).error().message).toBe('No recipients: no active contact with an e-mail address matches the recipient filter');
    const off = { ...references, emailAccounts: { ...references.emailAccounts, [SALES]: references.emailAccounts[OFF]! } };
    expect(schedule([springCreated], '2026-01-10T09:00:00Z', { references: off }).error()).toMatchObject({ code: 'invalid', message: 'The email account old@listingpro.example is inactive: choose an active one' });
    expect(schedule([springCreated], '2026-01-10T09:00:00Z', { references: { ...references, templates: {} } }).error()).toMatchObject({ code: 'not_found', message: 'Template not found' });
  });

  it('refuses a campaign that is sending, sent, cancelled, an SMS campaign and an unknown one', () => {
    expect(schedule([springCreated, springSendRequested], '2026-01-10T09:00:00Z').error()).toMatchObject({
      code: 'illegal_state',
      message: 'Cannot schedule: the campaign is sending. Only a draft or a scheduled campaign can be scheduled.',
    });
    expect(schedule([springCreated, ...completed], '2026-01-10T09:00:00Z').error().message).toBe('Cannot schedule: the campaign was sent. Only a draft or a scheduled campaign can be scheduled.');
    expect(schedule([springCreated, cancelled], '2026-01-10T09:00:00Z').error().code).toBe('illegal_state');
    const sms: CampaignEvent = { type: 'CampaignCreated', data: { ...(springCreated.data as object), type: 'sms', sender: null, content: null } as never };
    expect(schedule([sms], '2026-01-10T09:00:00Z').error()).toMatchObject({ code: 'illegal_state', message: 'Cannot schedule: SMS campaigns are sent from the SMS Campaigns page' });
    expect(schedule([], '2026-01-10T09:00:00Z').error()).toMatchObject({ code: 'not_found', message: 'Campaign not found' });
  });
});

describe('MissCampaignSchedule', () => {
  const due = testContext({ now: '2026-01-10T09:00:30.000Z' });
  const reason = 'No recipients: no active contact with an e-mail address matches the recipient filter';

  it('takes a due scheduled campaign that cannot start back to a draft, saying why, so it can be scheduled or sent again', () => {
    const missed = given(campaign, [springCreated, springScheduled], due).when({ type: 'MissCampaignSchedule', campaignId: SPRING, reason }).run();
    expect(missed).toEqual([{ type: 'CampaignScheduleMissed', data: { campaignId: SPRING, scheduledAt: '2026-01-10T09:00:00.000Z', missedAt: due.now, reason } }]);
    const state = given(campaign, [springCreated, springScheduled, ...missed]).state;
    expect(state).toMatchObject({ status: 'draft', scheduledAt: null, scheduleMissed: { scheduledAt: '2026-01-10T09:00:00.000Z', missedAt: due.now, reason } });
    const again = given(campaign, [springCreated, springScheduled, ...missed], due).when({ type: 'ScheduleCampaign', campaignId: SPRING, scheduledAt: '2026-01-11T09:00:00Z', references, audience: counted(springFields.recipientFilter, 5) }).run();
    expect(again[0]).toMatchObject({ type: 'CampaignScheduled' });
    expect(given(campaign, [springCreated, springScheduled, ...missed, ...again]).state).toMatchObject({ status: 'scheduled', scheduleMissed: null });
  });

  it('refuses before the campaign is due, and for a campaign that is not scheduled', () => {
    expect(given(campaign, [springCreated, springScheduled]).when({ type: 'MissCampaignSchedule', campaignId: SPRING, reason }).error()).toMatchObject({
      code: 'illegal_state',
      message: 'Cannot record a missed schedule: the campaign is not due until 2026-01-10T09:00:00.000Z',
    });
    expect(given(campaign, [springCreated], due).when({ type: 'MissCampaignSchedule', campaignId: SPRING, reason }).error().message).toBe(
      'Cannot record a missed schedule: the campaign is a draft. Only a scheduled campaign can miss its time.',
    );
  });
});

describe('PauseCampaign / ResumeCampaign', () => {
  it('pauses a scheduled campaign and resumes it to scheduled', () => {
    const { run, context } = given(campaign, [springCreated, springScheduled]).when({ type: 'PauseCampaign', campaignId: SPRING });
    expect(run()).toEqual([{ type: 'CampaignPaused', data: { campaignId: SPRING, pausedAt: context.now, from: 'scheduled' } }]);
    const resumed = given(campaign, [springCreated, springScheduled, paused('scheduled')]).when({ type: 'ResumeCampaign', campaignId: SPRING });
    expect(resumed.run()).toEqual([{ type: 'CampaignResumed', data: { campaignId: SPRING, resumedAt: resumed.context.now, to: 'scheduled' } }]);
    expect(given(campaign, [springCreated, springScheduled, paused('scheduled'), ...resumed.run()]).state).toMatchObject({ status: 'scheduled', scheduledAt: '2026-01-10T09:00:00.000Z', pausedFrom: null });
  });

  it('pauses a sending campaign and resumes it to sending', () => {
    expect(given(campaign, [springCreated, springSendRequested]).when({ type: 'PauseCampaign', campaignId: SPRING }).run()[0]!.data).toMatchObject({ from: 'sending' });
    expect(given(campaign, [springCreated, springSendRequested, paused('sending')]).when({ type: 'ResumeCampaign', campaignId: SPRING }).run()[0]!.data).toMatchObject({ to: 'sending' });
  });

  it('refuses to pause a draft or a paused campaign, and to resume one that is not paused', () => {
    expect(given(campaign, [springCreated]).when({ type: 'PauseCampaign', campaignId: SPRING }).error()).toMatchObject({
      code: 'illegal_state',
      message: 'Cannot pause: the campaign is a draft. Only a scheduled or a sending campaign can be paused.',
    });
    expect(given(campaign, [springCreated, springScheduled, paused('scheduled')]).when({ type: 'PauseCampaign', campaignId: SPRING }).error().message).toBe(
      'Cannot pause: the campaign is paused. Only a scheduled or a sending campaign can be paused.',
    );
    expect(given(campaign, [springCreated, springScheduled]).when({ type: 'ResumeCampaign', campaignId: SPRING }).error()).toMatchObject({
      code: 'illegal_state',
      message: 'Cannot resume: the campaign is scheduled. Only a paused campaign can be resumed.',
    });
  });
});

describe('CancelCampaign', () => {
  it.each<[string, CampaignEvent[]]>([
    ['draft', [springCreated]],
    ['scheduled', [springCreated, springScheduled]],
    ['sending', [springCreated, springSendRequested]],
    ['paused', [springCreated, springSendRequested, paused('sending')]],
  ])('cancels a %s campaign, recording where it stood', (from, past) => {
    const { run, context } = given(campaign, past).when({ type: 'CancelCampaign', campaignId: SPRING });
    expect(run()).toEqual([{ type: 'CampaignCancelled', data: { campaignId: SPRING, cancelledAt: context.now, from } }]);
    expect(given(campaign, [...past, ...run()]).state.status).toBe('cancelled');
  });

  it('refuses to cancel a sent or cancelled campaign', () => {
    expect(given(campaign, [springCreated, ...completed]).when({ type: 'CancelCampaign', campaignId: SPRING }).error()).toMatchObject({
      code: 'illegal_state',
      message: 'Cannot cancel: the campaign was sent. A sent or cancelled campaign is final; copy it to send it again.',
    });
    expect(given(campaign, [springCreated, cancelled]).when({ type: 'CancelCampaign', campaignId: SPRING }).error().message).toBe(
      'Cannot cancel: the campaign was cancelled. A sent or cancelled campaign is final; copy it to send it again.',
    );
  });

  it('uses the actor and time of the context', () => {
    const context = testContext({ actor: { kind: 'system', process: 'campaign-scheduler' }, now: '2026-02-01T00:00:00.000Z' });
    expect(given(campaign, [springCreated], context).when({ type: 'CancelCampaign', campaignId: SPRING }).run()[0]!.data).toMatchObject({ cancelledAt: '2026-02-01T00:00:00.000Z' });
  });
});
