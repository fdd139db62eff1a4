import type { AbTestResultView } from '@outreach/contracts';
import type { CampaignAbTestDecided, CampaignAbTestDecisionPostponed, CampaignAbTestStarted } from '@outreach/domain';

export type AbTestResult = AbTestResultView;

/**
 * read.campaigns.ab_test_result after an A/B test's start (the variants' test recipients, when the
 * decision is due), a postponed decision (its new time) or its decision (each variant's figures,
 * the winner or the rule applied).
 */
export function abTestResult(event: CampaignAbTestStarted | CampaignAbTestDecisionPostponed | CampaignAbTestDecided, current: AbTestResult | null): AbTestResult {
  if (event.type === 'CampaignAbTestDecisionPostponed') return current ? { ...current, decideAt: event.data.decideAt } : { testPercent: null, testRecipients: 0, restRecipients: 0, decideAt: event.data.decideAt, variants: [], decision: null };
  if (event.type === 'CampaignAbTestStarted') {
    const { testPercent, testRecipients, restRecipients, decideAt, variants } = event.data;
    return {
      testPercent,
      testRecipients,
      restRecipients,
      decideAt,
      variants: variants.map(({ variant, recipients }) => ({ variant, recipients, sent: null, conversions: null, rate: null, confidence: null })),
      decision: null,
    };
  }
  const { campaignId: _id, variants, ...decision } = event.data;
  const base: AbTestResult = current ?? {
    testPercent: null,
    testRecipients: variants.reduce((n, v) => n + v.recipients, 0),
    restRecipients: decision.restRecipients,
    decideAt: null,
    variants: [],
    decision: null,
  };
  return { ...base, variants: variants.map(({ variant, recipients, sent, conversions, rate, confidence }) => ({ variant, recipients, sent, conversions, rate, confidence })), decision };
}
