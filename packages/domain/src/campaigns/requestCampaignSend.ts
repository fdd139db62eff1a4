import type { DomainEvent } from '../kit/events.ts';
import { conflict, illegalState } from '../kit/errors.ts';
import type { Actor, CommandContext } from '../kit/metadata.ts';
import type { CampaignReferences } from './campaignContent.ts';
import { requireStatus, type CampaignState } from './campaignState.ts';
import type { AudienceCount } from './recipientFilter.ts';
import { requireReadyToSend } from './scheduleCampaign.ts';

/**
 * Start sending: a user's "send now" (a draft or a scheduled campaign), or the schedule coming due
 * (a scheduled campaign whose time has come; the actor is then the process that noticed).
 */
export type RequestCampaignSend = { type: 'RequestCampaignSend'; campaignId: string; trigger: 'now' | 'schedule'; references: CampaignReferences; audience: AudienceCount };
export type CampaignSendRequested = DomainEvent<
  'CampaignSendRequested',
  {
    campaignId: string;
    requestedAt: string;
    trigger: 'now' | 'schedule';
    /** Who asked (also in the metadata), so the sender can say so without reading it. */
    requestedBy: Actor;
    /** The audience as counted when asked; the fixed audience follows (CampaignAudienceFixed). */
    recipientCount: number;
    /** The time it was scheduled for, if it was. */
    scheduledAt: string | null;
  }
>;

/** The campaign turns sending; next, the sender fixes its audience. */
export function requestCampaignSend(command: RequestCampaignSend, state: CampaignState, context: CommandContext): CampaignSendRequested[] {
  const fields = requireStatus(state, ['draft', 'scheduled'], 'send', 'Only a draft or a scheduled campaign can be sent.');
  if (command.trigger === 'schedule') {
    if (state.status !== 'scheduled') throw illegalState('Cannot start on schedule: the campaign is not scheduled');
    if (Date.parse(context.now) < Date.parse(state.scheduledAt!)) throw illegalState(`Cannot start on schedule: the campaign is not due until ${state.scheduledAt}`);
  }
  const recipientCount = requireReadyToSend(fields, command.references, command.audience, 'send');
  // Its e-mails would wait for the setting hour after hour: the user learns it now, with nothing queued.
  if (command.references.missingMarketingSetting) throw conflict(`Cannot send: ${command.references.missingMarketingSetting}`);
  return [
    {
      type: 'CampaignSendRequested',
      data: { campaignId: command.campaignId, requestedAt: context.now, trigger: command.trigger, requestedBy: context.actor, recipientCount, scheduledAt: state.scheduledAt },
    },
  ];
}
