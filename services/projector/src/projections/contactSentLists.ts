import type { ProjectionContext } from '../projection.ts';

/** The calling lists of contacts written to: Sent Email and Sent Text (read.contact_sent_lists). */
export type SentChannel = 'email' | 'text';

/**
 * The statement that ends a contact update counting e-mails or texts sent: the contacts the update
 * answers (`source`, a CTE with id, listing_count, phone, and `first`: whether these are the
 * contact's first of the channel) join the channel's calling list.
 */
export function joinSentList(ctx: ProjectionContext, channel: SentChannel, source: string): string {
  return `insert into ${ctx.table('contact_sent_lists')} (channel, contact_id, listing_count, has_phone)
          select '${channel}', id, coalesce(listing_count, 0), phone is not null from ${source} where first
          on conflict (channel, contact_id) do nothing`;
}

/**
 * The calling lists follow their contacts' listings and phones: applied after a batch to the
 * contacts its edits and merges may have changed.
 */
export async function followContactsOnSentLists(ctx: ProjectionContext, contactIds: readonly string[]): Promise<void> {
  await ctx.tx.query(
    `update ${ctx.table('contact_sent_lists')} s set listing_count = coalesce(c.listing_count, 0), has_phone = c.phone is not null
       from ${ctx.table('contacts')} c
      where s.contact_id = any($1::uuid[]) and c.id = s.contact_id
        and (s.listing_count <> coalesce(c.listing_count, 0) or s.has_phone <> (c.phone is not null))`,
    [contactIds],
  );
}
