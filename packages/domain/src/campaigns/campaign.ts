import { commandHandler } from '../kit/commandHandler.ts';
import { assertNever, type Decider } from '../kit/decider.ts';
import { cancelCampaign, type CampaignCancelled, type CancelCampaign } from './cancelCampaign.ts';
import { completeCampaignSend, type CampaignSendCompleted, type CompleteCampaignSend } from './completeCampaignSend.ts';
import { copyCampaign, type CampaignCopied, type CopyCampaign } from './copyCampaign.ts';
import { decideAbTest, type CampaignAbTestDecided, type DecideAbTest } from './decideAbTest.ts';
import { startAbTest, type CampaignAbTestAssigned, type CampaignAbTestStarted, type StartAbTest } from './startAbTest.ts';
import { postponeAbTestDecision, type CampaignAbTestDecisionPostponed, type PostponeAbTestDecision } from './postponeAbTestDecision.ts';
import { createCampaign, type CampaignCreated, type CreateCampaign } from './createCampaign.ts';
import { initialCampaignState, type CampaignState } from './campaignState.ts';
import { fixCampaignAudience, type CampaignAudienceFixed, type CampaignSendNotStarted, type CampaignSendStarted, type FixCampaignAudience } from './fixCampaignAudience.ts';
import { missCampaignSchedule, type CampaignScheduleMissed, type MissCampaignSchedule } from './missCampaignSchedule.ts';
import { pauseCampaign, type CampaignPaused, type PauseCampaign } from './pauseCampaign.ts';
import { requestCampaignSend, type CampaignSendRequested, type RequestCampaignSend } from './requestCampaignSend.ts';
import { resumeCampaign, type CampaignResumed, type ResumeCampaign } from './resumeCampaign.ts';
import { scheduleCampaign, type CampaignScheduled, type ScheduleCampaign } from './scheduleCampaign.ts';
import { updateCampaign, type CampaignUpdated, type UpdateCampaign } from './updateCampaign.ts';

/**
 * An e-mail campaign (one-time, A/B test, sequence) or a stored SMS campaign, stream
 * `campaign-{id}`: created (or copied) as a draft, edited, scheduled (back to a draft when it
 * cannot start at its time), paused, resumed, cancelled;
 * sent: asked for, its audience fixed in chunks, started, (an A/B test: split, decided,) completed;
 * or, with no one left in its audience, not started (a draft again).
 */
export type CampaignEvent =
  | CampaignCreated
  | CampaignCopied
  | CampaignUpdated
  | CampaignScheduled
  | CampaignScheduleMissed
  | CampaignPaused
  | CampaignResumed
  | CampaignCancelled
  | CampaignSendRequested
  | CampaignAudienceFixed
  | CampaignSendStarted
  | CampaignSendNotStarted
  | CampaignAbTestAssigned
  | CampaignAbTestStarted
  | CampaignAbTestDecisionPostponed
  | CampaignAbTestDecided
  | CampaignSendCompleted;

export type CampaignCommand =
  | CreateCampaign
  | CopyCampaign
  | UpdateCampaign
  | ScheduleCampaign
  | MissCampaignSchedule
  | PauseCampaign
  | ResumeCampaign
  | CancelCampaign
  | RequestCampaignSend
  | FixCampaignAudience
  | StartAbTest
  | PostponeAbTestDecision
  | DecideAbTest
  | CompleteCampaignSend;

/** Every campaign event type, for the read side. */
export const CAMPAIGN_EVENT_TYPES: readonly CampaignEvent['type'][] = [
  'CampaignCreated',
  'CampaignCopied',
  'CampaignUpdated',
  'CampaignScheduled',
  'CampaignScheduleMissed',
  'CampaignPaused',
  'CampaignResumed',
  'CampaignCancelled',
  'CampaignSendRequested',
  'CampaignAudienceFixed',
  'CampaignSendStarted',
  'CampaignSendNotStarted',
  'CampaignAbTestAssigned',
  'CampaignAbTestStarted',
  'CampaignAbTestDecisionPostponed',
  'CampaignAbTestDecided',
  'CampaignSendCompleted',
];

export const campaign: Decider<CampaignCommand, CampaignEvent, CampaignState> = {
  initialState: initialCampaignState,
  evolve(state, event) {
    switch (event.type) {
      case 'CampaignCreated':
      case 'CampaignCopied': {
        const { campaignId, createdAt, recipientCount, ...rest } = event.data;
        const { copiedFromId, ...fields } = { copiedFromId: null, ...rest };
        return { ...initialCampaignState, status: 'draft', campaignId, fields, copiedFromId, createdAt, updatedAt: createdAt, recipientCount };
      }
      case 'CampaignUpdated': {
        const { campaignId: _id, updatedAt, changed: _changed, recipientCount, ...fields } = event.data;
        return { ...state, fields, updatedAt, recipientCount, scheduleMissed: null, sendNotStarted: null };
      }
      case 'CampaignScheduled':
        return { ...state, status: 'scheduled', scheduledAt: event.data.scheduledAt, recipientCount: event.data.recipientCount, scheduleMissed: null, sendNotStarted: null };
      case 'CampaignScheduleMissed': {
        const { scheduledAt, missedAt, reason } = event.data;
        return { ...state, status: 'draft', scheduledAt: null, scheduleMissed: { scheduledAt, missedAt, reason } };
      }
      case 'CampaignPaused':
        return { ...state, status: 'paused', pausedFrom: event.data.from };
      case 'CampaignResumed':
        return { ...state, status: event.data.to, pausedFrom: null };
      case 'CampaignCancelled':
        return { ...state, status: 'cancelled', pausedFrom: null };
      case 'CampaignSendRequested':
        return {
          ...state,
          status: 'sending',
          recipientCount: event.data.recipientCount,
          scheduleMissed: null,
          sendNotStarted: null,
          send: { requestedAt: event.data.requestedAt, trigger: event.data.trigger, chunksFixed: 0, recipientsFixed: 0, startedAt: null, completedAt: null },
        };
      case 'CampaignAudienceFixed':
        return state.send ? { ...state, send: { ...state.send, chunksFixed: state.send.chunksFixed + 1, recipientsFixed: state.send.recipientsFixed + event.data.recipients.length } } : state;
      case 'CampaignSendStarted':
        return state.send ? { ...state, recipientCount: event.data.recipientCount, send: { ...state.send, startedAt: event.data.startedAt } } : state;
      case 'CampaignSendNotStarted': {
        const { requestedAt, stoppedAt, reason } = event.data;
        return { ...state, status: 'draft', scheduledAt: null, pausedFrom: null, send: null, sendNotStarted: { requestedAt, stoppedAt, reason } };
      }
      case 'CampaignAbTestAssigned':
        return state;
      case 'CampaignAbTestStarted':
        return {
          ...state,
          abTest: { decideAt: event.data.decideAt, variants: Object.fromEntries(event.data.variants.map((v) => [v.variant, v.recipients])), restRecipients: event.data.restRecipients, decided: null },
        };
      case 'CampaignAbTestDecisionPostponed':
        return state.abTest ? { ...state, abTest: { ...state.abTest, decideAt: event.data.decideAt } } : state;
      case 'CampaignAbTestDecided':
        return state.abTest ? { ...state, abTest: { ...state.abTest, decided: { restVariant: event.data.restVariant, heldBack: event.data.heldBack } } } : state;
      case 'CampaignSendCompleted':
        return { ...state, status: 'sent', send: state.send && { ...state.send, completedAt: event.data.completedAt } };
      default:
        return assertNever(event);
    }
  },
  decide(command, state, context): CampaignEvent[] {
    switch (command.type) {
      case 'CreateCampaign':
        return createCampaign(command, state, context);
      case 'CopyCampaign':
        return copyCampaign(command, state, context);
      case 'UpdateCampaign':
        return updateCampaign(command, state, context);
      case 'ScheduleCampaign':
        return scheduleCampaign(command, state, context);
      case 'MissCampaignSchedule':
        return missCampaignSchedule(command, state, context);
      case 'PauseCampaign':
        return pauseCampaign(command, state, context);
      case 'ResumeCampaign':
        return resumeCampaign(command, state, context);
      case 'CancelCampaign':
        return cancelCampaign(command, state, context);
      case 'RequestCampaignSend':
        return requestCampaignSend(command, state, context);
      case 'FixCampaignAudience':
        return fixCampaignAudience(command, state, context);
      case 'StartAbTest':
        return startAbTest(command, state, context);
      case 'PostponeAbTestDecision':
        return postponeAbTestDecision(command, state, context);
      case 'DecideAbTest':
        return decideAbTest(command, state, context);
      case 'CompleteCampaignSend':
        return completeCampaignSend(command, state, context);
      default:
        return assertNever(command);
    }
  },
};

export const campaignStream = (campaignId: string) => `campaign-${campaignId}`;

/** Load a campaign, or run a command on one. */
export const campaignHandler = commandHandler(campaign, campaignStream);
