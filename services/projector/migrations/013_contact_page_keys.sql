-- Lists are paged by key: a page starts after (or ends before) the sort key of a row, and an index
-- in that order seeks to it, so a page deep in a list costs what the first one does.
--
-- The contacts list is in name order (last name, first name, nulls last, then id). Written as
-- expressions that are never null, (last_name is null, coalesce(last_name, ''), first_name is null,
-- coalesce(first_name, ''), id), that order can be compared as one row value, which an index seeks.
-- The names and search_text are carried in the index so that a search page walks it without
-- reading the table. The calling lists are by listings, most first (a contact without a count as
-- 0, as its card shows it), then id: (-coalesce(listing_count, 0), id), one partial index per
-- call-state filter so that every filter's pages and counts read only its own contacts.

-- The indexes these replace, found by what they index (a rebuild gives indexes new names).
do $$
declare
  old record;
begin
  for old in
    select i.indexrelid::regclass::text as name
      from pg_index i
     where i.indrelid = 'read.contacts'::regclass
       and (pg_get_indexdef(i.indexrelid) like '%(tier, listing_count DESC, id)%'
            or pg_get_indexdef(i.indexrelid) like '%(last_name, first_name, id) INCLUDE (search_text)%'
            or pg_get_indexdef(i.indexrelid) like '%(status, last_name, first_name, id) INCLUDE (search_text)%')
  loop
    execute 'drop index ' || old.name;
  end loop;
end $$;

create index if not exists contacts_name_key_idx on read.contacts
  ((last_name is null), (coalesce(last_name, '')), (first_name is null), (coalesce(first_name, '')), id)
  include (last_name, first_name, search_text);
create index if not exists contacts_status_name_key_idx on read.contacts
  (status, (last_name is null), (coalesce(last_name, '')), (first_name is null), (coalesce(first_name, '')), id)
  include (last_name, first_name, search_text);

create index if not exists contacts_calling_idx on read.contacts (tier, (-coalesce(listing_count, 0)), id) where phone is not null;
create index if not exists contacts_calling_fresh_idx on read.contacts (tier, (-coalesce(listing_count, 0)), id)
  where phone is not null and total_calls = 0;
create index if not exists contacts_calling_called_idx on read.contacts (tier, (-coalesce(listing_count, 0)), id)
  where phone is not null and total_calls > 0;
create index if not exists contacts_calling_followup_idx on read.contacts (tier, (-coalesce(listing_count, 0)), id)
  where phone is not null and needs_follow_up;
create index if not exists contacts_calling_trial_idx on read.contacts (tier, (-coalesce(listing_count, 0)), id)
  where phone is not null and last_outcome = 'trial';
create index if not exists contacts_calling_subscribe_idx on read.contacts (tier, (-coalesce(listing_count, 0)), id)
  where phone is not null and last_outcome = 'subscribe';
create index if not exists contacts_calling_sent_email_idx on read.contacts (tier, (-coalesce(listing_count, 0)), id)
  where phone is not null and last_email_sent is not null;
create index if not exists contacts_calling_sent_text_idx on read.contacts (tier, (-coalesce(listing_count, 0)), id)
  where phone is not null and last_text_sent is not null;
