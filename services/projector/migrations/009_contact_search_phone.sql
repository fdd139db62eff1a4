drop index if exists read.contacts_search_trgm_idx;
alter table read.contacts drop column if exists search_text;
alter table read.contacts add column search_text text generated always as (
  lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(agent_name, '') || ' ' ||
        coalesce(email, '') || ' ' || coalesce(company, '') || ' ' || coalesce(phone, '') || ' ' ||
        regexp_replace(coalesce(phone, ''), '\D', '', 'g'))) stored;
create index if not exists contacts_search_trgm_idx on read.contacts using gin (search_text gin_trgm_ops);
comment on column read.contacts.search_text is 'Lower-case name, e-mail, company and mobile phone (also as bare digits), indexed for partial-word search.';
