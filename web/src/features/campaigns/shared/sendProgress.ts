import type { ToastOptions } from '../../../shared/toast/useToast.ts';
import type { Campaign, CampaignSendPhase, CampaignSendProgress, VerificationStats } from './campaignTypes.ts';

const PHASE_ORDER: Record<CampaignSendPhase, number> = { verifying: 0, sending: 1, completed: 2 };

/** The recipients whose e-mail has its outcome. */
export const settledCount = (p: Pick<CampaignSendProgress, 'sentCount' | 'skippedCount' | 'failedCount' | 'unknownCount'>) =>
  p.sentCount + p.skippedCount + p.failedCount + p.unknownCount;

/**
 * A campaign's send as its read model tells it: not started or asked to send (verifying), started
 * (sending), sent (completed); a draft whose send found no one left, with what its verification left out.
 */
export function progressOfCampaign(campaign: Campaign): CampaignSendProgress {
  const phase: CampaignSendPhase = campaign.status === 'sent' ? 'completed' : campaign.sentAt === null ? 'verifying' : 'sending';
  return {
    campaignId: campaign.id,
    status: campaign.status,
    phase,
    recipientCount: phase === 'verifying' ? 0 : campaign.recipientCount,
    verificationStats: campaign.status === 'draft' && campaign.sendNotStarted ? { validEmails: 0, invalidEmails: campaign.excludedCount } : null,
    sentCount: campaign.sentCount,
    skippedCount: campaign.skippedCount,
    failedCount: campaign.failedCount,
    unknownCount: campaign.unknownCount,
  };
}

/** The send found no one left in its audience: nothing went out, and the campaign is a draft again. */
export const sendNotStarted = (progress: Pick<CampaignSendProgress, 'status' | 'phase' | 'verificationStats'> | undefined): boolean =>
  progress?.status === 'draft' && progress.phase === 'verifying' && progress.verificationStats?.validEmails === 0;

/** Whether `next` tells more than `shown`: a later phase, or the same phase with more outcomes (pushes may come out of order). */
export function isNewerProgress(shown: CampaignSendProgress | undefined, next: CampaignSendProgress): boolean {
  if (!shown) return true;
  const phase = PHASE_ORDER[next.phase] - PHASE_ORDER[shown.phase];
  if (phase !== 0) return phase > 0;
  if (settledCount(next) !== settledCount(shown)) return settledCount(next) > settledCount(shown);
  return next.verificationStats !== null && shown.verificationStats === null;
}

export type SendStepState = 'wait' | 'process' | 'finish' | 'error';

export interface SendStep {
  key: 'verify' | 'send' | 'update';
  title: string;
  state: SendStepState;
  description: string;
}

export interface SendStepsInput {
  progress: CampaignSendProgress | undefined;
  verificationStats: VerificationStats | null;
  /** The send was refused or could not be asked for. */
  failed: boolean;
  /** E-mails waiting for a later time (a mailbox's daily limit, pacing…), when known. */
  deferred?: number;
}

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/** The three steps of the Sending Campaign modal, from what the send has told so far. */
export function sendSteps({ progress, verificationStats, failed, deferred = 0 }: SendStepsInput): SendStep[] {
  const phase = progress ? PHASE_ORDER[progress.phase] : -1;
  const stats = progress?.verificationStats ?? verificationStats;
  const verified = phase >= 1 || stats !== null;
  const settled = progress ? settledCount(progress) : 0;
  const current = (done: boolean, started: boolean): SendStepState => (done ? 'finish' : !started ? 'wait' : failed ? 'error' : 'process');
  const verify: SendStep = {
    key: 'verify',
    title: 'Verifying email addresses',
    state: current(verified, true),
    description: stats ? `${plural(stats.validEmails, 'valid email')}, ${plural(stats.invalidEmails, 'invalid email')} skipped` : 'Checking every recipient address before sending',
  };
  if (sendNotStarted(progress)) {
    return [
      verify,
      { key: 'send', title: 'Sending to verified recipients', state: 'error', description: 'Not sent: no one was left to send to. The campaign is a draft again.' },
      { key: 'update', title: 'Updating contact verification status', state: 'finish', description: 'Contacts updated with their verification status' },
    ];
  }
  return [
    verify,
    {
      key: 'send',
      title: 'Sending to verified recipients',
      state: current(phase >= 2, phase >= 1),
      description: progress && phase >= 1
        ? `${settled.toLocaleString('en-US')} of ${progress.recipientCount.toLocaleString('en-US')} processed: ${progress.sentCount.toLocaleString('en-US')} sent, ${progress.skippedCount.toLocaleString('en-US')} skipped, ${progress.failedCount.toLocaleString('en-US')} failed${deferred > 0 && phase < 2 ? `, ${deferred.toLocaleString('en-US')} deferred` : ''}`
        : 'Waiting for verification',
    },
    {
      key: 'update',
      title: 'Updating contact verification status',
      state: current(phase >= 2, phase >= 1),
      description: phase >= 2 ? 'Contacts updated with their verification status' : 'Recorded as each e-mail gets its outcome',
    },
  ];
}

/**
 * The toast once the send is under way: 'Campaign Sent' with the verification's figures when the
 * server gave them; 'Campaign Not Sent' when the verification left no one to send to (every
 * address invalid or suppressed), so that a send which reached nobody never reads as a success.
 */
export function campaignSentToast(stats: VerificationStats | null): ToastOptions {
  if (stats && stats.validEmails === 0) {
    return {
      title: 'Campaign Not Sent',
      description: `No e-mail went out: all ${stats.invalidEmails.toLocaleString('en-US')} addresses were invalid or unsubscribed, and were skipped to protect your sender reputation.`,
      variant: 'destructive',
    };
  }
  const base = 'Campaign sent successfully!';
  return { title: 'Campaign Sent', description: stats ? `${base} Email verification: ${stats.validEmails} valid, ${stats.invalidEmails} invalid emails` : base };
}
