import { describe, expect, it } from 'vitest';
import { deferralText, deferredSummary, deferredTitle } from './deferredEmails.ts';

const LIMIT = "The mailbox's daily limit of 42 e-mails is reached; it sends again after midnight (America/Chicago)";
const deferred = (dueAt: string, reason: string | null = LIMIT) => ({ status: 'deferred' as const, reason, dueAt });

describe("a send's deferred e-mails", () => {
  it('groups them by reason, with when the first and the last go', () => {
    const summary = deferredSummary(
      [
        deferred('2026-03-11T06:00:00.000Z'),
        deferred('2026-03-11T06:00:00.000Z'),
        deferred('2026-03-11T06:05:00.000Z'),
        deferred('2026-03-10T18:01:00.000Z', 'Pacing: one e-mail a minute'),
        { status: 'sent' as const, reason: '250 OK', dueAt: '2026-03-10T18:00:00.000Z' },
      ],
      false,
    );
    expect(summary).toEqual({
      count: 4,
      more: false,
      groups: [
        { reason: LIMIT, count: 3, firstDueAt: '2026-03-11T06:00:00.000Z', lastDueAt: '2026-03-11T06:05:00.000Z' },
        { reason: 'Pacing: one e-mail a minute', count: 1, firstDueAt: '2026-03-10T18:01:00.000Z', lastDueAt: '2026-03-10T18:01:00.000Z' },
      ],
    });
    expect(deferredTitle(summary)).toBe('4 e-mails deferred');
    expect(deferralText(summary.groups[1]!)).toMatch(/^1 e-mail waits until .+: Pacing: one e-mail a minute$/);
    expect(deferralText(summary.groups[0]!)).toMatch(new RegExp(`^3 e-mails wait from .+ to .+: ${LIMIT.replace(/[()]/g, '\\$&')}$`));
  });

  it('says "at least" when more wait than one page shows, and nothing when none waits', () => {
    const page = Array.from({ length: 200 }, () => deferred('2026-03-11T06:00:00.000Z'));
    expect(deferredTitle(deferredSummary(page, true))).toBe('200+ e-mails deferred');
    expect(deferredSummary([], true)).toEqual({ count: 0, more: false, groups: [] });
  });
});
