create table if not exists read.stream_summaries (
  stream_id text primary key,
  stream_category text not null,
  event_count bigint not null,
  last_revision bigint not null,
  first_event_at timestamptz not null,
  last_event_at timestamptz not null,
  last_event_type text not null,
  last_actor_name text
);
create index if not exists stream_summaries_category_idx on read.stream_summaries (stream_category, last_event_at desc);
comment on table read.stream_summaries is 'One row per record (stream): how many events it has and what happened last.';
comment on column read.stream_summaries.stream_id is 'The stream.';
comment on column read.stream_summaries.stream_category is 'Kind of record: contact, user, sms-conversation, campaign…';
comment on column read.stream_summaries.event_count is 'Number of events in the stream.';
comment on column read.stream_summaries.last_revision is 'Revision of the newest event.';
comment on column read.stream_summaries.first_event_at is 'When the first event occurred.';
comment on column read.stream_summaries.last_event_at is 'When the newest event occurred.';
comment on column read.stream_summaries.last_event_type is 'Type of the newest event.';
comment on column read.stream_summaries.last_actor_name is 'Who caused the newest event.';
