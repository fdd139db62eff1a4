import { describe, expect, it } from 'vitest';
import { given, testContext } from '../kit/given.ts';
import { abTestSignificance, twoProportionPValue } from './abTestSignificance.ts';
import { abTestSize, splitAbTest } from './abTestSplit.ts';
import { campaign, type CampaignEvent } from './campaign.ts';
import type { AbTestSettings } from './campaignContent.ts';
import type { CampaignAbTestDecided } from './decideAbTest.ts';
import type { CampaignAbTestStarted } from './startAbTest.ts';
import { SALES, SPRING, springFields, springSendRequested } from './campaignFixtures.ts';

const abTest = (overrides: Partial<AbTestSettings> = {}): AbTestSettings => ({
  variants: [
    { key: 'A', subject: 'Your listings in {{city}}', content: null },
    { key: 'B', subject: 'A question about your listings', content: null },
  ],
  testPercent: 20,
  waitHours: 4,
  metric: 'replies',
  fallback: 'first-variant',
  ...overrides,
});

const created = (settings: AbTestSettings): CampaignEvent => ({
  type: 'CampaignCreated',
  data: { campaignId: SPRING, createdAt: '2026-01-01T00:00:00.000Z', recipientCount: 1200, ...springFields, type: 'ab-test', abTest: settings },
});
const contacts = (n: number) => Array.from({ length: n }, (_, i) => `c-${i}`);
const started = (n: number): CampaignEvent[] => [
  {
    type: 'CampaignAudienceFixed',
    data: { campaignId: SPRING, chunkIndex: 0, chunkCount: 1, total: n, recipients: contacts(n).map((contactId, i) => ({ contactId, email: `agent${i}@example.com`, name: null })) },
  },
  { type: 'CampaignSendStarted', data: { campaignId: SPRING, startedAt: '2026-01-05T15:01:00.000Z', recipientCount: n, chunkCount: 1, excluded: { suppressed: 0, invalid: 0 }, emailAccountIds: [SALES] } },
];
const splitOf = (settings: AbTestSettings, n: number) => {
  const past = [created(settings), springSendRequested, ...started(n)];
  return [...past, ...given(campaign, past).when({ type: 'StartAbTest', campaignId: SPRING, contactIds: contacts(n) }).run()];
};
const decide = (past: CampaignEvent[], observed: [number, number][], now = '2026-01-05T19:01:00.000Z') =>
  given(campaign, past, testContext({ now })).when({ type: 'DecideAbTest', campaignId: SPRING, observed: observed.map(([sent, conversions], i) => ({ variant: (['A', 'B', 'C', 'D'] as const)[i]!, sent, conversions })) });

describe('splitting an A/B test', () => {
  it('gives the test share to the variants evenly, at least one each, the same way every time', () => {
    expect(abTestSize(1000, abTest())).toBe(200);
    expect(abTestSize(3, abTest())).toBe(2);
    expect(abTestSize(1, abTest())).toBe(1);
    const three = abTest({ testPercent: 25, variants: [...abTest().variants, { key: 'C', subject: 'Three', content: null }] });
    const first = splitAbTest(SPRING, contacts(1001), three);
    expect(first.assignments).toHaveLength(250);
    expect(['A', 'B', 'C'].map((k) => first.assignments.filter((a) => a.variant === k).length)).toEqual([84, 83, 83]);
    expect(first.rest).toHaveLength(751);
    expect(new Set([...first.assignments.map((a) => a.contactId), ...first.rest]).size).toBe(1001);
    expect(splitAbTest(SPRING, [...contacts(1001)].reverse(), three).assignments).toEqual(first.assignments);
    // Another campaign splits the same contacts otherwise.
    expect(splitAbTest('55555555-5555-4555-8555-555555555599', contacts(1001), abTest({ testPercent: 25 })).assignments.map((a) => a.contactId)).not.toEqual(
      splitAbTest(SPRING, contacts(1001), abTest({ testPercent: 25 })).assignments.map((a) => a.contactId),
    );
  });
});

describe('StartAbTest', () => {
  it('records each test recipient’s variant in chunks, then the start with the decision due after the wait', () => {
    const past = [created(abTest()), springSendRequested, ...started(2500)];
    const events = given(campaign, past).when({ type: 'StartAbTest', campaignId: SPRING, contactIds: contacts(2500) }).run();
    expect(events.map((e) => e.type)).toEqual(['CampaignAbTestAssigned', 'CampaignAbTestStarted']);
    expect((events[0]!.data as { assignments: unknown[] }).assignments).toHaveLength(500);
    expect(events[1]!.data).toEqual({
      campaignId: SPRING,
      startedAt: '2026-01-05T15:04:00.000Z',
      decideAt: '2026-01-05T19:01:00.000Z',
      testPercent: 20,
      testRecipients: 500,
      restRecipients: 2000,
      variants: [
        { variant: 'A', recipients: 250 },
        { variant: 'B', recipients: 250 },
      ],
    } satisfies CampaignAbTestStarted['data']);
  });

  it('refuses a second split, an audience that is not the fixed one, a send without a fixed audience, a one-time campaign', () => {
    const split = splitOf(abTest(), 10);
    expect(given(campaign, split).when({ type: 'StartAbTest', campaignId: SPRING, contactIds: contacts(10) }).error()).toMatchObject({ code: 'illegal_state', message: 'Cannot start the A/B test: it has started already' });
    const past = [created(abTest()), springSendRequested, ...started(10)];
    expect(given(campaign, past).when({ type: 'StartAbTest', campaignId: SPRING, contactIds: contacts(9) }).error()).toMatchObject({ code: 'invalid', message: "The send's audience has 10 recipients, not 9" });
    expect(given(campaign, [created(abTest()), springSendRequested]).when({ type: 'StartAbTest', campaignId: SPRING, contactIds: [] }).error().message).toBe('Cannot start the A/B test: its send has no fixed audience');
    const oneTime: CampaignEvent = { type: 'CampaignCreated', data: { campaignId: SPRING, createdAt: '2026-01-01T00:00:00.000Z', recipientCount: 10, ...springFields } };
    expect(given(campaign, [oneTime, springSendRequested, ...started(10)]).when({ type: 'StartAbTest', campaignId: SPRING, contactIds: contacts(10) }).error().message).toBe(
      'Cannot start an A/B test: the campaign is not an A/B test',
    );
  });
});

describe('DecideAbTest', () => {
  it('names a significant winner and sends it to the rest', () => {
    const split = splitOf(abTest(), 1000);
    const [event] = decide(split, [
      [100, 2],
      [100, 15],
    ]).run() as CampaignAbTestDecided[];
    expect(event!.data).toMatchObject({ metric: 'replies', leader: 'B', winner: 'B', significant: true, rule: 'significant-winner', restVariant: 'B', restRecipients: 800, heldBack: 0 });
    expect(event!.data.pValue).toBeCloseTo(twoProportionPValue({ sent: 100, conversions: 15 }, { sent: 100, conversions: 2 }), 12);
    expect(event!.data.pValue).toBeLessThan(0.01);
    expect(event!.data.variants).toEqual([
      { variant: 'A', recipients: 100, sent: 100, conversions: 2, rate: 0.02, confidence: event!.data.confidence },
      { variant: 'B', recipients: 100, sent: 100, conversions: 15, rate: 0.15, confidence: null },
    ]);
  });

  it('applies the fallback when no variant wins significantly: the first variant, the best observed, or nothing for the rest', () => {
    const observed: [number, number][] = [
      [100, 3],
      [100, 5],
    ];
    const first = decide(splitOf(abTest(), 1000), observed).run()[0] as CampaignAbTestDecided;
    expect(first.data).toMatchObject({ leader: 'B', winner: null, significant: false, rule: 'first-variant', restVariant: 'A', heldBack: 0 });
    expect(first.data.confidence).toBeLessThan(0.95);
    const best = decide(splitOf(abTest({ fallback: 'best-observed' }), 1000), observed).run()[0] as CampaignAbTestDecided;
    expect(best.data).toMatchObject({ winner: null, rule: 'best-observed', restVariant: 'B', heldBack: 0 });
    const hold = splitOf(abTest({ fallback: 'hold' }), 1000);
    const held = decide(hold, observed).run() as CampaignAbTestDecided[];
    expect(held[0]!.data).toMatchObject({ winner: null, rule: 'hold', restVariant: null, heldBack: 800 });
    // The send completes with the held-back recipients counted.
    const done = [...hold, ...held];
    const complete = (heldBack: number | undefined) =>
      given(campaign, done).when({ type: 'CompleteCampaignSend', campaignId: SPRING, counts: { selected: 1000, sent: 195, skipped: { Unsubscribed: 5 }, failed: 0, unknown: 0, ...(heldBack === undefined ? {} : { heldBack }) } });
    expect(complete(800).run()[0]!.data).toMatchObject({ counts: { selected: 1000, sent: 195, heldBack: 800 } });
    expect(complete(undefined).error()).toMatchObject({ code: 'invalid', message: 'The send held back 800 recipients, not 0' });
  });

  it('needs a conversion to win, and corrects for comparing more than two variants', () => {
    expect(abTestSignificance([{ variant: 'A', sent: 50, conversions: 0 }, { variant: 'B', sent: 50, conversions: 0 }])).toMatchObject({ leader: 'A', pValue: 1, significant: false });
    const three = abTestSignificance([
      { variant: 'A', sent: 100, conversions: 2 },
      { variant: 'B', sent: 100, conversions: 10 },
      { variant: 'C', sent: 100, conversions: 3 },
    ]);
    expect(three.leader).toBe('B');
    expect(three.pValue).toBeCloseTo(2 * twoProportionPValue({ sent: 100, conversions: 10 }, { sent: 100, conversions: 3 }), 12);
  });

  it('refuses before the wait is over, twice, with counts that cannot be, and completing before the decision', () => {
    const split = splitOf(abTest(), 1000);
    expect(decide(split, [[100, 1], [100, 2]], '2026-01-05T19:00:59.000Z').error()).toMatchObject({ code: 'illegal_state', message: 'Cannot decide the A/B test before 2026-01-05T19:01:00.000Z' });
    expect(decide(split, [[101, 1], [100, 2]]).error().message).toBe('Variant A had 100 test recipients, not 101 sent');
    expect(decide(split, [[100, 1], [10, 12]]).error().message).toBe('Variant B: more replies (12) than e-mails sent (10)');
    expect(decide(split, [[100, 1]]).error().message).toBe('Give what each variant did, in order: A, B');
    const decided = [...split, ...decide(split, [[100, 1], [100, 2]]).run()];
    expect(decide(decided, [[100, 1], [100, 2]]).error().message).toBe('Cannot decide the A/B test: it is decided already');
    expect(given(campaign, split).when({ type: 'CompleteCampaignSend', campaignId: SPRING, counts: { selected: 1000, sent: 1000, skipped: {}, failed: 0, unknown: 0 } }).error().message).toBe(
      'Cannot complete the send: its A/B test is not decided yet',
    );
  });
});

describe('PostponeAbTestDecision', () => {
  const postpone = (past: CampaignEvent[], now: string, pendingTestEmails = 12) =>
    given(campaign, past, testContext({ now })).when({ type: 'PostponeAbTestDecision', campaignId: SPRING, pendingTestEmails });

  it('with test e-mails still on their way when the decision is due, puts it off by the whole wait, and the decision then waits for that', () => {
    const split = splitOf(abTest(), 1000);
    const postponed = postpone(split, '2026-01-05T19:02:00.000Z').run();
    expect(postponed).toEqual([
      {
        type: 'CampaignAbTestDecisionPostponed',
        data: { campaignId: SPRING, postponedAt: '2026-01-05T19:02:00.000Z', previousDecideAt: '2026-01-05T19:01:00.000Z', decideAt: '2026-01-05T23:02:00.000Z', pendingTestEmails: 12 },
      },
    ]);
    const later = [...split, ...postponed];
    expect(decide(later, [[100, 1], [100, 2]], '2026-01-05T23:01:59.000Z').error().message).toBe('Cannot decide the A/B test before 2026-01-05T23:02:00.000Z');
    expect(decide(later, [[100, 1], [100, 2]], '2026-01-05T23:02:00.000Z').run()[0]!.type).toBe('CampaignAbTestDecided');
  });

  it('refuses before the decision is due, with nothing on its way, once decided, and before the test started', () => {
    const split = splitOf(abTest(), 1000);
    expect(postpone(split, '2026-01-05T19:00:59.000Z').error()).toMatchObject({ code: 'illegal_state', message: 'Cannot postpone the A/B test decision: it is not due yet' });
    expect(postpone(split, '2026-01-05T19:02:00.000Z', 0).error().message).toBe('Cannot postpone the A/B test decision: every test e-mail has gone out');
    const decided = [...split, ...decide(split, [[100, 1], [100, 2]]).run()];
    expect(postpone(decided, '2026-01-05T19:02:00.000Z').error().message).toBe('Cannot postpone the A/B test decision: it is decided');
    expect(postpone([created(abTest()), springSendRequested, ...started(1000)], '2026-01-05T19:02:00.000Z').error().message).toBe('Cannot postpone the A/B test decision: the test has not started');
  });
});
