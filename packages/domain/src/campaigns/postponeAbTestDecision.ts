import { illegalState } from '../kit/errors.ts';
import type { DomainEvent } from '../kit/events.ts';
import type { CommandContext } from '../kit/metadata.ts';
import { requireCampaign, type CampaignState } from './campaignState.ts';

/**
 * The sender found, when the decision was due, test e-mails still on their way (a daily limit, a
 * send window, a pause held them): deciding then would judge variants that were barely sent, so the
 * decision waits the test's whole wait again.
 */
export type PostponeAbTestDecision = { type: 'PostponeAbTestDecision'; campaignId: string; pendingTestEmails: number };

export type CampaignAbTestDecisionPostponed = DomainEvent<
  'CampaignAbTestDecisionPostponed',
  { campaignId: string; postponedAt: string; previousDecideAt: string; decideAt: string; pendingTestEmails: number }
>;

export function postponeAbTestDecision(command: PostponeAbTestDecision, state: CampaignState, context: CommandContext): CampaignAbTestDecisionPostponed[] {
  const fields = requireCampaign(state);
  if (!state.abTest || !fields.abTest) throw illegalState('Cannot postpone the A/B test decision: the test has not started');
  if (state.abTest.decided) throw illegalState('Cannot postpone the A/B test decision: it is decided');
  if (Date.parse(context.now) < Date.parse(state.abTest.decideAt)) throw illegalState('Cannot postpone the A/B test decision: it is not due yet');
  if (command.pendingTestEmails < 1) throw illegalState('Cannot postpone the A/B test decision: every test e-mail has gone out');
  const decideAt = new Date(Date.parse(context.now) + fields.abTest.waitHours * 3_600_000).toISOString();
  return [
    {
      type: 'CampaignAbTestDecisionPostponed',
      data: { campaignId: command.campaignId, postponedAt: context.now, previousDecideAt: state.abTest.decideAt, decideAt, pendingTestEmails: command.pendingTestEmails },
    },
  ];
}
