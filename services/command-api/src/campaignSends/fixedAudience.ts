import { campaignStream, type AudienceExclusions, type AudienceRecipient, type CampaignAudienceFixed, type CampaignSendStarted, type Position, type ReadableStore } from '@outreach/domain';

/** A send's audience as recorded when it started: the recipients in order, what was left out, the mailboxes. */
export interface FixedAudience {
  recipients: AudienceRecipient[];
  excluded: AudienceExclusions;
  emailAccountIds: string[];
  /** Spread across several mailboxes: each one's number of recipients (absent: the mailboxes in turn). */
  mailboxShares?: number[];
  startedAt: string;
  /** Where the send's start is in $all: every e-mail of the send, and every outcome of one, comes after it. */
  startPosition: Position;
}

/** The fixed audience of the campaign's send, read from its stream; undefined until the send has started. */
export async function readFixedAudience(store: ReadableStore, campaignId: string): Promise<FixedAudience | undefined> {
  const chunks: CampaignAudienceFixed['data'][] = [];
  for await (const event of store.readStream(campaignStream(campaignId))) {
    if (event.type === 'CampaignAudienceFixed') chunks.push(event.data as CampaignAudienceFixed['data']);
    if (event.type === 'CampaignSendStarted') {
      const started = event.data as CampaignSendStarted['data'];
      const recipients = chunks.sort((a, b) => a.chunkIndex - b.chunkIndex).flatMap((chunk) => chunk.recipients);
      return {
        recipients,
        excluded: started.excluded,
        emailAccountIds: started.emailAccountIds,
        ...(started.mailboxShares ? { mailboxShares: started.mailboxShares } : {}),
        startedAt: started.startedAt,
        startPosition: event.position,
      };
    }
  }
  return undefined;
}
