import type { AbTestFallback, AbTestMetric, AbVariantKey } from '@outreach/contracts/campaignChoices.ts';
import { illegalState, invalid } from '../kit/errors.ts';
import type { DomainEvent } from '../kit/events.ts';
import type { CommandContext } from '../kit/metadata.ts';
import { abTestSignificance, type AbVariantComparison, type AbVariantObservation } from './abTestSignificance.ts';
import { requireCampaign, type CampaignState } from './campaignState.ts';

/** What decided where the rest of the audience goes: a significant winner, or the campaign's fallback. */
export type AbTestRule = 'significant-winner' | AbTestFallback;

/** The sender, once the wait is over, gives what each variant's test recipients did on the campaign's metric. */
export type DecideAbTest = { type: 'DecideAbTest'; campaignId: string; observed: readonly AbVariantObservation[] };

export type CampaignAbTestDecided = DomainEvent<
  'CampaignAbTestDecided',
  {
    campaignId: string;
    decidedAt: string;
    metric: AbTestMetric;
    /** Each variant: test recipients, e-mails sent, conversions on the metric, rate, and the confidence that the leader beats it. */
    variants: (AbVariantComparison & { recipients: number })[];
    leader: AbVariantKey;
    /** The significant winner; null when none won significantly. */
    winner: AbVariantKey | null;
    significant: boolean;
    confidence: number;
    pValue: number;
    rule: AbTestRule;
    /** The variant the rest of the audience gets; null when the fallback holds them back. */
    restVariant: AbVariantKey | null;
    restRecipients: number;
    /** Recipients who get nothing (the rest, when the fallback holds). */
    heldBack: number;
  }
>;

const whole = (n: number) => Number.isInteger(n) && n >= 0;

/**
 * Decide an A/B test once its wait is over: a two-proportion z-test of the leader against the
 * other variants; a significant leader wins and goes to the rest of the audience, otherwise the
 * campaign's fallback applies (the first variant, the best observed one, or nothing for the rest).
 */
export function decideAbTest(command: DecideAbTest, state: CampaignState, context: CommandContext): CampaignAbTestDecided[] {
  const fields = requireCampaign(state);
  const test = state.abTest;
  if (!fields.abTest || !test) throw illegalState('Cannot decide the A/B test: it has not started');
  if (test.decided) throw illegalState('Cannot decide the A/B test: it is decided already');
  if (!(state.status === 'sending' || (state.status === 'paused' && state.pausedFrom === 'sending'))) throw illegalState('Cannot decide the A/B test: the campaign is not being sent');
  if (Date.parse(context.now) < Date.parse(test.decideAt)) throw illegalState(`Cannot decide the A/B test before ${test.decideAt}`);
  const keys = fields.abTest.variants.map((v) => v.key);
  if (command.observed.length !== keys.length || command.observed.some((o, i) => o.variant !== keys[i])) throw invalid(`Give what each variant did, in order: ${keys.join(', ')}`);
  for (const o of command.observed) {
    const recipients = test.variants[o.variant] ?? 0;
    if (!whole(o.sent) || !whole(o.conversions)) throw invalid(`Variant ${o.variant}: counts are whole numbers, 0 or more`);
    if (o.sent > recipients) throw invalid(`Variant ${o.variant} had ${recipients} test recipients, not ${o.sent} sent`);
    if (o.conversions > o.sent) throw invalid(`Variant ${o.variant}: more ${fields.abTest.metric} (${o.conversions}) than e-mails sent (${o.sent})`);
  }
  const result = abTestSignificance(command.observed);
  const fallback = fields.abTest.fallback;
  const rule: AbTestRule = result.significant ? 'significant-winner' : fallback;
  const restVariant = result.significant || fallback === 'best-observed' ? result.leader : fallback === 'first-variant' ? keys[0]! : null;
  return [
    {
      type: 'CampaignAbTestDecided',
      data: {
        campaignId: command.campaignId,
        decidedAt: context.now,
        metric: fields.abTest.metric,
        variants: result.variants.map((v) => ({ ...v, recipients: test.variants[v.variant] ?? 0 })),
        leader: result.leader,
        winner: result.significant ? result.leader : null,
        significant: result.significant,
        confidence: result.confidence,
        pValue: result.pValue,
        rule,
        restVariant,
        restRecipients: test.restRecipients,
        heldBack: restVariant === null ? test.restRecipients : 0,
      },
    },
  ];
}
