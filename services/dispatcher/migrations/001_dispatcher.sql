create schema if not exists dispatcher;
create table if not exists dispatcher.checkpoints (
  name text primary key,
  position_commit bigint not null default 0,
  position_prepare bigint not null default 0,
  updated_at timestamptz not null default now()
);
comment on table dispatcher.checkpoints is 'How far each side-effect handler has processed the event store.';
create table if not exists dispatcher.handled (
  handler text not null,
  event_id uuid not null,
  handled_at timestamptz not null default now(),
  primary key (handler, event_id)
);
comment on table dispatcher.handled is 'Events whose side effect was performed: the idempotency key is the asking event id.';
