import { describe, expect, it } from 'vitest';
import { campaignMessageId, campaignQueuedEventId } from './campaignMessageId.ts';
import { nextSendWindowTime } from './sendWindowTime.ts';

const weekdays9to5 = { days: ['mon', 'tue', 'wed', 'thu', 'fri'] as ('mon' | 'tue' | 'wed' | 'thu' | 'fri')[], start: '09:00', end: '17:00' };

describe('nextSendWindowTime', () => {
  it('is now inside the window, in the recipient’s zone', () => {
    // Monday 2026-01-05 10:30 in Chicago (16:30 UTC).
    expect(nextSendWindowTime(weekdays9to5, 'America/Chicago', new Date('2026-01-05T16:30:00Z')).toISOString()).toBe('2026-01-05T16:30:00.000Z');
  });

  it('is the window’s start later the same day, or the next window day after it closed', () => {
    // Monday 07:00 in Los Angeles → 09:00 there.
    expect(nextSendWindowTime(weekdays9to5, 'America/Los_Angeles', new Date('2026-01-05T15:00:00Z')).toISOString()).toBe('2026-01-05T17:00:00.000Z');
    // Friday 18:00 in New York → Monday 09:00 there.
    expect(nextSendWindowTime(weekdays9to5, 'America/New_York', new Date('2026-01-09T23:00:00Z')).toISOString()).toBe('2026-01-12T14:00:00.000Z');
  });

  it('takes the same instant to different local times for recipients in different zones', () => {
    const at = new Date('2026-01-05T15:30:00Z');
    expect(nextSendWindowTime(weekdays9to5, 'America/New_York', at).toISOString()).toBe('2026-01-05T15:30:00.000Z');
    expect(nextSendWindowTime(weekdays9to5, 'America/Denver', at).toISOString()).toBe('2026-01-05T16:00:00.000Z');
  });

  it('refuses an unknown zone', () => {
    expect(() => nextSendWindowTime(weekdays9to5, 'Mars/Olympus', new Date())).toThrow('Unknown time zone: Mars/Olympus');
  });
});

describe('campaignMessageId', () => {
  it('is the same for the same campaign and contact, and differs otherwise', () => {
    const a = campaignMessageId('11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222');
    expect(campaignMessageId('11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222')).toBe(a);
    expect(campaignMessageId('11111111-1111-4111-8111-111111111111', '33333333-3333-4333-8333-333333333333')).not.toBe(a);
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(campaignQueuedEventId(a)).not.toBe(a);
  });
});
