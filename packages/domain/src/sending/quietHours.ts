import { DateTime } from 'luxon';
import { invalid } from '../kit/errors.ts';

/**
 * When a marketing text may reach a recipient, in the recipient's own time zone. Federal law (the
 * TCPA) allows 8 a.m.–9 p.m. at the called party's location; Florida's Telephone Solicitation Act
 * allows 8 a.m.–8 p.m. and at most 3 texts to a person in 24 hours. Pure: the caller passes `now`.
 */

export type QuietHoursLaw = 'federal TCPA' | 'Florida FTSA';

export interface QuietHoursRule {
  /** First local hour a text may go (inclusive). */
  startHour: number;
  /** Local hour from which texts wait for the next morning (exclusive end of the window). */
  endHour: number;
  /** At most this many marketing texts to one recipient in any 24 hours, where the law caps them. */
  maxTextsPer24h?: number;
  law: QuietHoursLaw;
}

const FEDERAL: QuietHoursRule = { startHour: 8, endHour: 21, law: 'federal TCPA' };
const FLORIDA: QuietHoursRule = { startHour: 8, endHour: 20, maxTextsPer24h: 3, law: 'Florida FTSA' };

/**
 * The rule for a recipient located in the given states (USPS codes, e.g. the address's state and
 * the area code's): Florida's when any of them is FL, since Florida presumes a Florida area code is a
 * Florida resident's; otherwise the federal one.
 */
export function quietHoursRule(...states: readonly (string | null | undefined)[]): QuietHoursRule {
  return states.some((s) => s?.trim().toUpperCase() === 'FL') ? FLORIDA : FEDERAL;
}

export type SendTimeCheck = { allowed: true } | { allowed: false; until: Date; reason: string };

export interface SendTimeQuestion {
  now: Date;
  /** The recipient's IANA zone. */
  zone: string;
  /** USPS code of the recipient's state, when known. */
  state?: string | null;
  /** USPS code of the state of the phone's area code, when known. */
  areaCodeState?: string | null;
  /** When this recipient was sent marketing texts (only the last 24 hours matter). */
  recentTextTimes?: readonly Date[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** 8 → "8 a.m.", 20 → "8 p.m.", 12 → "noon", 0 → "midnight". */
function hourText(hour: number): string {
  if (hour === 0 || hour === 24) return 'midnight';
  if (hour === 12) return 'noon';
  return hour < 12 ? `${hour} a.m.` : `${hour - 12} p.m.`;
}

/** The window's opening on the given local day (8:00 exists on every US day: clocks change at 2:00). */
function opening(day: DateTime, rule: QuietHoursRule): DateTime {
  return day.set({ hour: rule.startHour, minute: 0, second: 0, millisecond: 0 });
}

/** The first moment at or after `at` inside the day's window, in the recipient's zone. */
function insideWindow(at: DateTime, rule: QuietHoursRule): DateTime {
  const start = opening(at, rule);
  if (at < start) return start;
  const end = at.set({ hour: rule.endHour, minute: 0, second: 0, millisecond: 0 });
  if (at >= end) return opening(at.plus({ days: 1 }), rule);
  return at;
}

/**
 * Whether a marketing text may go to the recipient now, and if not, the first moment it may:
 * before the window opens → today at the opening, local time; after it closes → tomorrow at the
 * opening; under Florida's cap with 3 texts in the last 24 hours → when the oldest of them turns
 * 24 hours old, moved into the window if that moment falls in quiet hours.
 */
export function nextAllowedSendTime(question: SendTimeQuestion): SendTimeCheck {
  const { now, zone } = question;
  const local = DateTime.fromJSDate(now, { zone });
  if (!local.isValid) throw invalid(`Unknown time zone: ${zone}`);
  const rule = quietHoursRule(question.state, question.areaCodeState);
  const reasons: string[] = [];

  let earliest: DateTime = local;
  const cap = rule.maxTextsPer24h;
  if (cap !== undefined) {
    const inLastDay = (question.recentTextTimes ?? [])
      .map((t) => t.getTime())
      .filter((t) => t > now.getTime() - DAY_MS)
      .sort((a, b) => a - b);
    if (inLastDay.length >= cap) {
      // One more text is allowed once enough of them are 24 hours old to leave cap − 1 in the window.
      const freedAt = inLastDay[inLastDay.length - cap]! + DAY_MS;
      earliest = DateTime.fromMillis(freedAt, { zone });
      reasons.push(`At most ${cap} marketing texts in 24 hours to a recipient in Florida (${rule.law})`);
    }
  }

  const allowedAt = insideWindow(earliest, rule);
  if (allowedAt > earliest) {
    const lawNote = rule.law === FEDERAL.law ? '' : `, ${rule.law}`;
    reasons.push(`quiet hours in ${zone} (${hourText(rule.startHour)}–${hourText(rule.endHour)}${lawNote})`);
  }
  if (reasons.length === 0) return { allowed: true };
  const reason = reasons.join(', then ');
  return { allowed: false, until: allowedAt.toJSDate(), reason: reason.charAt(0).toUpperCase() + reason.slice(1) };
}
