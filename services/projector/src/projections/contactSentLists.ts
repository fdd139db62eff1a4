import type { ProjectionContext } from '../projection.ts';

/** The calling lists of contacts written to: Sent Email and Sent Text (read.contact_sent_lists). */
export type SentChannel = 'email' | 'text';

const SENT_COLUMNS = {
  email: { count: 'emails_sent_count', last: 'last_email_sent' },
  text: { count: 'texts_sent_count', last: 'last_text_sent' },
} as const;

/**
 * The end of a statement whose CTE `source` answers the e-mails or texts sent to contacts (its
 * contact_id and sent_at): each contact counts them and keeps the latest time, and a contact's
 * first of the channel puts it on the channel's calling list (read.contact_sent_lists). `touch`:
 * more SET clauses of the contact's update.
 */
export function countSent(ctx: ProjectionContext, channel: SentChannel, source: string, touch = ''): string {
  const { count, last } = SENT_COLUMNS[channel];
  return `counted as (
       update ${ctx.table('contacts')} c set ${count} = c.${count} + s.n, ${last} = greatest(c.${last}, s.last)${touch ? `, ${touch}` : ''}
         from (select contact_id, count(*)::int as n, max(sent_at) as last from ${source} group by contact_id) s
        where c.id = s.contact_id
       returning c.id, c.listing_count, c.phone, c.${count} = s.n as first)
     insert into ${ctx.table('contact_sent_lists')} (channel, contact_id, listing_count, has_phone)
     select '${channel}', id, coalesce(listing_count, 0), phone is not null from counted where first
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
