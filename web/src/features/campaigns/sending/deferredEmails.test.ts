import { describe, expect, it } from 'vitest';
import { deferralText, deferredTitle } from './deferredEmails.ts';

const LIMIT = "The mailbox's daily limit of 42 e-mails is reached; it sends again after midnight (America/Chicago)";

describe("a send's deferred e-mails", () => {
  it('tells how many wait, and for each reason when the first and the last go', () => {
    expect(deferredTitle({ total: 4 })).toBe('4 e-mails deferred');
    expect(deferredTitle({ total: 1 })).toBe('1 e-mail deferred');
    expect(deferredTitle({ total: 7500 })).toBe('7,500 e-mails deferred');
    const pacing = { reason: 'Pacing: one e-mail a minute', count: 1, firstDueAt: '2026-03-10T18:01:00.000Z', lastDueAt: '2026-03-10T18:01:00.000Z' };
    expect(deferralText(pacing)).toMatch(/^1 e-mail waits until .+: Pacing: one e-mail a minute$/);
    const limit = { reason: LIMIT, count: 3, firstDueAt: '2026-03-11T06:00:00.000Z', lastDueAt: '2026-03-11T06:05:00.000Z' };
    expect(deferralText(limit)).toMatch(new RegExp(`^3 e-mails wait from .+ to .+: ${LIMIT.replace(/[()]/g, '\\$&')}$`));
  });
});
