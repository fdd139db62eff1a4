import { WEEKDAYS } from '@outreach/contracts/campaignChoices.ts';
import { DateTime } from 'luxon';
import { invalid } from '../kit/errors.ts';
import type { SendWindow } from './campaignContent.ts';

const minutesOf = (time: string) => {
  const [hour, minute] = time.split(':').map(Number);
  return { hour: hour!, minute: minute! };
};

/**
 * The first moment at or after `now` inside a campaign's send window, in the recipient's time zone
 * (the window's days and its start and end, 'HH:MM', are local times there): `now` itself when it
 * is inside, else the start of the next window. Pure: the caller passes `now`.
 */
export function nextSendWindowTime(window: SendWindow, zone: string, now: Date): Date {
  const local = DateTime.fromJSDate(now, { zone });
  if (!local.isValid) throw invalid(`Unknown time zone: ${zone}`);
  const start = minutesOf(window.start);
  const end = minutesOf(window.end);
  for (let offset = 0; offset <= 7; offset++) {
    const day = local.startOf('day').plus({ days: offset });
    if (!window.days.includes(WEEKDAYS[day.weekday - 1]!)) continue;
    const opens = day.set({ ...start, second: 0, millisecond: 0 });
    const closes = day.set({ ...end, second: 0, millisecond: 0 });
    if (local >= closes) continue;
    return (local > opens ? local : opens).toJSDate();
  }
  throw invalid('The send window has no day to send on');
}
