-- The audience count of a campaign's recipient filter (services/projector/src/audience) counts
-- active contacts with an e-mail that match the filter, then takes away those on the suppression
-- list and those verified invalid. Two partial indexes hold every column it reads, so each part is
-- an index-only scan: by tier and city for the matching contacts, by address for the few suppressed
-- or invalid ones (each looked up, not the whole audience joined).
create index if not exists contacts_audience_idx on read.contacts (tier, city) include (listing_count, years_experience, email)
  where status = 'active' and email is not null;
create index if not exists contacts_audience_email_idx on read.contacts (email) include (tier, city, listing_count, years_experience)
  where status = 'active' and email is not null;
-- Addresses verified invalid are few: only they are read.
create index if not exists email_verifications_invalid_idx on read.email_verifications (email) where status = 'invalid';
