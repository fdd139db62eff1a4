create table if not exists read.contact_search_generation (
  id boolean primary key default true check (id),
  generation uuid not null
);
comment on table read.contact_search_generation is 'Changes whenever contact search results may change (a contact added, or its name, e-mail, company, mobile phone or status changed), so answers computed for one generation, such as search counts, can be reused until the next (one row, absent until the first change).';
comment on column read.contact_search_generation.id is 'Always true: the table holds at most one row.';
comment on column read.contact_search_generation.generation is 'A new random id at every such change.';

-- A search page walks contacts in name order and tests each search_text in the index itself; only
-- the page's own rows are read from the table.
drop index if exists read.contacts_name_idx;
create index if not exists contacts_name_search_idx on read.contacts (last_name, first_name, id) include (search_text);
drop index if exists read.contacts_status_name_idx;
create index if not exists contacts_status_name_search_idx on read.contacts (status, last_name, first_name, id) include (search_text);
