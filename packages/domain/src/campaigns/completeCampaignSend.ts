import { illegalState, invalid } from '../kit/errors.ts';
import type { DomainEvent } from '../kit/events.ts';
import type { CommandContext } from '../kit/metadata.ts';
import { requireStatus, type CampaignState } from './campaignState.ts';

/** Where every recipient of a send ended: selected = sent + skipped (by reason) + failed + unknown (+ held back by an A/B test's fallback). */
export interface CampaignSendCounts {
  selected: number;
  sent: number;
  /** Skipped recipients by reason (Unsubscribed, Invalid address, …). */
  skipped: Record<string, number>;
  failed: number;
  unknown: number;
  /** Recipients an A/B test without a significant winner held back (fallback 'hold'): they got nothing. */
  heldBack?: number;
}

export type CompleteCampaignSend = { type: 'CompleteCampaignSend'; campaignId: string; counts: CampaignSendCounts };
export type CampaignSendCompleted = DomainEvent<'CampaignSendCompleted', { campaignId: string; completedAt: string; counts: CampaignSendCounts }>;

const whole = (n: number) => Number.isInteger(n) && n >= 0;

/** Every e-mail of a started send has its outcome: the campaign is sent, its numbers adding up to the fixed audience. */
export function completeCampaignSend(command: CompleteCampaignSend, state: CampaignState, context: CommandContext): CampaignSendCompleted[] {
  requireStatus(state, ['sending'], 'complete the send', 'Only a sending campaign completes.');
  if (!state.send?.startedAt) throw illegalState('Cannot complete the send: its audience is not fixed yet');
  const { counts } = command;
  const skipped = Object.values(counts.skipped);
  const heldBack = counts.heldBack ?? 0;
  if (![counts.selected, counts.sent, counts.failed, counts.unknown, heldBack, ...skipped].every(whole)) throw invalid('Send counts are whole numbers, 0 or more');
  if (state.abTest && !state.abTest.decided) throw illegalState('Cannot complete the send: its A/B test is not decided yet');
  if (heldBack !== (state.abTest?.decided?.heldBack ?? 0)) throw invalid(`The send held back ${state.abTest?.decided?.heldBack ?? 0} recipients, not ${heldBack}`);
  if (counts.selected !== state.recipientCount) throw invalid(`The send selected ${state.recipientCount} recipients, not ${counts.selected}`);
  const accounted = counts.sent + skipped.reduce((a, b) => a + b, 0) + counts.failed + counts.unknown + heldBack;
  if (accounted !== counts.selected) {
    const held = heldBack ? ` + ${heldBack} held back` : '';
    throw invalid(`The counts do not add up: ${counts.sent} sent + ${accounted - counts.sent - counts.failed - counts.unknown - heldBack} skipped + ${counts.failed} failed + ${counts.unknown} unknown${held} = ${accounted}, not ${counts.selected}`);
  }
  return [{ type: 'CampaignSendCompleted', data: { campaignId: command.campaignId, completedAt: context.now, counts: { ...counts, skipped: { ...counts.skipped } } } }];
}
