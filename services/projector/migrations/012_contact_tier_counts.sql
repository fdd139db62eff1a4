create table if not exists read.contact_tier_counts (
  tier text primary key,
  contacts integer not null default 0,
  with_phone integer not null default 0
);
comment on table read.contact_tier_counts is 'Contacts per performance tier, kept by the contacts projection in the same transaction as read.contacts (a tier with none may be absent).';
comment on column read.contact_tier_counts.tier is 'Performance tier (see read.contacts.tier).';
comment on column read.contact_tier_counts.contacts is 'Contacts in the tier.';
comment on column read.contact_tier_counts.with_phone is 'Contacts in the tier with a mobile phone: the calling dashboard''s tier counts.';
