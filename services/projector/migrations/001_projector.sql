create schema if not exists projector;
create schema if not exists read;

create table if not exists projector.checkpoints (
  name text primary key,
  version integer not null,
  position_commit bigint not null default 0,
  position_prepare bigint not null default 0,
  updated_at timestamptz not null default now()
);
comment on table projector.checkpoints is 'How far each projection has applied the event store ($all position), updated in the same transaction as its read model.';
comment on column projector.checkpoints.version is 'Version of the projection code that built the current read-model tables; a higher code version triggers a rebuild.';
comment on column projector.checkpoints.position_commit is 'Commit part of the last applied position (PostgreSQL: transaction id; EventStoreDB: commit position).';
comment on column projector.checkpoints.position_prepare is 'Prepare part of the last applied position (PostgreSQL: global position; EventStoreDB: prepare position).';
