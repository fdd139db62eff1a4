import { describe, expect, it } from 'vitest';
import { given, testContext } from '../kit/given.ts';
import { smtp } from '../campaigns/campaignFixtures.ts';
import { emailAccount, type EmailAccountEvent } from './emailAccount.ts';
import { nextWarmupDayStart, sendingDailyLimit, warmupDayAt, warmupLimit, WARMUP_DAYS } from './warmupRamp.ts';

const LA = 'America/Los_Angeles';

describe('warm-up ramp', () => {
  it('starts at 50, grows by the same share each day and reaches the whole daily limit on day 30, never above it', () => {
    expect([1, 2, 3, 9, 29, 30, 31].map((day) => warmupLimit(day, 2500))).toEqual([50, 57, 65, 147, 2185, 2500, 2500]);
    expect([1, 2, 9, 30].map((day) => warmupLimit(day, 500))).toEqual([50, 54, 94, 500]);
    expect(warmupLimit(1, 20)).toBe(20);
    // Every day allows more than the day before, until the limit.
    for (let day = 2; day <= WARMUP_DAYS; day++) expect(warmupLimit(day, 2500)).toBeGreaterThan(warmupLimit(day - 1, 2500));
  });

  it('counts days in the team’s zone: day 2 begins at local midnight, not at midnight UTC', () => {
    const started = '2026-03-02T15:00:00.000Z'; // 7 a.m. in Los Angeles
    expect(warmupDayAt(started, '2026-03-03T07:59:59.000Z', LA)).toBe(1); // 11:59 p.m. the same day there
    expect(warmupDayAt(started, '2026-03-03T08:00:00.000Z', LA)).toBe(2);
    expect(warmupDayAt(started, '2026-03-03T08:00:00.000Z', 'America/New_York')).toBe(2);
    expect(warmupDayAt(started, '2026-03-03T04:59:59.000Z', 'America/New_York')).toBe(1);
    // Across the change to summer time (8 March 2026) a day is still a calendar day.
    expect(warmupDayAt(started, '2026-03-10T07:00:00.000Z', LA)).toBe(9);
    expect(warmupDayAt(started, '2026-06-01T00:00:00.000Z', LA)).toBe(30);
    expect(nextWarmupDayStart(new Date('2026-03-02T15:00:00.000Z'), LA).toISOString()).toBe('2026-03-03T08:00:00.000Z');
    expect(nextWarmupDayStart(new Date('2026-03-08T15:00:00.000Z'), LA).toISOString()).toBe('2026-03-09T07:00:00.000Z');
  });

  it('lets a mailbox send its warm-up limit while it warms up, its whole daily limit once done or with warm-up off', () => {
    expect(sendingDailyLimit({ warmupEnabled: true, warmupDay: 3, currentDailyLimit: 66, dailyLimit: 2500 })).toBe(66);
    expect(sendingDailyLimit({ warmupEnabled: true, warmupDay: 3, currentDailyLimit: 66, dailyLimit: 40 })).toBe(40);
    expect(sendingDailyLimit({ warmupEnabled: true, warmupDay: 30, currentDailyLimit: 2500, dailyLimit: 4000 })).toBe(4000);
    expect(sendingDailyLimit({ warmupEnabled: false, warmupDay: 3, currentDailyLimit: 66, dailyLimit: 2500 })).toBe(2500);
  });
});

const settings = smtp('Sales', 'dana@listingpro.example', true);
const added: EmailAccountEvent = { type: 'EmailAccountAdded', data: { accountId: 'a1', createdAt: '2026-03-02T15:00:00.000Z', currentDailyLimit: 50, warmupDay: 1, ...settings } };
const advance = { type: 'AdvanceEmailAccountWarmup' as const, accountId: 'a1', zone: LA };
const at = (now: string) => testContext({ now });

describe('advancing an account’s warm-up', () => {
  it('records the day reached and its limit, once a day; a dispatcher away for days catches up in one step', () => {
    expect(given(emailAccount, [added], at('2026-03-02T23:00:00.000Z')).when(advance).run()).toEqual([]);
    const day2 = given(emailAccount, [added], at('2026-03-03T08:00:00.000Z')).when(advance).run();
    expect(day2).toEqual([{ type: 'EmailAccountWarmupAdvanced', data: { accountId: 'a1', warmupDay: 2, currentDailyLimit: 57, advancedAt: '2026-03-03T08:00:00.000Z' } }]);
    expect(given(emailAccount, [added, ...day2], at('2026-03-03T20:00:00.000Z')).when(advance).run()).toEqual([]);
    expect(given(emailAccount, [added, ...day2], at('2026-03-10T08:00:00.000Z')).when(advance).run()[0]!.data).toMatchObject({ warmupDay: 9, currentDailyLimit: 147 });
    const done = given(emailAccount, [added], at('2026-05-01T08:00:00.000Z')).when(advance).run();
    expect(done[0]!.data).toMatchObject({ warmupDay: 30, currentDailyLimit: 2500 });
    expect(given(emailAccount, [added, ...done], at('2026-06-01T08:00:00.000Z')).when(advance).run()).toEqual([]);
  });

  it('does nothing with warm-up off; turned on again it starts over from day 1', () => {
    const off: EmailAccountEvent = { type: 'EmailAccountUpdated', data: { accountId: 'a1', updatedAt: '2026-03-05T15:00:00.000Z', secretChanged: false, ...settings, warmupEnabled: false } };
    expect(given(emailAccount, [added, off], at('2026-03-20T08:00:00.000Z')).when(advance).run()).toEqual([]);
    const on: EmailAccountEvent = { type: 'EmailAccountUpdated', data: { accountId: 'a1', updatedAt: '2026-03-20T15:00:00.000Z', secretChanged: false, ...settings } };
    const day6 = given(emailAccount, [added], at('2026-03-07T08:00:00.000Z')).when(advance).run();
    const again = given(emailAccount, [added, ...day6, off, on], at('2026-03-21T08:00:00.000Z'));
    expect(again.state).toMatchObject({ warmupDay: 1, currentDailyLimit: 50, warmupStartedAt: '2026-03-20T15:00:00.000Z' });
    expect(again.when(advance).run()[0]!.data).toMatchObject({ warmupDay: 2, currentDailyLimit: 57 });
  });
});
