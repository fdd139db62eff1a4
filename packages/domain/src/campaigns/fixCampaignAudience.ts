import { CAMPAIGN_LIMITS, CAMPAIGN_MESSAGES } from '@outreach/contracts/campaignChoices.ts';
import { illegalState, invalid } from '../kit/errors.ts';
import type { DomainEvent } from '../kit/events.ts';
import type { CommandContext } from '../kit/metadata.ts';
import { requireCampaign, type CampaignState } from './campaignState.ts';

/** One recipient of a send, as the audience was when it was fixed. */
export interface AudienceRecipient {
  contactId: string;
  /** Lower case. */
  email: string;
  /** The contact's name for the greeting and the To header, if known. */
  name: string | null;
}

/** Contacts the filter selected that the send leaves out, and why. */
export interface AudienceExclusions {
  /** Unsubscribed, hard-bounced or complained addresses (the suppression list). */
  suppressed: number;
  /** Addresses verified invalid. */
  invalid: number;
}

/**
 * The sender fixes who receives a send: every recipient, what was left out, and the mailboxes it
 * goes out from (the chosen one, or the active ones it is spread across).
 */
export type FixCampaignAudience = {
  type: 'FixCampaignAudience';
  campaignId: string;
  recipients: readonly AudienceRecipient[];
  excluded: AudienceExclusions;
  emailAccountIds: readonly string[];
  /** Spread across several mailboxes: how many recipients each takes (same order as emailAccountIds, adding up to the audience). */
  mailboxShares?: readonly number[];
};

/** One chunk (at most CAMPAIGN_LIMITS.audienceChunk recipients) of a send's fixed audience, so a large audience never makes one huge event. */
export type CampaignAudienceFixed = DomainEvent<
  'CampaignAudienceFixed',
  { campaignId: string; chunkIndex: number; chunkCount: number; total: number; recipients: AudienceRecipient[] }
>;
/**
 * Every contact the filter selected was left out (suppressed or verified invalid): nothing goes
 * out, and the campaign is a draft again with why, for the user to fix and send again.
 */
export type CampaignSendNotStarted = DomainEvent<
  'CampaignSendNotStarted',
  { campaignId: string; requestedAt: string; trigger: 'now' | 'schedule'; stoppedAt: string; excluded: AudienceExclusions; reason: string }
>;
/** The audience is complete (every chunk before this event): the e-mails go out. */
export type CampaignSendStarted = DomainEvent<
  'CampaignSendStarted',
  {
    campaignId: string;
    startedAt: string;
    recipientCount: number;
    chunkCount: number;
    excluded: AudienceExclusions;
    emailAccountIds: string[];
    /** Spread across several mailboxes: each one's number of recipients (absent: the mailboxes in turn). */
    mailboxShares?: number[];
  }
>;

/** Why a send with no one in its audience did not start: all of it left out, or no one matching any more. */
export function noRecipientsLeftReason(excluded: AudienceExclusions): string {
  if (excluded.suppressed + excluded.invalid === 0) return CAMPAIGN_MESSAGES.emptyAudience;
  const n = (count: number) => count.toLocaleString('en-US');
  return `No one left to send to: every address in its audience was left out (${n(excluded.suppressed)} unsubscribed, bounced or complained, ${n(excluded.invalid)} invalid)`;
}

const EMAIL = /^[^\s@A-Z]+@[^\s@A-Z]+\.[^\s@A-Z]+$/;
const count = (n: number) => Number.isInteger(n) && n >= 0;

/**
 * Record the audience of a send that was asked for (while it sends, or is paused), once: chunks of
 * at most 1,000 recipients in order, then the start. Each recipient once, by contact and by address.
 * An audience with no one left in it does not start: the campaign is a draft again.
 */
export function fixCampaignAudience(
  command: FixCampaignAudience,
  state: CampaignState,
  context: CommandContext,
): (CampaignAudienceFixed | CampaignSendStarted)[] | [CampaignSendNotStarted] {
  const fields = requireCampaign(state);
  const sending = state.status === 'sending' || (state.status === 'paused' && state.pausedFrom === 'sending');
  if (!sending || !state.send) throw illegalState('Cannot fix the audience: the campaign is not being sent');
  if (state.send.startedAt !== null || state.send.chunksFixed > 0) throw illegalState('Cannot fix the audience: this send already has its audience');
  const contacts = new Set<string>();
  const addresses = new Set<string>();
  for (const recipient of command.recipients) {
    if (!EMAIL.test(recipient.email)) throw invalid(`Not a lower-case e-mail address: ${recipient.email}`);
    if (contacts.has(recipient.contactId)) throw invalid(`Contact ${recipient.contactId} is in the audience twice`);
    if (addresses.has(recipient.email)) throw invalid(`${recipient.email} is in the audience twice`);
    contacts.add(recipient.contactId);
    addresses.add(recipient.email);
  }
  if (!count(command.excluded.suppressed) || !count(command.excluded.invalid)) throw invalid('Excluded counts are whole numbers, 0 or more');
  if (command.recipients.length === 0) {
    const { requestedAt, trigger } = state.send;
    const excluded = { ...command.excluded };
    return [{ type: 'CampaignSendNotStarted', data: { campaignId: command.campaignId, requestedAt, trigger, stoppedAt: context.now, excluded, reason: noRecipientsLeftReason(excluded) } }];
  }
  const emailAccountIds = [...new Set(command.emailAccountIds)];
  if (emailAccountIds.length === 0) throw invalid('A send goes out from at least one email account');
  if (fields.sender?.kind === 'mailbox' && (emailAccountIds.length !== 1 || emailAccountIds[0] !== fields.sender.emailAccountId)) {
    throw invalid('This campaign goes out from its chosen email account only');
  }
  const total = command.recipients.length;
  const shares = command.mailboxShares;
  if (shares) {
    if (emailAccountIds.length !== command.emailAccountIds.length || shares.length !== emailAccountIds.length) throw invalid('Give one share for each email account, each account once');
    if (!shares.every(count) || shares.reduce((a, b) => a + b, 0) !== total) throw invalid('The mailboxes\' shares are whole numbers, 0 or more, adding up to the audience');
  }
  const size = CAMPAIGN_LIMITS.audienceChunk;
  const chunkCount = Math.ceil(total / size);
  const chunks = Array.from({ length: chunkCount }, (_, chunkIndex): CampaignAudienceFixed => ({
    type: 'CampaignAudienceFixed',
    data: { campaignId: command.campaignId, chunkIndex, chunkCount, total, recipients: command.recipients.slice(chunkIndex * size, (chunkIndex + 1) * size).map((r) => ({ ...r })) },
  }));
  return [
    ...chunks,
    {
      type: 'CampaignSendStarted',
      data: {
        campaignId: command.campaignId,
        startedAt: context.now,
        recipientCount: total,
        chunkCount,
        excluded: { ...command.excluded },
        emailAccountIds,
        ...(shares ? { mailboxShares: [...shares] } : {}),
      },
    },
  ];
}
