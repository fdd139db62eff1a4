-- The calling lists of contacts e-mailed and texted (Sent Email, Sent Text) are rows of their own,
-- one per contact and channel from its first e-mail or text on, with what the list is ordered by
-- (tier, listings) and whether the contact has a phone.
--
-- They were flags on read.contacts (`emailed`, `texted`) under partial indexes. A flag that an
-- index reads makes the update that sets it a non-heap-only one: a new entry in every one of the
-- table's indexes, the trigram index among them. Every contact a campaign reached for the first
-- time paid that (most of the database's work per e-mail sent). Now the contact's row takes its
-- first e-mail or text as it takes every later one, heap-only, and the list gains a narrow row.
create table if not exists read.contact_sent_lists (
  channel text not null check (channel in ('email', 'text')),
  contact_id uuid not null,
  listing_count integer not null,
  tier text not null generated always as (read.tier_for(listing_count)) stored,
  has_phone boolean not null,
  primary key (channel, contact_id)
);
comment on table read.contact_sent_lists is 'Contacts e-mailed (channel email: last_email_sent is set) or texted (channel text: last_text_sent is set), one row per contact and channel: the calling lists Sent Email and Sent Text. listing_count and has_phone follow the contact.';
comment on column read.contact_sent_lists.channel is 'email or text.';
comment on column read.contact_sent_lists.contact_id is 'The contact (read.contacts.id).';
comment on column read.contact_sent_lists.listing_count is 'The contact''s listing count, 0 when it has none: the list shows most listings first.';
comment on column read.contact_sent_lists.tier is 'The contact''s tier (from its listing count, as on read.contacts).';
comment on column read.contact_sent_lists.has_phone is 'Whether the contact has a phone: only those are on a calling list.';

create index if not exists contact_sent_lists_calling_idx on read.contact_sent_lists (channel, tier, (-listing_count), contact_id) where has_phone;

do $$
begin
  if exists (select 1 from pg_attribute where attrelid = 'read.contacts'::regclass and attname = 'emailed' and not attisdropped) then
    insert into read.contact_sent_lists (channel, contact_id, listing_count, has_phone)
    select 'email', id, coalesce(listing_count, 0), phone is not null from read.contacts where last_email_sent is not null
    union all
    select 'text', id, coalesce(listing_count, 0), phone is not null from read.contacts where last_text_sent is not null
    on conflict do nothing;
    -- Their partial indexes go with them.
    alter table read.contacts drop column emailed, drop column texted;
  end if;
end $$;
