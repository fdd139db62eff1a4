import { describe, expect, it } from 'vitest';
import { eventDetail, eventLabel } from '../shared/campaignDisplay.ts';
import { abTestColumnTitles, abTestLive, abTestOutcomeText, abTestRows, type AbTestResult } from './abTestResultDisplay.ts';

const testing: AbTestResult = {
  testPercent: 20,
  testRecipients: 40,
  restRecipients: 160,
  decideAt: '2026-01-05T19:00:00.000Z',
  variants: [
    { variant: 'A', recipients: 20, sent: null, conversions: null, rate: null, confidence: null },
    { variant: 'B', recipients: 20, sent: null, conversions: null, rate: null, confidence: null },
  ],
  decision: null,
};
const decision = {
  decidedAt: '2026-01-05T19:00:00.000Z',
  metric: 'replies' as const,
  leader: 'B' as const,
  winner: 'B' as const,
  significant: true,
  confidence: 0.99985,
  pValue: 0.00015,
  rule: 'significant-winner' as const,
  restVariant: 'B' as const,
  restRecipients: 160,
  heldBack: 0,
};
const decided: AbTestResult = {
  ...testing,
  variants: [
    { variant: 'A', recipients: 20, sent: 20, conversions: 0, rate: 0, confidence: 0.99985 },
    { variant: 'B', recipients: 20, sent: 19, conversions: 12, rate: 12 / 19, confidence: null },
  ],
  decision,
};

describe('A/B test results', () => {
  it('show each variant’s recipients, and once decided its sent e-mails, conversions, rate and the confidence against the leader', () => {
    expect(abTestRows(testing).map((r) => [r.variant, r.recipients, r.sent, r.rate, r.confidence])).toEqual([
      ['A', 20, '—', '—', '—'],
      ['B', 20, '—', '—', '—'],
    ]);
    expect(abTestRows(decided)).toEqual([
      { variant: 'A', recipients: 20, sent: '20', conversions: '0', rate: '0.0%', confidence: '100.0%', winner: false },
      { variant: 'B', recipients: 20, sent: '19', conversions: '12', rate: '63.2%', confidence: 'Leader', winner: true },
    ]);
  });

  it('show each variant’s live figures so far while the test waits: sent, conversions and rate, no confidence or winner yet', () => {
    const live: AbTestResult = {
      ...testing,
      live: {
        metric: 'replies',
        variants: [
          { variant: 'A', sent: 12, conversions: 1, rate: 1 / 12 },
          { variant: 'B', sent: 0, conversions: 0, rate: null },
        ],
      },
    };
    expect(abTestLive(live)).toBe(live.live);
    expect(abTestRows(live)).toEqual([
      { variant: 'A', recipients: 20, sent: '12', conversions: '1', rate: '8.3%', confidence: '—', winner: false },
      { variant: 'B', recipients: 20, sent: '0', conversions: '0', rate: '—', confidence: '—', winner: false },
    ]);
    expect(abTestColumnTitles('clicks', true)).toEqual({ sent: 'Sent so far', conversions: 'Clicks so far', rate: 'Rate so far' });
    // Once decided the decision's figures are the ones shown, even if figures so far were kept.
    expect(abTestLive({ ...decided, live: live.live })).toBeNull();
    expect(abTestRows({ ...decided, live: live.live })).toEqual(abTestRows(decided));
    expect(abTestColumnTitles('replies', false)).toEqual({ sent: 'Sent', conversions: 'Replies', rate: 'Rate' });
    // A server without figures so far: nothing to show yet.
    expect(abTestLive(testing)).toBeNull();
  });

  it('name the winner, or say there is none and which fallback rule applied', () => {
    expect(abTestOutcomeText(testing)).toMatchObject({ tone: 'info', text: expect.stringMatching(/^Testing: the winner is decided at /) });
    expect(abTestOutcomeText(decided)).toEqual({ tone: 'success', text: 'Variant B wins on replies (100.0% confidence): sent to the other 160 recipients' });
    const none = { ...decision, winner: null, significant: false, confidence: 0.6, pValue: 0.4 };
    expect(abTestOutcomeText({ ...decided, decision: { ...none, rule: 'first-variant', restVariant: 'A' } }).text).toBe(
      'No significant winner (60.0% confidence that B leads on replies): variant A sent to the other 160 recipients',
    );
    expect(abTestOutcomeText({ ...decided, decision: { ...none, rule: 'best-observed' } }).text).toBe(
      'No significant winner (60.0% confidence that B leads on replies): the best-performing variant (B) sent to the other 160 recipients',
    );
    expect(abTestOutcomeText({ ...decided, decision: { ...none, rule: 'hold', restVariant: null, heldBack: 160 } })).toEqual({
      tone: 'warning',
      text: 'No significant winner (60.0% confidence that B leads on replies): nothing sent to the other 160 recipients (held back)',
    });
  });

  it('name the split and the decision on the campaign’s timeline', () => {
    expect(eventLabel('ab_test_decided')).toBe('A/B test decided');
    expect(eventDetail('ab_test_assigned', { assignments: 1000 })).toBe('1,000 test recipients given their variant');
    expect(eventDetail('ab_test_started', { testRecipients: 40, restRecipients: 160, decideAt: '2026-01-05T19:00:00.000Z' })).toMatch(/^40 test recipients, 160 waiting; the winner is decided at /);
    expect(eventDetail('ab_test_decided', { winner: 'B', rule: 'significant-winner', restVariant: 'B' })).toBe('Variant B wins and goes to the rest');
    expect(eventDetail('ab_test_decided', { winner: null, rule: 'best-observed', restVariant: 'C' })).toBe('No significant winner: variant C goes to the rest (best-observed)');
    expect(eventDetail('ab_test_decided', { winner: null, rule: 'hold', restVariant: null })).toBe('No significant winner: the rest held back');
    expect(eventDetail('send_completed', { counts: { sent: 40, skipped: {}, failed: 0, unknown: 0, heldBack: 160 } })).toBe('40 sent, 0 skipped, 0 failed, 0 unknown, 160 held back');
  });
});
