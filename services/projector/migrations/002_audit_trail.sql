create table if not exists read.audit_trail (
  event_id uuid primary key,
  position_commit bigint not null,
  position_prepare bigint not null,
  stream_id text not null,
  stream_category text not null,
  stream_revision bigint not null,
  event_type text not null,
  actor_kind text not null,
  actor_id text,
  actor_name text,
  occurred_at timestamptz not null,
  recorded_at timestamptz not null,
  reason text,
  correlation_id text not null,
  causation_id text not null,
  request_id text not null,
  data jsonb not null
);
create index if not exists audit_trail_stream_idx on read.audit_trail (stream_id, stream_revision);
create index if not exists audit_trail_category_time_idx on read.audit_trail (stream_category, occurred_at desc);
create index if not exists audit_trail_actor_time_idx on read.audit_trail (actor_id, occurred_at desc);
create index if not exists audit_trail_correlation_idx on read.audit_trail (correlation_id);
comment on table read.audit_trail is 'Every event ever recorded, one row each, with who did it, when and why: the history auditors replay.';
comment on column read.audit_trail.event_id is 'Unique id of the event.';
comment on column read.audit_trail.position_commit is 'Global position, commit part (orders events across streams together with position_prepare).';
comment on column read.audit_trail.position_prepare is 'Global position, prepare part.';
comment on column read.audit_trail.stream_id is 'The stream (one record: a contact, a user, a conversation…) the event belongs to.';
comment on column read.audit_trail.stream_category is 'Kind of record: contact, user, sms-conversation, campaign…';
comment on column read.audit_trail.stream_revision is '0-based number of the event within its stream.';
comment on column read.audit_trail.event_type is 'What happened, past tense (CallLogged, UserCreated…).';
comment on column read.audit_trail.actor_kind is 'user, webhook or system.';
comment on column read.audit_trail.actor_id is 'User id for user actors.';
comment on column read.audit_trail.actor_name is 'Username, webhook source or system process.';
comment on column read.audit_trail.occurred_at is 'When the change was decided.';
comment on column read.audit_trail.recorded_at is 'When the event store stored it.';
comment on column read.audit_trail.reason is 'Why, when the actor said so.';
comment on column read.audit_trail.correlation_id is 'Groups every event caused by one original request.';
comment on column read.audit_trail.causation_id is 'The request or event that directly caused this one.';
comment on column read.audit_trail.request_id is 'HTTP request id (matches the logs).';
comment on column read.audit_trail.data is 'The event payload (never contains secrets or passwords).';
