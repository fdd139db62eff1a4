-- A contact's row is updated by what happens to it: its address checked, an e-mail or a text sent,
-- a call. An update that changes no indexed column, and finds room on the row's page, is heap-only
-- (HOT): no new entry in any of the table's nineteen indexes, the trigram index among them; any
-- other update adds one to each, about seven times the work (measured: 90 µs a row against 12 µs).
--
-- The calling lists of contacts e-mailed or texted were partial indexes on `last_email_sent is not
-- null` and `last_text_sent is not null`: every e-mail or text sent then changed an indexed column.
-- They are on flags that change only with the first one (`emailed`, `texted`, kept by PostgreSQL
-- from the dates), so every later e-mail or text to the contact is heap-only, as is the check of
-- its address. Each page keeps a tenth free for the new row versions those updates write.
alter table read.contacts
  add column if not exists emailed boolean generated always as (last_email_sent is not null) stored,
  add column if not exists texted boolean generated always as (last_text_sent is not null) stored;
comment on column read.contacts.emailed is 'Whether the contact was ever e-mailed (last_email_sent is set): the calling list of e-mailed contacts.';
comment on column read.contacts.texted is 'Whether the contact was ever texted (last_text_sent is set): the calling list of texted contacts.';

-- The indexes these replace, found by what they index (a rebuild gives indexes new names).
do $$
declare
  old record;
begin
  for old in
    select i.indexrelid::regclass::text as name
      from pg_index i
     where i.indrelid = 'read.contacts'::regclass
       and (pg_get_indexdef(i.indexrelid) like '%last_email_sent IS NOT NULL%' or pg_get_indexdef(i.indexrelid) like '%last_text_sent IS NOT NULL%')
  loop
    execute 'drop index ' || old.name;
  end loop;
end $$;
create index if not exists contacts_calling_emailed_idx on read.contacts (tier, (-coalesce(listing_count, 0)), id)
  where phone is not null and emailed;
create index if not exists contacts_calling_texted_idx on read.contacts (tier, (-coalesce(listing_count, 0)), id)
  where phone is not null and texted;

alter table read.contacts set (fillfactor = 90);
