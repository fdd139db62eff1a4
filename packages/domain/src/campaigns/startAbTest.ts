import { CAMPAIGN_LIMITS, type AbVariantKey } from '@outreach/contracts/campaignChoices.ts';
import { illegalState, invalid } from '../kit/errors.ts';
import type { DomainEvent } from '../kit/events.ts';
import type { CommandContext } from '../kit/metadata.ts';
import { splitAbTest, type AbTestAssignment } from './abTestSplit.ts';
import { requireCampaign, type CampaignState } from './campaignState.ts';

/** The sender splits the fixed audience of an A/B test's send: the test share to the variants, the rest waiting for the decision. */
export type StartAbTest = { type: 'StartAbTest'; campaignId: string; contactIds: readonly string[] };

/** One chunk (at most CAMPAIGN_LIMITS.audienceChunk) of the test recipients and the variant each gets. */
export type CampaignAbTestAssigned = DomainEvent<'CampaignAbTestAssigned', { campaignId: string; chunkIndex: number; chunkCount: number; assignments: AbTestAssignment[] }>;
/** The test is split (every chunk before this event): its e-mails go out; the winner is decided at `decideAt`. */
export type CampaignAbTestStarted = DomainEvent<
  'CampaignAbTestStarted',
  {
    campaignId: string;
    startedAt: string;
    /** The send's start + the test's wait. */
    decideAt: string;
    testPercent: number;
    testRecipients: number;
    /** Recipients waiting for the winner. */
    restRecipients: number;
    variants: { variant: AbVariantKey; recipients: number }[];
  }
>;

/**
 * Split a started A/B test send once: the contacts of its fixed audience (all of them, once each),
 * the test share dealt evenly to the variants in an order seeded by the campaign's id; the
 * decision is due the test's wait after the send started.
 */
export function startAbTest(command: StartAbTest, state: CampaignState, context: CommandContext): (CampaignAbTestAssigned | CampaignAbTestStarted)[] {
  const fields = requireCampaign(state);
  if (fields.type !== 'ab-test' || !fields.abTest) throw illegalState('Cannot start an A/B test: the campaign is not an A/B test');
  const sending = state.status === 'sending' || (state.status === 'paused' && state.pausedFrom === 'sending');
  if (!sending || !state.send?.startedAt) throw illegalState('Cannot start the A/B test: its send has no fixed audience');
  if (state.abTest) throw illegalState('Cannot start the A/B test: it has started already');
  if (new Set(command.contactIds).size !== command.contactIds.length) throw invalid('A contact is in the audience twice');
  if (command.contactIds.length !== state.recipientCount) throw invalid(`The send's audience has ${state.recipientCount} recipients, not ${command.contactIds.length}`);
  const { assignments, rest } = splitAbTest(command.campaignId, command.contactIds, fields.abTest);
  const size = CAMPAIGN_LIMITS.audienceChunk;
  const chunkCount = Math.ceil(assignments.length / size);
  const chunks = Array.from({ length: chunkCount }, (_, chunkIndex): CampaignAbTestAssigned => ({
    type: 'CampaignAbTestAssigned',
    data: { campaignId: command.campaignId, chunkIndex, chunkCount, assignments: assignments.slice(chunkIndex * size, (chunkIndex + 1) * size) },
  }));
  const decideAt = new Date(Date.parse(state.send.startedAt) + fields.abTest.waitHours * 3_600_000).toISOString();
  return [
    ...chunks,
    {
      type: 'CampaignAbTestStarted',
      data: {
        campaignId: command.campaignId,
        startedAt: context.now,
        decideAt,
        testPercent: fields.abTest.testPercent,
        testRecipients: assignments.length,
        restRecipients: rest.length,
        variants: fields.abTest.variants.map(({ key }) => ({ variant: key, recipients: assignments.filter((a) => a.variant === key).length })),
      },
    },
  ];
}
