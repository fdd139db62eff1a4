create extension if not exists pg_trgm;

create or replace function read.tier_for(listings integer) returns text
  language sql immutable parallel safe
  as $$ select case when listings >= 50 then 'elite' when listings >= 20 then 'high-performer'
                    when listings >= 10 then 'active' when listings >= 5 then 'moderate' else 'entry' end $$;
comment on function read.tier_for(integer) is 'Performance tier from a listing count: elite 50+, high-performer 20-49, active 10-19, moderate 5-9, entry 0-4.';

create table if not exists read.contacts (
  id uuid primary key,
  first_name text,
  last_name text,
  agent_name text,
  email text,
  phone text,
  office_phone text,
  company text,
  city text,
  state text,
  zip_code text,
  status text not null,
  listing_count integer,
  tier text generated always as (read.tier_for(coalesce(listing_count, 0))) stored,
  total_listings_for_rent integer not null default 0,
  years_experience integer,
  service_areas text,
  license_number text,
  website text,
  data_source text,
  notes text,
  total_calls integer not null default 0,
  last_call_at timestamptz,
  last_call_status text,
  last_call_outcome text,
  last_outcome text,
  needs_follow_up boolean not null default false,
  follow_up_date date,
  last_email_sent timestamptz,
  last_text_sent timestamptz,
  emails_sent_count integer not null default 0,
  texts_sent_count integer not null default 0,
  import_source text,
  staged_agent_id text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  search_text text generated always as (
    lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(agent_name, '') || ' ' ||
          coalesce(email, '') || ' ' || coalesce(company, ''))) stored
);
create index if not exists contacts_search_trgm_idx on read.contacts using gin (search_text gin_trgm_ops);
create index if not exists contacts_name_idx on read.contacts (last_name, first_name, id);
create index if not exists contacts_status_name_idx on read.contacts (status, last_name, first_name, id);
create index if not exists contacts_calling_idx on read.contacts (tier, listing_count desc, id) where phone is not null;
create index if not exists contacts_calling_fresh_idx on read.contacts (tier, listing_count desc, id) where phone is not null and total_calls = 0;
create index if not exists contacts_calling_followup_idx on read.contacts (tier, listing_count desc, id) where phone is not null and needs_follow_up;
create index if not exists contacts_rentals_idx on read.contacts (total_listings_for_rent desc, id) where total_listings_for_rent > 0;
create index if not exists contacts_created_idx on read.contacts (created_at);
comment on table read.contacts is 'Real-estate agents the staff work with: one row per contact, with call and message figures.';
comment on column read.contacts.id is 'Contact id.';
comment on column read.contacts.first_name is 'First name.';
comment on column read.contacts.last_name is 'Last name.';
comment on column read.contacts.agent_name is 'Name as the agent presents it (first and last when not given).';
comment on column read.contacts.email is 'E-mail, lower case, unique across contacts.';
comment on column read.contacts.phone is 'Mobile phone in E.164: the number calls and texts go to.';
comment on column read.contacts.office_phone is 'Office phone in E.164.';
comment on column read.contacts.company is 'Brokerage or company.';
comment on column read.contacts.city is 'City.';
comment on column read.contacts.state is 'State (two letters for US states).';
comment on column read.contacts.zip_code is 'ZIP code.';
comment on column read.contacts.status is 'active, inactive or unsubscribed.';
comment on column read.contacts.listing_count is 'Number of listings; decides the tier.';
comment on column read.contacts.tier is 'Performance tier derived from listing_count.';
comment on column read.contacts.total_listings_for_rent is 'Rental listings.';
comment on column read.contacts.years_experience is 'Years in real estate.';
comment on column read.contacts.service_areas is 'Areas served, as the source wrote them.';
comment on column read.contacts.license_number is 'Real-estate licence number.';
comment on column read.contacts.website is 'Web site.';
comment on column read.contacts.data_source is 'Where the record came from.';
comment on column read.contacts.notes is 'Campaign notes of the staff.';
comment on column read.contacts.total_calls is 'Calls logged.';
comment on column read.contacts.last_call_at is 'When the latest call happened.';
comment on column read.contacts.last_call_status is 'Status of the latest call (connected, voicemail, no_answer, busy, wrong_number).';
comment on column read.contacts.last_call_outcome is 'Outcome of the latest call, when it connected.';
comment on column read.contacts.last_outcome is 'Latest outcome of any connected call (trial, subscribe, callback, not_interested, other).';
comment on column read.contacts.needs_follow_up is 'The latest call asked for a follow-up.';
comment on column read.contacts.follow_up_date is 'When to follow up.';
comment on column read.contacts.last_email_sent is 'When an e-mail was last marked or recorded as sent.';
comment on column read.contacts.last_text_sent is 'When a text was last sent.';
comment on column read.contacts.emails_sent_count is 'E-mails sent.';
comment on column read.contacts.texts_sent_count is 'Texts sent.';
comment on column read.contacts.import_source is 'How the contact was created: csv, rental-page, production, demo, manual.';
comment on column read.contacts.staged_agent_id is 'The staged agent it was promoted from, if any.';
comment on column read.contacts.created_at is 'When the contact was created.';
comment on column read.contacts.updated_at is 'Last change.';
comment on column read.contacts.search_text is 'Lower-case name, e-mail and company, indexed for partial-word search.';

create table if not exists read.call_logs (
  id text primary key,
  contact_id uuid not null,
  phone_number text,
  call_status text not null,
  outcome text,
  notes text,
  follow_up_required boolean not null,
  follow_up_date date,
  called_at timestamptz not null,
  user_id text,
  username text
);
create index if not exists call_logs_contact_idx on read.call_logs (contact_id, called_at desc);
create index if not exists call_logs_called_idx on read.call_logs (called_at);
comment on table read.call_logs is 'Every call logged, with who logged it.';
comment on column read.call_logs.id is 'Call id.';
comment on column read.call_logs.contact_id is 'The contact called.';
comment on column read.call_logs.phone_number is 'Number dialled (E.164).';
comment on column read.call_logs.call_status is 'connected, voicemail, no_answer, busy or wrong_number.';
comment on column read.call_logs.outcome is 'For connected calls: trial, subscribe, callback, not_interested or other.';
comment on column read.call_logs.notes is 'Caller notes.';
comment on column read.call_logs.follow_up_required is 'A follow-up was asked for.';
comment on column read.call_logs.follow_up_date is 'When to follow up.';
comment on column read.call_logs.called_at is 'When the call happened.';
comment on column read.call_logs.user_id is 'Who logged it.';
comment on column read.call_logs.username is 'Their username at the time.';

create table if not exists read.communications (
  contact_id uuid not null,
  channel text not null,
  sent_at timestamptz not null
);
create index if not exists communications_sent_idx on read.communications (channel, sent_at);
comment on table read.communications is 'E-mails and texts sent to contacts, one row each.';
comment on column read.communications.contact_id is 'The contact.';
comment on column read.communications.channel is 'email or text.';
comment on column read.communications.sent_at is 'When it was sent.';

create table if not exists read.staged_agents (
  id text primary key,
  batch_id text not null,
  first_name text,
  last_name text,
  agent_name text,
  email text,
  phone text,
  office_phone text,
  company text,
  city text,
  state text,
  zip_code text,
  listing_count integer,
  tier text generated always as (read.tier_for(coalesce(listing_count, 0))) stored,
  total_listings_for_rent integer not null default 0,
  years_experience integer,
  data_source text,
  staged_at timestamptz not null
);
create index if not exists staged_agents_tier_idx on read.staged_agents (tier, listing_count desc, id);
create index if not exists staged_agents_rentals_idx on read.staged_agents (total_listings_for_rent desc, id) where total_listings_for_rent > 0;
comment on table read.staged_agents is 'Agent records waiting in the staging pool to become contacts (removed once promoted).';
comment on column read.staged_agents.id is 'Staged agent id, {batch}.{n}.';
comment on column read.staged_agents.batch_id is 'Staging batch.';
comment on column read.staged_agents.first_name is 'First name.';
comment on column read.staged_agents.last_name is 'Last name.';
comment on column read.staged_agents.agent_name is 'Name as the agent presents it.';
comment on column read.staged_agents.email is 'E-mail, lower case.';
comment on column read.staged_agents.phone is 'Mobile phone in E.164.';
comment on column read.staged_agents.office_phone is 'Office phone in E.164.';
comment on column read.staged_agents.company is 'Brokerage or company.';
comment on column read.staged_agents.city is 'City.';
comment on column read.staged_agents.state is 'State.';
comment on column read.staged_agents.zip_code is 'ZIP code.';
comment on column read.staged_agents.listing_count is 'Number of listings.';
comment on column read.staged_agents.tier is 'Performance tier derived from listing_count.';
comment on column read.staged_agents.total_listings_for_rent is 'Rental listings.';
comment on column read.staged_agents.years_experience is 'Years in real estate.';
comment on column read.staged_agents.data_source is 'Where the record came from.';
comment on column read.staged_agents.staged_at is 'When it was staged.';
