import { describe, expect, it } from 'vitest';
import { ADVERTISED_TIER_SIZES, formatCount, formatRate, warmupCardState } from './overviewFigures.ts';

const settings = { configured: true, warmupEnabled: true, warmupDay: 12, currentDailyLimit: 400, dailyLimit: 2500 };

describe('warmupCardState', () => {
  it('asks for e-mail set-up without settings', () => {
    expect(warmupCardState(null)).toEqual({ kind: 'setup-required' });
    expect(warmupCardState(undefined)).toEqual({ kind: 'setup-required' });
    expect(warmupCardState({ ...settings, configured: false })).toEqual({ kind: 'setup-required' });
  });

  it('is disabled when warm-up is off', () => {
    expect(warmupCardState({ ...settings, warmupEnabled: false })).toEqual({ kind: 'disabled' });
  });

  it('has not started on day 0 or without a day', () => {
    expect(warmupCardState({ ...settings, warmupDay: 0 })).toEqual({ kind: 'not-started', currentDailyLimit: 400, dailyLimit: 2500 });
    expect(warmupCardState({ ...settings, warmupDay: null }).kind).toBe('not-started');
  });

  it('counts the days remaining of 30', () => {
    expect(warmupCardState(settings)).toEqual({
      kind: 'in-progress',
      day: 12,
      daysRemaining: 18,
      percent: 40,
      currentDailyLimit: 400,
      dailyLimit: 2500,
    });
    expect(warmupCardState({ ...settings, warmupDay: 45 })).toMatchObject({ day: 30, daysRemaining: 0, percent: 100 });
  });

  it('shows the limit the sender keeps to: the warm-up limit, never above the daily limit', () => {
    expect(warmupCardState({ ...settings, dailyLimit: 10 })).toMatchObject({ currentDailyLimit: 10, dailyLimit: 10 });
  });
});

describe('overview figures', () => {
  it('keeps the advertised tier sizes as static text', () => {
    expect(ADVERTISED_TIER_SIZES).toEqual({
      elite: '1,005',
      'high-performer': '4,988',
      active: '13,521',
      moderate: '59,734',
      entry: '14,923',
    });
  });

  it('formats rates and counts', () => {
    expect(formatRate(23.456)).toBe('23.5%');
    expect(formatRate(4)).toBe('4%');
    expect(formatRate(undefined)).toBe('0%');
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCount(null)).toBe('0');
  });
});
