import { outboundEmailStream, outcomeRecipientOf, type OutcomeRecipient, type QueuedEmail } from '@outreach/domain';
import type { ProjectionContext } from '../projection.ts';

/**
 * The recipient of each e-mail outcome, in order: the one it carries, or, for an outcome recorded
 * before outcomes carried it, the one its EmailQueued (its stream's first event, read from the
 * event store) was queued with; undefined when neither tells.
 */
export async function recipientsOf(ctx: ProjectionContext, outcomes: readonly { messageId: string; recipient?: OutcomeRecipient }[]): Promise<(OutcomeRecipient | undefined)[]> {
  const older = outcomes.filter((o) => o.recipient === undefined).map((o) => outboundEmailStream(o.messageId));
  const streams = older.length > 0 ? await ctx.readStreams(older) : undefined;
  return outcomes.map((o) => {
    if (o.recipient) return o.recipient;
    const first = streams?.get(outboundEmailStream(o.messageId))?.[0];
    return first?.type === 'EmailQueued' ? outcomeRecipientOf(first.data as QueuedEmail) : undefined;
  });
}
