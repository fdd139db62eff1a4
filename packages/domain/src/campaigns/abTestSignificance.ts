import type { AbVariantKey } from '@outreach/contracts/campaignChoices.ts';
import { errorFunction } from 'simple-statistics';

/** What one variant's test recipients did: e-mails sent, and how many of them replied (clicked, opened). */
export interface AbVariantObservation {
  variant: AbVariantKey;
  sent: number;
  conversions: number;
}

export interface AbVariantComparison extends AbVariantObservation {
  /** conversions ÷ sent (0 when nothing was sent). */
  rate: number;
  /** How sure the test is that the leader does better than this variant (1 − its two-sided p-value); null for the leader. */
  confidence: number | null;
}

export interface AbTestSignificance {
  /** The variant with the best rate (the earlier one on a tie). */
  leader: AbVariantKey;
  variants: AbVariantComparison[];
  /** The leader against every other variant, Bonferroni-corrected: the largest pairwise p-value × (variants − 1), at most 1. */
  pValue: number;
  /** 1 − pValue. */
  confidence: number;
  /** The leader wins significantly: pValue under the significance level and at least one conversion. */
  significant: boolean;
}

/** The significance level a winner must beat. */
export const AB_TEST_ALPHA = 0.05;

/** The standard normal distribution's CDF, from the error function. */
const normalCdf = (z: number) => 0.5 * (1 + errorFunction(z / Math.SQRT2));

/**
 * The two-sided p-value of a pooled two-proportion z-test of a against b; 1 when the test cannot
 * tell them apart at all (a variant sent nothing, or both rates are 0 or both 1).
 */
export function twoProportionPValue(a: { sent: number; conversions: number }, b: { sent: number; conversions: number }): number {
  if (a.sent === 0 || b.sent === 0) return 1;
  const pooled = (a.conversions + b.conversions) / (a.sent + b.sent);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.sent + 1 / b.sent));
  if (se === 0) return 1;
  const z = (a.conversions / a.sent - b.conversions / b.sent) / se;
  return Math.min(1, 2 * (1 - normalCdf(Math.abs(z))));
}

/**
 * Which variant leads and how surely: each variant's rate, the leader's pooled two-proportion
 * z-test against every other variant, the p-values corrected for the number of comparisons.
 */
export function abTestSignificance(observed: readonly AbVariantObservation[]): AbTestSignificance {
  const rate = (o: AbVariantObservation) => (o.sent === 0 ? 0 : o.conversions / o.sent);
  const leader = observed.reduce((best, o) => (rate(o) > rate(best) ? o : best), observed[0]!);
  const pairwise = new Map(observed.filter((o) => o !== leader).map((o) => [o.variant, twoProportionPValue(leader, o)]));
  const comparisons = observed.length - 1;
  const pValue = Math.min(1, Math.max(0, ...pairwise.values()) * comparisons);
  return {
    leader: leader.variant,
    variants: observed.map((o) => ({ ...o, rate: rate(o), confidence: o === leader ? null : 1 - pairwise.get(o.variant)! })),
    pValue,
    confidence: 1 - pValue,
    significant: pValue < AB_TEST_ALPHA && leader.conversions > 0,
  };
}
