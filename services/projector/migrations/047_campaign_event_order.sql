alter table read.campaign_events add column if not exists commit_position numeric(20, 0) not null default 0;
alter table read.campaign_events add column if not exists prepare_position numeric(20, 0) not null default 0;
create index if not exists campaign_events_campaign_order_idx on read.campaign_events (campaign_id, occurred_at, commit_position, prepare_position);
drop index if exists read.campaign_events_campaign_idx;
comment on column read.campaign_events.commit_position is 'The event''s position in the event store (commit part): events of one moment (a decision that records two) keep the order they were recorded in.';
comment on column read.campaign_events.prepare_position is 'The event''s position in the event store (prepare part), after commit_position.';
