import { outboundEmailStream, type OutcomeRecipient, type QueuedEmail, type RecordedEvent } from '@outreach/domain';
import type { ProjectionContext } from '../projection.ts';

/**
 * The e-mails of outcomes recorded before outcomes carried their recipient (OutcomeRecipient), as
 * they were queued: each one's EmailQueued, its stream's first event, read from the event store
 * (by message id). Outcomes that carry it read nothing.
 */
export async function queuedOf(ctx: ProjectionContext, outcomes: readonly { messageId: string; recipient?: OutcomeRecipient }[]): Promise<Map<string, OutcomeRecipient>> {
  const older = outcomes.filter((o) => o.recipient === undefined).map((o) => outboundEmailStream(o.messageId));
  const found = new Map<string, OutcomeRecipient>();
  if (older.length === 0) return found;
  const streams = await ctx.readStreams(older);
  for (const o of outcomes) {
    const first: RecordedEvent | undefined = o.recipient ? undefined : streams.get(outboundEmailStream(o.messageId))?.[0];
    if (first?.type !== 'EmailQueued') continue;
    const q = first.data as QueuedEmail;
    found.set(o.messageId, { contactId: q.contactId, campaignId: q.campaignId, email: q.to.email, emailAccountId: q.emailAccountId });
  }
  return found;
}
