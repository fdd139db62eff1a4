import { describe, expect, it } from 'vitest';
import { DomainError } from '../kit/errors.ts';
import { nextAllowedSendTime, quietHoursRule } from './quietHours.ts';

const at = (iso: string) => new Date(iso);
const HOUR = 60 * 60 * 1000;

describe('quietHoursRule', () => {
  it('is the federal 8 a.m.–9 p.m. window without a cap outside Florida', () => {
    expect(quietHoursRule('TX')).toEqual({ startHour: 8, endHour: 21, law: 'federal TCPA' });
    expect(quietHoursRule(undefined)).toEqual({ startHour: 8, endHour: 21, law: 'federal TCPA' });
    expect(quietHoursRule()).toEqual({ startHour: 8, endHour: 21, law: 'federal TCPA' });
  });

  it('is Florida’s 8 a.m.–8 p.m. window with 3 texts in 24 hours when any known state is FL', () => {
    const florida = { startHour: 8, endHour: 20, maxTextsPer24h: 3, law: 'Florida FTSA' };
    expect(quietHoursRule('FL')).toEqual(florida);
    expect(quietHoursRule(' fl ')).toEqual(florida);
    expect(quietHoursRule('GA', 'FL')).toEqual(florida);
    expect(quietHoursRule(null, 'FL')).toEqual(florida);
  });
});

describe('nextAllowedSendTime', () => {
  it('allows a text inside the window in the recipient’s zone', () => {
    // 14:00 UTC in January is 8:00 in Chicago (UTC−6): the first allowed minute.
    expect(nextAllowedSendTime({ now: at('2026-01-15T14:00:00Z'), zone: 'America/Chicago', state: 'IL' })).toEqual({ allowed: true });
    // 02:59 UTC is 20:59 in Chicago the evening before.
    expect(nextAllowedSendTime({ now: at('2026-01-16T02:59:59Z'), zone: 'America/Chicago' })).toEqual({ allowed: true });
  });

  it('before 8 a.m. local waits for 8:00 that day', () => {
    // 12:30 UTC = 6:30 in Chicago (CST).
    expect(nextAllowedSendTime({ now: at('2026-01-15T12:30:00Z'), zone: 'America/Chicago', state: 'TX' })).toEqual({
      allowed: false,
      until: at('2026-01-15T14:00:00Z'),
      reason: 'Quiet hours in America/Chicago (8 a.m.–9 p.m.)',
    });
  });

  it('from 9 p.m. local waits for 8:00 the next morning', () => {
    // 03:00 UTC on the 16th = 21:00 on the 15th in Chicago.
    const check = nextAllowedSendTime({ now: at('2026-01-16T03:00:00Z'), zone: 'America/Chicago' });
    expect(check).toEqual({ allowed: false, until: at('2026-01-16T14:00:00Z'), reason: 'Quiet hours in America/Chicago (8 a.m.–9 p.m.)' });
  });

  it('uses the recipient’s zone, not UTC: the same instant is allowed in Los Angeles and quiet in New York', () => {
    const now = at('2026-07-01T02:30:00Z'); // 22:30 EDT, 19:30 PDT
    expect(nextAllowedSendTime({ now, zone: 'America/Los_Angeles', state: 'CA' })).toEqual({ allowed: true });
    expect(nextAllowedSendTime({ now, zone: 'America/New_York', state: 'NY' })).toMatchObject({ allowed: false, until: at('2026-07-01T12:00:00Z') });
  });

  it('Florida’s window ends at 8 p.m. local, in the panhandle’s Central zone too', () => {
    // 01:30 UTC on 1 July = 20:30 CDT in Pensacola, on 30 June.
    expect(nextAllowedSendTime({ now: at('2026-07-01T01:30:00Z'), zone: 'America/Chicago', state: 'FL' })).toEqual({
      allowed: false,
      until: at('2026-07-01T13:00:00Z'),
      reason: 'Quiet hours in America/Chicago (8 a.m.–8 p.m., Florida FTSA)',
    });
    // The same moment is 21:30 in Miami (EDT) and 20:30 is allowed in Georgia's federal window.
    expect(nextAllowedSendTime({ now: at('2026-07-01T00:30:00Z'), zone: 'America/New_York', state: 'GA' })).toEqual({ allowed: true });
    expect(nextAllowedSendTime({ now: at('2026-07-01T00:30:00Z'), zone: 'America/New_York', state: 'GA', areaCodeState: 'FL' })).toMatchObject({
      allowed: false,
      until: at('2026-07-01T12:00:00Z'),
    });
  });

  it('Florida: a fourth text in 24 hours waits until the oldest of the three is 24 hours old', () => {
    const now = at('2026-03-02T15:00:00Z'); // 10:00 EST
    const recentTextTimes = [at('2026-03-02T14:00:00Z'), at('2026-03-01T16:30:00Z'), at('2026-03-02T13:30:00Z')];
    expect(nextAllowedSendTime({ now, zone: 'America/New_York', state: 'FL', recentTextTimes })).toEqual({
      allowed: false,
      until: at('2026-03-02T16:30:00Z'),
      reason: 'At most 3 marketing texts in 24 hours to a recipient in Florida (Florida FTSA)',
    });
    // Exactly 24 hours after the oldest, it no longer counts.
    expect(nextAllowedSendTime({ now: at('2026-03-02T16:30:00Z'), zone: 'America/New_York', state: 'FL', recentTextTimes })).toEqual({ allowed: true });
    // Texts older than 24 hours never count; two recent ones leave room for a third.
    expect(nextAllowedSendTime({ now, zone: 'America/New_York', state: 'FL', recentTextTimes: recentTextTimes.slice(0, 1).concat(at('2026-03-01T14:59:59Z'), at('2026-03-02T13:30:00Z')) })).toEqual({ allowed: true });
  });

  it('Florida: when the cap frees in quiet hours, the text waits for the next window', () => {
    // Three texts at 19:00–19:30 EST; at 19:45 a fourth is free at 19:00 the next day, inside the window.
    const recentTextTimes = [at('2026-03-03T00:00:00Z'), at('2026-03-03T00:15:00Z'), at('2026-03-03T00:30:00Z')];
    expect(nextAllowedSendTime({ now: at('2026-03-03T00:45:00Z'), zone: 'America/New_York', state: 'FL', recentTextTimes })).toMatchObject({
      allowed: false,
      until: at('2026-03-04T00:00:00Z'),
    });
    // Three texts at 20:30–20:50 EST (recorded from elsewhere): the next frees at 20:30 the next day,
    // in quiet hours, so it waits for 8:00 EST the morning after.
    const late = [at('2026-03-03T01:30:00Z'), at('2026-03-03T01:40:00Z'), at('2026-03-03T01:50:00Z')];
    expect(nextAllowedSendTime({ now: at('2026-03-03T14:00:00Z'), zone: 'America/New_York', state: 'FL', recentTextTimes: late })).toEqual({
      allowed: false,
      until: at('2026-03-04T13:00:00Z'),
      reason: 'At most 3 marketing texts in 24 hours to a recipient in Florida (Florida FTSA), then quiet hours in America/New_York (8 a.m.–8 p.m., Florida FTSA)',
    });
  });

  it('the cap does not apply outside Florida', () => {
    const recentTextTimes = [1, 2, 3, 4].map((h) => new Date(at('2026-03-02T15:00:00Z').getTime() - h * HOUR));
    expect(nextAllowedSendTime({ now: at('2026-03-02T15:00:00Z'), zone: 'America/New_York', state: 'NY', recentTextTimes })).toEqual({ allowed: true });
  });

  it('spring-forward day: 8 a.m. is already daylight time (UTC−5 in Chicago)', () => {
    // 8 March 2026, clocks go from 2:00 CST to 3:00 CDT. 7:00 UTC = 1:00 CST, before the change.
    expect(nextAllowedSendTime({ now: at('2026-03-08T07:00:00Z'), zone: 'America/Chicago' })).toMatchObject({ allowed: false, until: at('2026-03-08T13:00:00Z') });
    // 12:59 UTC = 7:59 CDT: one minute to wait; 13:00 UTC = 8:00 CDT is allowed.
    expect(nextAllowedSendTime({ now: at('2026-03-08T12:59:00Z'), zone: 'America/Chicago' })).toMatchObject({ allowed: false, until: at('2026-03-08T13:00:00Z') });
    expect(nextAllowedSendTime({ now: at('2026-03-08T13:00:00Z'), zone: 'America/Chicago' })).toEqual({ allowed: true });
    // The evening before the change (21:30 CST on the 7th) waits for 8:00 CDT on the 8th: 10½ hours, not 11½.
    expect(nextAllowedSendTime({ now: at('2026-03-08T03:30:00Z'), zone: 'America/Chicago' })).toMatchObject({ allowed: false, until: at('2026-03-08T13:00:00Z') });
  });

  it('fall-back day: 8 a.m. is standard time again (UTC−5 in New York)', () => {
    // 1 November 2026, clocks go from 2:00 EDT back to 1:00 EST. 05:30 UTC = 1:30 EDT, the first 1:30.
    expect(nextAllowedSendTime({ now: at('2026-11-01T05:30:00Z'), zone: 'America/New_York' })).toMatchObject({ allowed: false, until: at('2026-11-01T13:00:00Z') });
    // 06:30 UTC = the second 1:30 (EST): the same wait for 8:00 EST.
    expect(nextAllowedSendTime({ now: at('2026-11-01T06:30:00Z'), zone: 'America/New_York' })).toMatchObject({ allowed: false, until: at('2026-11-01T13:00:00Z') });
    // The evening before (21:15 EDT on 31 October) waits 11¾ hours of wall clock plus the repeated hour.
    expect(nextAllowedSendTime({ now: at('2026-11-01T01:15:00Z'), zone: 'America/New_York' })).toMatchObject({ allowed: false, until: at('2026-11-01T13:00:00Z') });
    // 9 p.m. EST that day is 02:00 UTC the next day.
    expect(nextAllowedSendTime({ now: at('2026-11-02T01:59:00Z'), zone: 'America/New_York' })).toEqual({ allowed: true });
    expect(nextAllowedSendTime({ now: at('2026-11-02T02:00:00Z'), zone: 'America/New_York' })).toMatchObject({ allowed: false, until: at('2026-11-02T13:00:00Z') });
  });

  it('zones without daylight time keep their offset all year (Phoenix, Honolulu)', () => {
    // 14:59 UTC = 7:59 MST in Phoenix in July (no DST), while Denver is already at 8:59 MDT.
    expect(nextAllowedSendTime({ now: at('2026-07-01T14:59:00Z'), zone: 'America/Phoenix' })).toMatchObject({ allowed: false, until: at('2026-07-01T15:00:00Z') });
    expect(nextAllowedSendTime({ now: at('2026-07-01T14:59:00Z'), zone: 'America/Denver' })).toEqual({ allowed: true });
    expect(nextAllowedSendTime({ now: at('2026-07-01T17:00:00Z'), zone: 'Pacific/Honolulu' })).toMatchObject({ allowed: false, until: at('2026-07-01T18:00:00Z') });
  });

  it('an unknown zone is refused as invalid', () => {
    expect(() => nextAllowedSendTime({ now: at('2026-07-01T17:00:00Z'), zone: 'Mars/Olympus_Mons' })).toThrow(DomainError);
    expect(() => nextAllowedSendTime({ now: at('2026-07-01T17:00:00Z'), zone: 'Mars/Olympus_Mons' })).toThrow('Unknown time zone: Mars/Olympus_Mons');
  });
});
