-- A campaign's recipient filter chooses cities without regard to case, each in its state when the
-- choice names one ('Portland, ME'), else in any state. This index holds every column the audience
-- count reads for those choices, keyed by the lower-cased city and state, so a count by cities is
-- an index-only scan of the chosen cities' entries.
create index if not exists contacts_audience_place_idx on read.contacts (lower(city), lower(state))
  include (city, state, tier, listing_count, years_experience, email)
  where status = 'active' and email is not null;
