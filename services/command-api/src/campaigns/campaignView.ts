import { sequenceStepViewOf, type CampaignView } from '@outreach/contracts';
import type { CampaignState } from '@outreach/domain';

/** A campaign as a command's answer shows it: its definition and status as decided (its e-mails' counts are the read side's). */
export function toCampaignView(state: CampaignState): CampaignView {
  const fields = state.fields!;
  const own = fields.content?.kind === 'own' ? fields.content : null;
  const firstStep = fields.sequence?.[0]?.content;
  const template = fields.content?.kind === 'template' ? fields.content : firstStep?.kind === 'template' ? firstStep : null;
  return {
    id: state.campaignId!,
    name: fields.name,
    type: fields.type,
    status: state.status === 'absent' ? 'draft' : state.status,
    templateId: template?.templateId ?? null,
    subject: own?.subject || null,
    content: own?.content || null,
    fromEmailAccountId: fields.sender?.kind === 'mailbox' ? fields.sender.emailAccountId : null,
    spreadAcrossMailboxes: fields.sender?.kind === 'spread',
    recipientFilter: fields.recipientFilter,
    recipientCount: state.recipientCount,
    sentCount: 0,
    openCount: 0,
    clickCount: 0,
    skippedCount: 0,
    failedCount: 0,
    unknownCount: 0,
    excludedCount: 0,
    abTest: fields.abTest,
    sequence: fields.sequence && { steps: fields.sequence.map(sequenceStepViewOf) },
    sendWindow: fields.sendWindow,
    tracking: fields.tracking,
    scheduledAt: state.scheduledAt,
    scheduleMissed: state.scheduleMissed,
    sendNotStarted: state.sendNotStarted,
    sentAt: state.send?.startedAt ?? null,
    completedAt: state.send?.completedAt ?? null,
    copiedFromId: state.copiedFromId,
    createdAt: state.createdAt!,
    updatedAt: state.updatedAt!,
  };
}
