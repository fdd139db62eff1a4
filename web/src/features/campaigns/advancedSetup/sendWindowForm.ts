import { WEEKDAYS, type Weekday } from '@outreach/contracts/campaignChoices.ts';

/**
 * When a campaign's e-mails may go out, in each recipient's time zone: any time, or only on the
 * chosen days between two times. A sequence step without a window of its own keeps the campaign's.
 */
export interface SendWindowForm {
  enabled: boolean;
  days: Weekday[];
  start: string;
  end: string;
}

/** Business hours, the window offered when one is turned on. */
export const anyTime = (): SendWindowForm => ({ enabled: false, days: ['mon', 'tue', 'wed', 'thu', 'fri'], start: '09:00', end: '17:00' });

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What is wrong with the window, in the server's words; none while it is off. `label` prefixes each ("Step 2: "). */
export function sendWindowProblems(window: SendWindowForm, label = ''): string[] {
  if (!window.enabled) return [];
  const problems: string[] = [];
  if (window.days.length === 0) problems.push(`${label}The send window needs at least one day`);
  if (!TIME.test(window.start) || !TIME.test(window.end)) problems.push(`${label}Choose the send window's start and end times`);
  else if (window.start >= window.end) problems.push(`${label}The send window must start before it ends`);
  return problems;
}

/** The request's send window: the chosen days in week order and the times, or null (any time). */
export function sendWindowBody(window: SendWindowForm): { days: Weekday[]; start: string; end: string } | null {
  if (!window.enabled) return null;
  return { days: WEEKDAYS.filter((day) => window.days.includes(day)), start: window.start, end: window.end };
}

/** The fields for a recorded send window (sendWindowBody's reverse): off with business hours offered when there is none. */
export function sendWindowFormOf(window: { days: readonly Weekday[]; start: string; end: string } | null): SendWindowForm {
  return window ? { enabled: true, days: [...window.days], start: window.start, end: window.end } : anyTime();
}
