import { CUSTOM_TEMPLATE, sequenceBody, type SequenceStepForm } from '../advancedSetup/advancedForm.ts';
import { sendWindowFormOf } from '../advancedSetup/sendWindowForm.ts';
import type { CampaignView, UpdateCampaignRequest } from '../audience/campaignApi.ts';

/**
 * A sequence's recorded steps as Advanced Setup's step fields edit them: a step on a library
 * template picks it, a step with its own texts is 'Custom Template...'. Empty for other campaigns.
 */
export function sequenceStepFormsOf(campaign: Pick<CampaignView, 'type' | 'sequence'>): SequenceStepForm[] {
  if (campaign.type !== 'sequence' || !campaign.sequence) return [];
  return campaign.sequence.steps.map((step, i) => ({
    key: i + 1,
    template: step.templateId ?? CUSTOM_TEMPLATE,
    subject: step.subject ?? '',
    content: step.content ?? '',
    delayDays: step.delayDays,
    sameThread: step.sameThread,
    sendWindow: sendWindowFormOf(step.sendWindow),
  }));
}

/**
 * PUT /api/campaigns/{id}'s `sequence`: the whole steps list as edited, or undefined when it would
 * say what the campaign already records (both sides go through the same body, so a step read back
 * unchanged compares equal and an untouched sequence is not rewritten).
 */
export function sequenceChanges(campaign: Pick<CampaignView, 'type' | 'sequence'>, steps: readonly SequenceStepForm[]): UpdateCampaignRequest['sequence'] {
  const edited = sequenceBody(steps);
  return JSON.stringify(edited) === JSON.stringify(sequenceBody(sequenceStepFormsOf(campaign))) ? undefined : edited;
}
