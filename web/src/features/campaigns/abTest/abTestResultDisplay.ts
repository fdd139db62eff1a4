import type { AbTestMetric } from '@outreach/contracts/campaignChoices.ts';
import { formatDateTime } from '../../../shared/format/formatDate.ts';
import type { Campaign } from '../shared/campaignTypes.ts';

export type AbTestResult = NonNullable<Campaign['abTestResult']>;
export type AbTestDecision = NonNullable<AbTestResult['decision']>;
export type AbTestLive = NonNullable<AbTestResult['live']>;

export const AB_TEST_METRIC_TITLES: Record<AbTestMetric, string> = { replies: 'Replies', clicks: 'Clicks', opens: 'Opens' };

/** A share as a percentage with one decimal; '—' when there is none yet. */
export const percentText = (share: number | null) => (share === null ? '—' : `${(share * 100).toFixed(1)}%`);

/** One row of the variants' table. */
export interface AbTestRow {
  variant: string;
  recipients: number;
  sent: string;
  conversions: string;
  rate: string;
  /** How sure the test is that the leader beats this variant; 'Leader' for the leader itself. */
  confidence: string;
  winner: boolean;
}

/** The figures so far while the test waits for its decision; null once decided (or when the server gave none). */
export const abTestLive = (result: AbTestResult): AbTestLive | null => (result.decision ? null : (result.live ?? null));

/**
 * The variants' rows: once decided the decision's figures; while the test waits, each variant's
 * figures so far (sent, conversions, rate), with no confidence or winner until the decision.
 */
export function abTestRows(result: AbTestResult): AbTestRow[] {
  const decision = result.decision;
  const live = abTestLive(result);
  return result.variants.map((v) => {
    const figures = live?.variants.find((l) => l.variant === v.variant) ?? v;
    return {
      variant: v.variant,
      recipients: v.recipients,
      sent: figures.sent === null ? '—' : String(figures.sent),
      conversions: figures.conversions === null ? '—' : String(figures.conversions),
      rate: percentText(figures.rate),
      confidence: !decision ? '—' : decision.leader === v.variant ? 'Leader' : percentText(v.confidence),
      winner: decision?.winner === v.variant,
    };
  });
}

/** The titles of the figures' columns: 'so far' while the test waits and its figures are live. */
export function abTestColumnTitles(metric: AbTestMetric, live: boolean): { sent: string; conversions: string; rate: string } {
  const soFar = live ? ' so far' : '';
  return { sent: `Sent${soFar}`, conversions: `${AB_TEST_METRIC_TITLES[metric]}${soFar}`, rate: `Rate${soFar}` };
}

/** What the rest of the audience got when no variant won significantly. */
export function fallbackText(decision: AbTestDecision): string {
  switch (decision.rule) {
    case 'first-variant':
      return `variant ${decision.restVariant} sent to the other ${decision.restRecipients} recipients`;
    case 'best-observed':
      return `the best-performing variant (${decision.restVariant}) sent to the other ${decision.restRecipients} recipients`;
    case 'hold':
      return `nothing sent to the other ${decision.heldBack} recipients (held back)`;
    default:
      return '';
  }
}

/** The headline: when the winner is decided, the winner with its confidence, or 'No significant winner: {fallback rule}'. */
export function abTestOutcomeText(result: AbTestResult): { tone: 'info' | 'success' | 'warning'; text: string } {
  const decision = result.decision;
  if (!decision) return { tone: 'info', text: result.decideAt ? `Testing: the winner is decided at ${formatDateTime(result.decideAt)}` : 'Testing' };
  const metric = AB_TEST_METRIC_TITLES[decision.metric].toLowerCase();
  if (decision.winner) {
    return { tone: 'success', text: `Variant ${decision.winner} wins on ${metric} (${percentText(decision.confidence)} confidence): sent to the other ${decision.restRecipients} recipients` };
  }
  return { tone: 'warning', text: `No significant winner (${percentText(decision.confidence)} confidence that ${decision.leader} leads on ${metric}): ${fallbackText(decision)}` };
}
